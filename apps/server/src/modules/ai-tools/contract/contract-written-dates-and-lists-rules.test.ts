import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0555 (issue #25, ninth blind batch): dates written out in words as deeds and
 * leases do, and deadlines that a summary of dates repeats. Wordings written for this test in
 * other states' styles; none comes from an evaluation document.
 */
describe('a date whose day and year are written in words', () => {
  it('reads "the ninth day of March, two thousand twenty-seven" defined as the effective date (Oregon style)', () => {
    const text = [
      'REAL ESTATE SALE AGREEMENT (OREGON)',
      'This Agreement is entered into on the ninth day of March, two thousand',
      'twenty-seven (the "Effective Date"), by Wendell Oyelaran ("Buyer") and Priya Castellano ("Seller").',
      'Purchase Price: $388,000',
      'Buyer shall deposit earnest money of $8,000 within 3 days after the Effective Date.',
      'Invoice dated February 2, 2027 attached.',
    ].join('\n');
    const { fields, deadlines } = parseContract(text);
    expect(fields.effectiveDate?.value).toBe('2027-03-09');
    expect(deadlines.map((d) => d.date)).toContain('2027-03-12');
  });

  it('reads "the 2nd (second) … two thousand and twenty-six" and "fourth (4th) day of" (Georgia and Kansas styles)', () => {
    const georgia = parseContract(
      [
        'PURCHASE AND SALE AGREEMENT',
        'Made this fourth (4th) day of June, 2026 (the "Binding Agreement Date") between Lacey Ambrose, Buyer, and Colm Reddy, Seller.',
        'Purchase Price: $301,000',
        'Seller Disclosure signed May 1, 2026.',
      ].join('\n'),
    ).fields;
    expect(georgia.effectiveDate?.value).toBe('2026-06-04');
    const kansas = parseContract(
      [
        'CONTRACT FOR SALE OF REAL ESTATE',
        'Dated the 2nd day of November, two thousand and twenty-six (the "Contract Date").',
        'Buyer: Harlan Doucette   Seller: Mina Okafor',
        'Purchase Price: $244,900',
      ].join('\n'),
    ).fields;
    expect(kansas.effectiveDate?.value).toBe('2026-11-02');
  });

  it('does not read "two thousand" as a year where a sum of money follows a month', () => {
    // near miss: "in May two thousand dollars" is an amount, not a date
    const fields = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Buyer: Harlan Doucette   Seller: Mina Okafor',
        'Purchase Price: $244,900',
        'Seller credited Buyer in May two thousand dollars toward closing costs.',
      ].join('\n'),
    ).fields;
    expect(fields.effectiveDate ?? null).toBeNull();
  });
});

describe('a summary of dates that restates the clauses', () => {
  const colorado = [
    'CONTRACT TO BUY AND SELL REAL ESTATE (COLORADO STYLE)',
    'Buyer: Tomasz Heller   Seller: Rhea Vantongeren',
    'Purchase Price: $455,000',
    'Date of Acceptance: March 2, 2026',
    '6. INSPECTION. Buyer may inspect the Property within ten (10) days after Date of Acceptance.',
    '7. APPRAISAL. Buyer may object to a low appraisal within 18 days after Date of Acceptance.',
    '',
    '   | Event                 | Deadline                    |',
    '   | Inspection Objection  | 10 days after Acceptance    |',
    '   | Appraisal Objection   | 18 days after Acceptance    |',
  ].join('\n');

  it('lists each deadline once when a table of dates repeats it (Colorado style)', () => {
    const { deadlines } = parseContract(colorado);
    expect(deadlines.map((d) => `${d.days}:${d.date}`).sort()).toEqual([
      '10:2026-03-12',
      '18:2026-03-20',
    ]);
  });

  it('lists a row with wide gaps once too, and keeps a row that adds a deadline (Michigan style)', () => {
    const michigan = [
      'BUY AND SELL AGREEMENT (MICHIGAN STYLE)',
      'Buyer: Tomasz Heller   Seller: Rhea Vantongeren',
      'Purchase Price: $455,000',
      'Date of Acceptance: March 2, 2026',
      '9. INSPECTION. Buyer may inspect the Property within 12 days after Date of Acceptance.',
      '',
      'KEY DATES',
      '   Inspection Objection      12 days after Acceptance      (calendar days)',
      '   Earnest money due          3 days after Acceptance      (calendar days)',
    ].join('\n');
    const { deadlines } = parseContract(michigan);
    expect(deadlines.map((d) => `${d.days}:${d.date}`).sort()).toEqual([
      '12:2026-03-14',
      '3:2026-03-05',
    ]);
  });

  it('keeps two clauses that each give the same count (near miss: no table)', () => {
    const { deadlines } = parseContract(
      [
        'PURCHASE AND SALE AGREEMENT',
        'Buyer: Tomasz Heller   Seller: Rhea Vantongeren',
        'Purchase Price: $455,000',
        'Effective Date: March 2, 2026',
        '9. INSPECTION. Buyer may have the home inspected within 10 days after the Effective Date.',
        '10. RADON. Buyer may test for radon within 10 days after the Effective Date, as part of the inspection.',
      ].join('\n'),
    );
    expect(deadlines.filter((d) => d.days === 10)).toHaveLength(2);
  });
});
