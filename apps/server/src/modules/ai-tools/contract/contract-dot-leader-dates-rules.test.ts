import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * A form's dates set off from their labels by dot leaders (issue #25). Wordings written for this
 * test; none comes from an evaluation document.
 */
const form = (tail: string[]) =>
  parseContract(
    [
      'OFFER TO PURCHASE REAL ESTATE',
      'Buyer: Cordelia V. Strand    Seller: Anselm J. Whitcombe',
      'Property: 2718 Foxglove Way, Carmel, IN 46032',
      'Purchase Price: $356,000.00',
      'Buyer shall apply for a loan within 5 days after the Acceptance Date. A seller disclosure',
      'form dated June 2, 2027 is attached.',
      'The "Acceptance Date" is the date the last of Buyer and Seller signs this offer.',
      '',
      ...tail,
    ].join('\n'),
  );

describe('dates after dot leaders', () => {
  it('reads a labelled acceptance date', () => {
    const { fields, deadlines } = form([
      "BUYER'S SIGNATURE ............ DATE ........ June 9, 2027",
      "SELLER'S SIGNATURE ........... DATE ........ June 11, 2027",
      'ACCEPTANCE DATE ............................ June 11, 2027',
    ]);
    expect(fields.effectiveDate?.value).toBe('2027-06-11');
    expect(deadlines).toContainEqual(expect.objectContaining({ days: 5, date: '2027-06-16' }));
  });

  it('takes the last signature date written after dot leaders when no acceptance line is filled in', () => {
    const { fields } = form([
      "BUYER'S SIGNATURE ............ DATE ........ June 9, 2027",
      "SELLER'S SIGNATURE ........... DATE ........ June 12, 2027",
    ]);
    expect(fields.effectiveDate?.value).toBe('2027-06-12');
  });
});
