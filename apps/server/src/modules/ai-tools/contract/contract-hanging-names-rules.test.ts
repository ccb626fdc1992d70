import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * A party's second person set out on the line under the first (issue #25), and names written
 * with accented letters. Wordings written for this test; none comes from an evaluation document.
 */
const purchase = (partyLines: string[]) =>
  parseContract(
    [
      'AGREEMENT FOR THE PURCHASE AND SALE OF REAL ESTATE',
      '',
      ...partyLines,
      '',
      'The Seller agrees to sell and the Buyer agrees to buy 61 Orchard Bend, Ithaca, NY 14850.',
      'Purchase Price: $389,000.00. Closing shall take place on or before October 2, 2026.',
    ].join('\n'),
  );

describe("a party's next person on the line below", () => {
  it('takes a name indented under the first name as the same party', () => {
    const { fields } = purchase([
      '   SELLER:   Harriet O. Vance',
      '             Desmond Vance',
      '   BUYER:    Tobias W. Engqvist',
    ]);
    expect(fields.seller?.value).toEqual(['Harriet O. Vance', 'Desmond Vance']);
    expect(fields.buyer?.value).toEqual(['Tobias W. Engqvist']);
  });

  it('takes a full name alone on the next line when the columns are lost', () => {
    const { fields } = purchase([
      'Buyer: Mireille K. Aubert',
      'Olusegun T. Bankole',
      'Seller: Gunnar P. Sorensen',
    ]);
    expect(fields.buyer?.value).toEqual(['Mireille K. Aubert', 'Olusegun T. Bankole']);
  });

  it('does not take a wrapped description for a person', () => {
    const wrapped = purchase([
      '   SELLER:   Harriet O. Vance, residing in',
      '             Tompkins County, New York',
      '   BUYER:    Tobias W. Engqvist',
    ]);
    expect(wrapped.fields.seller?.value).toEqual(['Harriet O. Vance']);
  });
});

describe('names with accented letters', () => {
  it('reads them whole', () => {
    const { fields } = purchase([
      'Seller: Zoë Castellanos-Núñez and Émile R. Lefèvre',
      'Buyer: Łucja Wiśniewska',
    ]);
    expect(fields.seller?.value).toEqual(['Zoë Castellanos-Núñez', 'Émile R. Lefèvre']);
    expect(fields.buyer?.value).toEqual(['Łucja Wiśniewska']);
  });
});
