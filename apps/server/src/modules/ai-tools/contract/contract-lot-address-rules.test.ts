import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rule of decision 0555 (issue #25, ninth blind batch): land with no street number is known by its
 * lot on a named road ("Lot 7, Shaw Hill Road, …"). Wordings written for this test in other
 * states' styles; none comes from an evaluation document.
 */
const land = (lines: string[]) =>
  parseContract(
    [
      'VACANT LAND PURCHASE AGREEMENT',
      'Buyer: Corliss Abernathy   Seller: Anneke Vos',
      'Purchase Price: $96,000',
      ...lines,
    ].join('\n'),
  ).fields;

describe('a lot on a named road, with no street number', () => {
  it('reads "Lot 14, Cold Spring Lane, …" as the address (New Hampshire style)', () => {
    const fields = land([
      'PROPERTY. About 6.2 acres of woodland known as: Lot 14, Cold Spring Lane, Tamworth, NH 03886',
    ]);
    expect(fields.propertyAddress?.value).toBe('Lot 14, Cold Spring Lane, Tamworth, NH 03886');
  });

  it('reads "Lot 3B, Ridge Road, …" as the address (Tennessee style)', () => {
    const fields = land([
      'The Property is Lot 3B, Ridge Road, Sevierville, TN 37862, per the plat.',
    ]);
    expect(fields.propertyAddress?.value).toBe('Lot 3B, Ridge Road, Sevierville, TN 37862');
  });

  it("keeps the street address over a legal description's lot and block (near miss)", () => {
    const fields = land([
      'Property address: 88 Quarry Road, Barre, VT 05641',
      'Legal description: Lot 12, Block 3, Granite Hills Subdivision, Washington County.',
    ]);
    expect(fields.propertyAddress?.value).toBe('88 Quarry Road, Barre, VT 05641');
  });
});
