import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rural addresses on numbered roads, and a price's parts listed in a column with other amounts
 * in their descriptions (issue #25). Wordings written for this test; none comes from an
 * evaluation document.
 */
const purchase = (lines: string[]) =>
  parseContract(
    [
      'FARM AND RANCH PURCHASE CONTRACT',
      'Buyer: Augustin P. Verhoeven    Seller: Delphine R. Oakhurst',
      'Closing shall take place on or before July 30, 2027.',
      '',
      ...lines,
    ].join('\n'),
  );

describe('a road known by its number', () => {
  it.each([
    ['7021 County Road 38, Hugo, CO 80821', '7021 County Road 38, Hugo, CO 80821'],
    ['415 State Route 62, Millersburg, OH 44654', '415 State Route 62, Millersburg, OH 44654'],
    ['90 Hwy. 7B, Marshall, AR 72650', '90 Hwy. 7B, Marshall, AR 72650'],
  ])('keeps the number of "%s"', (written, expected) => {
    const { fields } = purchase([`Property address: ${written}`, 'Purchase Price: $410,000.00']);
    expect(fields.propertyAddress?.value).toBe(expected);
  });
});

describe("a price's parts in a column", () => {
  it("adds the amounts at the lines' ends, not the rates or payments in their words", () => {
    const { fields } = purchase([
      'Property address: 7021 County Road 38, Hugo, CO 80821',
      '',
      '4. PRICE. The Purchase Price is the sum of these amounts:',
      '   (1) Deposit, credited at Closing ..................... $12,000.00',
      '   (2) Note to Seller at 5.5%, payable $2,310.44 monthly .. $280,000.00',
      '   (3) Balance in cash at Closing ....................... $118,000.00',
      '   Transfer taxes are not part of the Purchase Price.',
    ]);
    expect(fields.purchasePrice?.value).toBe(410_000);
  });
});
