import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { normalizeContractText } from './normalize-text';

/**
 * A termination option named with an aside ("Option (Termination) Period"), and a table's row
 * that a PDF's text cuts into pieces with lone borders between them (issue #25). Wordings written
 * for this test; none comes from an evaluation document.
 */
const head = [
  'RESIDENTIAL SALES CONTRACT',
  'Buyer: Marisol T. Echeverria    Seller: Graham L. Whitford',
  'Property: 1187 Sierra Crest Drive, Las Cruces, NM 88011',
  'Purchase Price: $274,900.00',
  'Effective Date: March 1, 2027',
  '',
];

describe('an option period with an aside in its name', () => {
  it('is the inspection period, and its deadline is named so', () => {
    const { fields, deadlines } = parseContract(
      [
        ...head,
        '| Option (Termination) Period: Buyer may end this contract for any reason by notice |',
        '| given within 6 days after the Effective Date.                      | 6 days |',
      ].join('\n'),
    );
    expect(fields.inspectionPeriod?.value).toMatchObject({ days: 6, endsOn: '2027-03-07' });
    expect(deadlines).toContainEqual(
      expect.objectContaining({ name: 'Inspection contingency', days: 6 }),
    );
  });
});

describe("a PDF's pieces of one table row", () => {
  it('joins a cell cut at an open word to the next piece, dropping the lone border', () => {
    const pieces = [
      '| Deposit, paid to the title company within 4 days after the |',
      '',
      '|',
      '| Effective Date | $ 6,000.00',
    ].join('\n');
    expect(normalizeContractText(pieces).text).toBe(
      '| Deposit, paid to the title company within 4 days after the Effective Date | $ 6,000.00',
    );
  });

  it('joins a cell whose next piece opens in lowercase', () => {
    const pieces = ['| Seller may keep the deposit if Buyer |', '| defaults. |'].join('\n');
    expect(normalizeContractText(pieces).text).toBe(
      '| Seller may keep the deposit if Buyer defaults. |',
    );
  });

  it('keeps rows apart that each end their own cell', () => {
    const rows = ['| Option fee | $ 150.00 |', '|', '| Title company | Rio Grande Title |'].join(
      '\n',
    );
    expect(normalizeContractText(rows).text).toBe(
      '| Option fee | $ 150.00 |\n| Title company | Rio Grande Title |',
    );
  });

  it('finds the deadline of a row a PDF cut', () => {
    const { fields } = parseContract(
      [
        ...head,
        '| Earnest money, delivered within 4 days after the |',
        '|',
        '| Effective Date | $ 6,000.00',
      ].join('\n'),
    );
    expect(fields.earnestMoney?.value).toMatchObject({ amount: 6_000, dueDays: 4 });
  });
});
