import { describe, expect, it } from 'vitest';
import { parseContract } from '../contract-parser';
import { cardinalWords, perturbContract, type ContractPerturbation } from './perturb-contract';
import type { ContractExpectation } from './score-contract';

// A short purchase agreement written for this test, none of it from an evaluation document.
const AGREEMENT = [
  'RESIDENTIAL PURCHASE AGREEMENT',
  'Effective Date: March 2, 2026',
  'Buyer: Wendell Okonkwo-Hart',
  'Seller: Priyanka Vasquez',
  'Property: 4418 Larchmont Terrace, Springfield, Illinois 62704',
  'Purchase Price: $318,000',
  "1. EARNEST MONEY. Buyer shall deposit $6,000 with the escrow agent within 3 days after the Effective Date. The agent's receipt is final.",
  '2. INSPECTION. Buyer may have the property inspected by a licensed inspector of the Buyer\'s choosing within 10 days after the Effective Date - the "Inspection Period" - and may cancel by written notice before it ends.',
  '3. FINANCING. This Agreement is contingent on Buyer obtaining a loan commitment within 21 days after the Effective Date.',
  '4. CLOSING. Closing shall take place on or before April 17, 2026.',
  '| Deposit holder | Lakeside Title Company |',
].join('\n');

const EXPECTED: ContractExpectation = {
  kind: 'purchase',
  fields: {
    buyer: ['Wendell Okonkwo-Hart'],
    seller: ['Priyanka Vasquez'],
    propertyAddress: '4418 Larchmont Terrace, Springfield, IL 62704',
  },
  deadlines: [],
};

const rewrite = (kind: ContractPerturbation, name = 'set/agreement.txt') =>
  perturbContract(name, AGREEMENT, EXPECTED).find((item) => item.kind === kind)?.text;

describe('the contract perturbation suite', () => {
  it('spells day counts as contracts do', () => {
    expect(cardinalWords(7)).toBe('seven');
    expect(cardinalWords(21)).toBe('twenty-one');
    expect(cardinalWords(40)).toBe('forty');
    expect(() => cardinalWords(0)).toThrow(RangeError);
    expect(() => cardinalWords(100)).toThrow(RangeError);
  });

  it('writes bare day counts in words and leaves prices, dates and counts already in words alone', () => {
    const text = rewrite('day-counts-in-words')!;
    expect(text).toContain('within three days after');
    expect(text).toContain('within ten days after');
    expect(text).toContain('within twenty-one days after');
    expect(text).toContain('$318,000');
    expect(text).toContain('April 17, 2026');
    const inWords = perturbContract('x.txt', 'Deposit within five (5) business days.', EXPECTED);
    expect(inWords.find((item) => item.kind === 'day-counts-in-words')).toBeUndefined();
  });

  it('never puts a typo in a word of an expected value, and repeats its choices for a name', () => {
    const text = rewrite('typos-outside-values')!;
    expect(text).not.toBe(AGREEMENT);
    for (const kept of [
      'Wendell',
      'Okonkwo-Hart',
      'Priyanka',
      'Vasquez',
      'Larchmont',
      'Terrace',
      'Springfield',
      'Illinois',
      'March',
      'April',
    ]) {
      expect(text).toContain(kept);
    }
    expect(rewrite('typos-outside-values')).toBe(text);
    expect(text.split(/\s+/)).toHaveLength(AGREEMENT.split(/\s+/).length);
  });

  it('re-flows running prose only, keeping every word in order and every laid-out line as it is', () => {
    const wide = `${AGREEMENT}\nThe parties agree that time is of the essence of every\nobligation in this Agreement and that notices are effective\nwhen delivered to the address given for each party above.`;
    const text = perturbContract('set/wide.txt', wide, EXPECTED).find(
      (item) => item.kind === 'prose-rewrapped',
    )!.text;
    expect(text.split(/\s+/)).toEqual(wide.split(/\s+/));
    expect(text).toContain('\n| Deposit holder | Lakeside Title Company |');
    expect(text).toContain('\nBuyer: Wendell Okonkwo-Hart\n');
    expect(
      text.split('\n').every((line) => line.length <= 58 || !line.startsWith('The parties')),
    ).toBe(true);
  });

  it('changes nothing the parser reads when lines end in CRLF or quotes and dashes are typographic', () => {
    const asWritten = parseContract(AGREEMENT);
    for (const kind of ['windows-line-endings', 'typographic-punctuation'] as const) {
      const text = rewrite(kind)!;
      expect(text).not.toBe(AGREEMENT);
      const result = parseContract(text);
      expect(result.fields.buyer?.value).toEqual(asWritten.fields.buyer?.value);
      expect(result.fields.seller?.value).toEqual(asWritten.fields.seller?.value);
      expect(result.fields.purchasePrice?.value).toBe(318_000);
      expect(result.fields.propertyAddress?.value).toEqual(asWritten.fields.propertyAddress?.value);
      expect(result.deadlines.map((deadline) => deadline.days)).toEqual(
        asWritten.deadlines.map((deadline) => deadline.days),
      );
    }
  });

  it('reads the same deadlines when their day counts are written in words', () => {
    const asWritten = parseContract(AGREEMENT);
    const result = parseContract(rewrite('day-counts-in-words')!);
    expect(asWritten.deadlines.map((deadline) => deadline.days)).toEqual([3, 10, 21]);
    const daysAndDates = (deadlines: typeof result.deadlines) =>
      deadlines.map(({ days, date }) => ({ days, date }));
    expect(daysAndDates(result.deadlines)).toEqual(daysAndDates(asWritten.deadlines));
  });
});
