import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { mendKeywordTypos, mendedWord } from './keyword-typos';

/** Slips in the words the reader keys on, on wordings written for this test. */
describe('slips in the words a contract is read by', () => {
  it('mends a key beside the right one, a scanner confusion and swapped letters, in the slip’s capitals', () => {
    expect(mendedWord('selker')).toBe('seller');
    expect(mendedWord('effectuve')).toBe('effective');
    expect(mendedWord('busienss')).toBe('business');
    expect(mendedWord('agreernent')).toBeUndefined(); // two letters for one: not a same-length slip
    expect(mendKeywordTypos('SEkLER: Dana Whitfield')).toBe('SELLER: Dana Whitfield');
    expect(mendKeywordTypos('the Effectuve Date')).toBe('the Effective Date');
    expect(mendKeywordTypos('within 5 busiuess days')).toBe('within 5 business days'); // a scanner's u for n
  });

  it('leaves real words, rare legal words and names alone', () => {
    expect(mendedWord('dower')).toBeUndefined(); // no slip of "lower": d is no key beside l
    expect(mendedWord('better')).toBeUndefined();
    const names = 'Seller: Renee M. Guidry and Renee Castellano, of Stowe, VT';
    expect(mendKeywordTypos(names)).toBe(names);
  });

  it('reads the party, effective date and business-day deadline through the slips, pointing at the text as typed', () => {
    const result = parseContract(
      [
        'RESIDENTIAL PURCHASE AGREEMENT',
        'Effectuve Date: September 14, 2026',
        'Buyer: Tobias Nakamura-Lund',
        'Selker: Imogen Ferreira',
        'Purchase Price: $402,000',
        'Buyer shall deposit $8,000 in earnest money within 3 busimess days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.seller?.value).toEqual(['Imogen Ferreira']);
    expect(result.fields.effectiveDate?.value).toBe('2026-09-14');
    expect(result.fields.earnestMoney?.value).toMatchObject({ amount: 8000, dueDays: 3 });
    const deposit = result.deadlines.find((deadline) => deadline.days === 3);
    expect(deposit?.businessDays).toBe(true);
    expect(deposit?.source.excerpt).toContain('busimess');
  });
});
