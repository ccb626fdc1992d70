import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { normalizeContractText } from './normalize-text';

/**
 * A bordered table whose value cell goes on in rows with an empty label cell (issue #25): the
 * second person of a side, an address's city line, a deadline wrapped in its cell. Wordings
 * written for this test, none from the evaluation documents.
 */
const TABLE = [
  'RESIDENTIAL LEASE -- SUMMARY OF TERMS',
  '+----------------------+-------------------------------------+',
  '| Landlord             | Marisol T. Okafor                   |',
  '+----------------------+-------------------------------------+',
  '| Tenant(s)            | Dmitri A. Halvorsen                 |',
  '|                      | Ngozi R. Halvorsen                  |',
  '+----------------------+-------------------------------------+',
  '| Premises             | 408 Larkspur Court, Apt. 12,        |',
  '|                      | Spokane, Washington 99203           |',
  '+----------------------+-------------------------------------+',
  '| Monthly Rent         | $1,675.00 due on the first day of   |',
  '|                      | each month                          |',
  '+----------------------+-------------------------------------+',
  '| Security Deposit     | $1,675.00                           |',
  '+----------------------+-------------------------------------+',
  '| Term                 | August 1, 2026 to July 31, 2027     |',
  '+----------------------+-------------------------------------+',
].join('\n');

describe('a bordered row whose value goes on under an empty label cell', () => {
  it('reads as one row: a party\'s names joined with "and", other values with a space', () => {
    const { text } = normalizeContractText(TABLE);
    expect(text).toContain('| Tenant(s) | Dmitri A. Halvorsen and Ngozi R. Halvorsen |');
    expect(text).toContain('| Premises | 408 Larkspur Court, Apt. 12, Spokane, Washington 99203 |');
    expect(text).toContain('| Monthly Rent | $1,675.00 due on the first day of each month |');
  });

  it('gives both tenants and the whole address', () => {
    const result = parseContract(TABLE);
    expect(result.fields.tenant?.value).toEqual(['Dmitri A. Halvorsen', 'Ngozi R. Halvorsen']);
    expect(result.fields.propertyAddress?.value).toMatch(/^408 Larkspur Court, Apt\. 12, Spokane/);
  });

  it('points each value back at its place in the original text', () => {
    const original = TABLE;
    const normalized = normalizeContractText(original);
    const at = normalized.text.indexOf('Ngozi');
    expect(original.slice(normalized.toOriginal(at), normalized.toOriginal(at) + 5)).toBe('Ngozi');
  });

  it('leaves a row with a label of its own as its own row', () => {
    const { text } = normalizeContractText('| Buyer  | Lena Ortiz |\n| Seller | Amos Pike  |');
    expect(text).toBe('| Buyer | Lena Ortiz |\n| Seller | Amos Pike |');
  });
});

/**
 * A bordered row whose label cell wraps too (issue #25): the label goes on in lower case, after an
 * open word or bracket, or as a lone last word; its value may wrap beside it. Wordings written for
 * this test, none from the evaluation documents.
 */
const WRAPPED_LABELS = [
  'OFFER TO PURCHASE -- MONEY TERMS',
  '+--------------------------------------------+------------------+',
  '| Balance due from Purchaser at settlement ( |  $ 71,250.00     |',
  '| net of the good faith deposit)             |                  |',
  '+--------------------------------------------+------------------+',
  '| New conventional mortgage loan amount      |  $ 285,000.00    |',
  '+--------------------------------------------+------------------+',
  '| TOTAL CONTRACT PRICE                       |  $ 356,250.00    |',
  '+--------------------------------------------+------------------+',
  '',
  '+--------------------------------------------+------------------+',
  '| Good faith deposit                         |  $ 4,500.00      |',
  '| Deposit to be delivered within 4 days of   |                  |',
  '| the Acceptance                             |                  |',
  '| Inspection period, including radon and     |  12 days after   |',
  '| well water testing                         |  Acceptance      |',
  '| Appraisal objection must be delivered by   |                  |',
  '| Purchaser no later than ten days after the |                  |',
  '| Acceptance                                 |                  |',
  '+--------------------------------------------+------------------+',
].join('\n');

describe('a bordered row whose label cell wraps as well', () => {
  it('reads each wrapped label whole, beside its whole value', () => {
    const { text } = normalizeContractText(WRAPPED_LABELS);
    expect(text).toContain(
      '| Balance due from Purchaser at settlement ( net of the good faith deposit) | $ 71,250.00 |',
    );
    expect(text).toContain('| Deposit to be delivered within 4 days of the Acceptance | |');
    expect(text).toContain(
      '| Inspection period, including radon and well water testing | 12 days after Acceptance |',
    );
    expect(text).toContain(
      '| Appraisal objection must be delivered by Purchaser no later than ten days after the Acceptance | |',
    );
  });

  it('keeps rows with labels of their own apart, and never runs a row into the rule below it', () => {
    const { text } = normalizeContractText(WRAPPED_LABELS);
    expect(text).toContain('| New conventional mortgage loan amount | $ 285,000.00 |\n+---');
    expect(text).toContain('| Good faith deposit | $ 4,500.00 |\n| Deposit to be delivered');
  });

  it('takes the deposit from its own row, not from a loan amount below a wrapped label', () => {
    const result = parseContract(
      `RESIDENTIAL PURCHASE AGREEMENT\nPurchaser: Imani R. Castellanos\nSeller: Derek O. Lindgren\nProperty: 52 Foxglove Lane, Bath, Maine 04530\n${WRAPPED_LABELS}`,
    );
    expect(result.fields.purchasePrice?.value).toBe(356_250);
    expect(result.fields.earnestMoney?.value.amount).toBe(4_500);
  });

  it('leaves a short label over a one-word label as two rows', () => {
    const { text } = normalizeContractText(
      '| Security Deposit | $900.00 |\n| Pets | Not permitted |\n| Parking space | Two |',
    );
    expect(text).toBe(
      '| Security Deposit | $900.00 |\n| Pets | Not permitted |\n| Parking space | Two |',
    );
  });
});
