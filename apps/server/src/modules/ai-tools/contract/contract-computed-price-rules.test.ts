import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rule of decision 0530 (issue #25, eighth blind batch): a price worked out from a rate and a
 * quantity is the result after "=", not the rate. Wordings written for this test; none comes
 * from an evaluation document.
 */
const price = (line: string) =>
  parseContract(
    [
      'VACANT LAND PURCHASE AGREEMENT',
      'Buyer: Teodor Brandvold',
      'Seller: Maren Ecklund',
      line,
      'Closing shall take place on June 1, 2026.',
    ].join('\n'),
  ).fields.purchasePrice?.value ?? null;

describe('a price worked out from a rate', () => {
  it('reads "rate per unit x quantity = total" as the total', () => {
    expect(
      price('Purchase Price: $295.00 per square foot x 1,480 square feet = $436,600.00, in cash.'),
    ).toBe(436600);
  });

  it('reads "quantity x rate each = total" as the total', () => {
    expect(
      price('2. PRICE. The total for the lots is figured as 12 lots x $38,000 each = $456,000.'),
    ).toBe(456000);
  });

  it('keeps a price stated outright when a rate comes after it', () => {
    // near miss: the first amount is the price; the rate after it is something else
    expect(
      price('Purchase Price: $250,000. Association dues are $85 per month = $1,020 per year.'),
    ).toBe(250000);
  });
});
