import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * An amendment states the old price or closing date only to replace it (issue #25): the value a
 * term has is the one that replaces it, never a change "by" some amount. Wordings written for this
 * test; none comes from an evaluation document.
 */
const amendment = (lines: string[]) =>
  parseContract(
    [
      'AMENDMENT TO PURCHASE AGREEMENT',
      'Buyer: Leopold V. Castaneda     Seller: Henrietta O. Blackwood',
      'Property: 71 Quarry Hill Road, Montpelier, VT 05602',
      'Amendment Effective Date: June 2, 2026',
      '',
      ...lines,
    ].join('\n'),
  );

describe('a value stated only to be replaced', () => {
  it('takes the new price after "formerly …, is reduced by …", not the old one or the change', () => {
    const { fields } = amendment([
      '1. PRICE. The Purchase Price, formerly $361,000.00, is reduced by $9,000.00 after the',
      '   radon test. The new Purchase Price is $352,000.00.',
    ]);
    expect(fields.purchasePrice?.value).toBe(352_000);
  });

  it('takes the price that replaces one "deleted and replaced with:" in the next paragraph', () => {
    const { fields } = amendment([
      '1. PRICE. The purchase price in paragraph 3 of the Agreement, $298,000.00, is deleted and',
      '   replaced with:',
      '',
      '   TWO HUNDRED EIGHTY-NINE THOUSAND DOLLARS ($289,000.00)',
    ]);
    expect(fields.purchasePrice?.value).toBe(289_000);
  });

  it('takes the new closing date after "formerly scheduled for …"', () => {
    const { fields } = amendment([
      '2. CLOSING DATE. The closing, formerly scheduled for June 26, 2026, shall take place on or',
      '   before the 10th day of July, 2026.',
    ]);
    expect(fields.closingDate?.value).toBe('2026-07-10');
  });

  it('keeps a price that nothing replaces', () => {
    const { fields } = amendment(['1. PRICE. The Purchase Price remains $340,000.00.']);
    expect(fields.purchasePrice?.value).toBe(340_000);
  });
});
