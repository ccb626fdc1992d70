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
