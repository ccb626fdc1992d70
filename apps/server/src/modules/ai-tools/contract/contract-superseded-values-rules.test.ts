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

describe('an amendment’s new price and the deposit it leaves as it was (session 22)', () => {
  it('takes a price "changed to:" in words, then figures, over the old one in the same sentence', () => {
    const { fields } = amendment([
      '1. The Purchase Price of $425,000.00 is changed to: Four Hundred Ten Thousand Dollars',
      '   ($410,000).',
    ]);
    expect(fields.purchasePrice?.value).toBe(410_000);
  });

  it('takes the new price when the old one is followed by where the contract states it', () => {
    const { fields } = amendment([
      '1. PRICE. The Purchase Price of $425,000.00 set forth in Section 2 of the Agreement is',
      '   reduced by $15,000.00. The new Purchase Price is',
      '   $410,000.00 (Four Hundred Ten Thousand Dollars).',
    ]);
    expect(fields.purchasePrice?.value).toBe(410_000);
  });

  it('reports no deposit the amendment only says stays as it is', () => {
    const { fields } = amendment([
      '1. The Purchase Price is changed to: Four Hundred Ten Thousand Dollars ($410,000).',
      '2. The deposit of $4,100.00 already held by the escrow agent remains unchanged.',
    ]);
    expect(fields.earnestMoney).toBeNull();
  });

  it('reports a deposit the amendment changes, whatever else remains unchanged', () => {
    const { fields } = amendment([
      '1. The earnest money deposit is increased to $7,500.00; all other terms remain unchanged.',
    ]);
    expect(fields.earnestMoney?.value.amount).toBe(7500);
  });
});
