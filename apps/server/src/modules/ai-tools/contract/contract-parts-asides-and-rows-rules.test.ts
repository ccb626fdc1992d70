import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0530 (issue #25, eighth blind batch): a part of the price that contains the
 * deposit, an aside whose bracket opens on the line above, and an addendum's change written as
 * FROM / TO rows. Wordings written for this test; none comes from an evaluation document.
 */
const PARTIES = 'Buyer: Hollis Varga\nSeller: Petra Lindqvist-Moe\n';

describe('a part of the price that includes the deposit is not the deposit', () => {
  it('passes over "Down payment, including your cash deposit ... $40,000"', () => {
    const fields = parseContract(
      [
        'REAL ESTATE PURCHASE CONTRACT',
        PARTIES,
        'Down payment, including your cash deposit ........... $ 40,000.00',
        'New mortgage loan ..................................... $160,000.00',
        'Total purchase price .................................. $200,000.00',
        '',
        'Buyer shall pay a deposit of $2,500.00 to the escrow agent within 4 days.',
      ].join('\n'),
    ).fields;
    expect(fields.earnestMoney?.value.amount).toBe(2500);
  });

  it('still reads a deposit row of its own', () => {
    // near miss: a row that is the deposit, with a word between the label and its amount
    const fields = parseContract(
      [
        'REAL ESTATE PURCHASE CONTRACT',
        PARTIES,
        'Earnest deposit, due in 3 days ........ $ 3,000.00',
        'Purchase price ........................ $180,000.00',
      ].join('\n'),
    ).fields;
    expect(fields.earnestMoney?.value.amount).toBe(3000);
  });
});

describe('an aside whose bracket opens on the line above', () => {
  it('does not read an inspection mentioned inside a bracket broken over two lines', () => {
    const fields = parseContract(
      [
        'ADDENDUM TO PURCHASE AGREEMENT',
        PARTIES,
        '1. The Purchase Price is changed to $305,000.',
        // a PDF's lines, broken inside the bracket after "No."
        '2. All other terms stay in force (as changed by Rider No.',
        '4',
        'which extended the inspection period), and this Addendum controls.',
      ].join('\n'),
    ).fields;
    expect(fields.inspectionContingency ?? null).toBeNull();
  });

  it('still reads a clause that only names its term in a bracket on its own line', () => {
    // near miss: "(the Inspection Period)" names the clause's term; it is no aside
    const fields = parseContract(
      [
        'ADDENDUM TO PURCHASE AGREEMENT',
        PARTIES,
        '1. Buyer shall have 14 days after the Effective Date to inspect the Property',
        '(the Inspection Period) and may cancel by notice within it.',
      ].join('\n'),
    ).fields;
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, days: 14 });
  });
});

describe("an addendum's change written as FROM / TO rows", () => {
  const addendum = (rows: string[]) =>
    parseContract(['AMENDMENT TO CONTRACT FOR SALE', PARTIES, ...rows].join('\n')).fields;

  it('reads the date after "TO:" as the new closing date', () => {
    const fields = addendum([
      '1. The date of closing is amended',
      'From: October 3, 2025',
      'To: October 17, 2025',
    ]);
    expect(fields.closingDate?.value).toBe('2025-10-17');
  });

  it('reads the amount after "TO:" as the new price, a blank line before the rows', () => {
    const fields = addendum([
      '1. The purchase price is reduced',
      '',
      'FROM: $412,000',
      'TO: $404,500',
    ]);
    expect(fields.purchasePrice?.value).toBe(404500);
  });

  it('does not read a "From:" line of a letter as the old value', () => {
    // near miss: a memo's From / To header is not a change frame
    const fields = addendum([
      'From: Ines Okafor, listing agent',
      'To: all parties',
      'The closing date is changed to November 21, 2025.',
    ]);
    expect(fields.closingDate?.value).toBe('2025-11-21');
  });
});
