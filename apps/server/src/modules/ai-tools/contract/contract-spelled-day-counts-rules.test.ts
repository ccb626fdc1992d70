import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { normalizeContractText } from './normalize-text';
import { dayCountsInFigures } from './spelled-day-counts';

/**
 * Day counts written in words only, with or without "within" (issue #25): each reader of
 * deadlines gets them as figures. Wordings written for this test; none comes from an evaluation
 * document.
 */
const purchase = (clauses: string[]) =>
  parseContract(
    [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Philippa J. Nakashima    Seller: Corentin A. Lindqvist',
      'Property: 5512 Windmere Drive, Lincoln, NE 68516',
      'Purchase Price: $287,400.00',
      'Effective Date: April 6, 2027',
      '',
      ...clauses,
    ].join('\n'),
  );

describe('a day count in words', () => {
  it('counts "ten days following the Effective Date" as a deadline', () => {
    const { deadlines } = purchase([
      '5. INSPECTION. Buyer may have the home inspected and may object in writing ten days',
      '   following the Effective Date.',
    ]);
    expect(deadlines).toContainEqual(
      expect.objectContaining({ days: 10, date: '2027-04-16', name: 'Inspection contingency' }),
    );
  });

  it('reads "no later than twenty-one calendar days after" and keeps the words as its source', () => {
    const text = [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Philippa J. Nakashima    Seller: Corentin A. Lindqvist',
      'Property: 5512 Windmere Drive, Lincoln, NE 68516',
      'Effective Date: April 6, 2027',
      '6. LOAN. Buyer shall obtain written loan approval no later than twenty-one calendar days',
      '   after the Effective Date.',
    ].join('\n');
    const { deadlines } = parseContract(text);
    const loan = deadlines.find((deadline) => deadline.name === 'Financing contingency');
    expect(loan).toMatchObject({ days: 21, businessDays: false, date: '2027-04-27' });
    expect(loan?.source.excerpt).toContain('twenty-one calendar days');
    expect(text.slice(loan!.source.start, loan!.source.end).replace(/\s+/g, ' ')).toBe(
      loan!.source.excerpt,
    );
  });

  it('takes a filled-in alternative written in words, "two days (or four days)"', () => {
    const { fields } = purchase([
      '3. EARNEST MONEY. Buyer shall deposit $4,000.00 as earnest money with the escrow agent',
      '   within two days (or four days) after the Effective Date.',
    ]);
    expect(fields.earnestMoney?.value).toMatchObject({ amount: 4_000, dueDays: 4 });
  });

  it('counts business days spelled out', () => {
    const { deadlines } = purchase([
      '7. APPRAISAL. If the property appraises below the price, Buyer may cancel by notice given',
      '   five business days after the Effective Date.',
    ]);
    expect(deadlines).toContainEqual(
      expect.objectContaining({ days: 5, businessDays: true, date: '2027-04-13' }),
    );
  });
});

describe('the rewriting itself', () => {
  const rewrite = (text: string) => dayCountsInFigures(normalizeContractText(text)).text;

  it('leaves counts with figures, larger numbers and other words alone', () => {
    expect(rewrite('within fifteen (15) days')).toBe('within fifteen (15) days');
    expect(rewrite('one hundred twenty days')).toBe('one hundred twenty days');
    expect(rewrite('someone days')).toBe('someone days');
    expect(rewrite('three months later')).toBe('three months later');
  });

  it('maps each figure back onto the words it stands for', () => {
    const original = 'Notice within thirty-five days of closing.';
    const normalized = dayCountsInFigures(normalizeContractText(original));
    expect(normalized.text).toBe('Notice within 35 days of closing.');
    const start = normalized.toOriginal(normalized.text.indexOf('35'));
    const end = normalized.toOriginal(normalized.text.indexOf('35') + 1) + 1;
    expect(original.slice(start, end)).toBe('thirty-five');
    const after = normalized.toOriginal(normalized.text.indexOf(' days'));
    expect(original.slice(after)).toBe(' days of closing.');
  });
});
