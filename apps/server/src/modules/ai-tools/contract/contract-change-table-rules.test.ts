import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0555 (issue #25, ninth blind batch): a counter-offer's or amendment's table of
 * changes, old value beside new, its rows each their own item, a value named as the one replaced,
 * and a change given by its difference ("reduced by $X to $Y"). Wordings written for this test in other states' styles; none comes from an evaluation
 * document.
 */
describe('a table of changes: old value beside new', () => {
  it('reads the new column of a counter-offer table (South Carolina style)', () => {
    const { fields, deadlines } = parseContract(
      [
        'COUNTER OFFER No. 2 (SOUTH CAROLINA)',
        'Buyer: Imani Castellanos   Seller: Garrick Oduya',
        'Property: 41 Wren Hollow Lane, Greenville, SC 29607',
        'Date of Acceptance: October 5, 2026',
        '',
        '  Item  Paragraph              Was                    Now',
        '  1     4. Deposit             $3,000.00              $5,500.00',
        '  2     8. Inspection period   12 days                7 days',
        '  3     11. Closing            November 20, 2026      November 13, 2026',
        '',
        'All other terms remain the same.',
      ].join('\n'),
    );
    expect(fields.earnestMoney?.value.amount).toBe(5500);
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, days: 7 });
    expect(fields.closingDate?.value).toBe('2026-11-13');
    expect(deadlines.map((d) => d.days)).not.toContain(12);
  });

  it("reads the new column and leaves a later row's waiver to that row (Wisconsin style)", () => {
    const { fields } = parseContract(
      [
        'AMENDMENT TO OFFER TO PURCHASE (WISCONSIN)',
        'Buyer: Imani Castellanos   Seller: Garrick Oduya',
        'Binding Acceptance: May 4, 2026',
        '',
        '  #   Offer line             Original               Amended',
        '  1   6. Inspection period   15 days                9 days',
        '  2   7. Appraisal           contingent             waived',
        '  3   2. Earnest money       $1,000.00              $2,000.00',
      ].join('\n'),
    );
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, days: 9 });
    expect(fields.earnestMoney?.value.amount).toBe(2000);
  });

  it('does not count a period named as the one replaced ("rather than 21 days") as a deadline', () => {
    const { deadlines } = parseContract(
      [
        'ADDENDUM No. 1 (NORTH CAROLINA)',
        'Buyer: Imani Castellanos   Seller: Garrick Oduya',
        'Effective Date of this Addendum: June 1, 2026',
        'Property: 18 Laurel Ridge Court, Cary, NC 27513',
        'Purchase Price: $402,000',
        '1. The Due Diligence Period shall end 14 days after the Effective Date, rather than 21 days after the Effective Date of the Contract.',
      ].join('\n'),
    );
    expect(deadlines.map((d) => d.days)).toEqual([14]);
  });

  it('keeps both amounts of a purchase agreement row (near miss: not an addendum)', () => {
    const { fields } = parseContract(
      [
        'PURCHASE AND SALE AGREEMENT',
        'Buyer: Imani Castellanos   Seller: Garrick Oduya',
        'Purchase Price: $410,000.00',
        'Earnest money   $4,000.00   $1,000.00 (additional, due at inspection end)',
      ].join('\n'),
    );
    expect(fields.earnestMoney?.value.amount).toBe(4000);
  });
});

describe('a change given by its difference, "reduced by $X to $Y"', () => {
  const amendment = (state: string, clause: string) =>
    parseContract(
      [
        `AMENDMENT No. 1 TO PURCHASE AND SALE AGREEMENT (${state})`,
        'Buyer: Imani Castellanos   Seller: Garrick Oduya',
        'Property: 18 Laurel Ridge Court, Burlington, VT 05401',
        clause,
      ].join('\n'),
    ).fields;

  it('reads the new price after "was …, is hereby reduced by … to a new price of" (New Hampshire style)', () => {
    const fields = amendment(
      'NEW HAMPSHIRE',
      '1. PRICE. The purchase price, which was Three Hundred Ten Thousand Dollars ($310,000.00), is hereby reduced by $7,500.00 to a new purchase price of THREE HUNDRED TWO THOUSAND FIVE HUNDRED DOLLARS ($302,500.00).',
    );
    expect(fields.purchasePrice?.value).toBe(302500);
  });

  it('reads the new price after "is increased by … to" (Idaho style)', () => {
    const fields = amendment(
      'IDAHO',
      'The Purchase Price of $415,000 is increased by $5,000 to $420,000 to cover the appraisal gap.',
    );
    expect(fields.purchasePrice?.value).toBe(420000);
  });

  it('keeps the price when the change is only a credit "by $X" (near miss: no "to")', () => {
    const fields = amendment(
      'VERMONT',
      'The Purchase Price is $415,000. Seller credits Buyer by $5,000 at closing toward repairs.',
    );
    expect(fields.purchasePrice?.value).toBe(415000);
  });
});
