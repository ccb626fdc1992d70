import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { addDays } from './business-days';
import { parseDate, parseMoney } from './contract-values';
import {
  ESCROW_STYLE,
  FORM_TABLE,
  NOTHING_USEFUL,
  NUMBERED_CLAUSES,
  RECITALS_CASH,
} from '../../../../test/fixtures/sample-contracts';

describe('contract values', () => {
  it('reads the usual date formats (numeric dates month first)', () => {
    for (const text of [
      'March 14, 2025',
      'Mar. 14, 2025',
      '14 March 2025',
      '14th day of March, 2025',
      '2025-03-14',
      '03/14/2025',
      '3/14/25',
    ]) {
      expect(parseDate(text), text).toBe('2025-03-14');
    }
    expect(parseDate('02/30/2025')).toBeNull();
  });

  it('reads money with cents, commas and words', () => {
    expect(parseMoney('$425,000.00')).toBe(425_000);
    expect(parseMoney('US$ 1.2 million')).toBe(1_200_000);
    expect(parseMoney('15,000 dollars')).toBe(15_000);
  });

  it('counts business days over weekends', () => {
    expect(addDays('2025-03-14', 3, true)).toBe('2025-03-19'); // Friday → Wednesday
    expect(addDays('2025-03-14', 3, false)).toBe('2025-03-17');
    expect(addDays('2024-02-28', 2, false)).toBe('2024-03-01'); // leap year
  });
});

/** Checks that each found value's source span really says what it came from. */
function expectSpansMatch(text: string, result: ReturnType<typeof parseContract>) {
  for (const field of Object.values(result.fields)) {
    if (!field) continue;
    const spanText = text.slice(field.source.start, field.source.end).replace(/\s+/g, ' ').trim();
    expect(spanText).toBe(field.source.excerpt);
  }
}

describe('parseContract', () => {
  it('reads a contract with numbered clauses', () => {
    const result = parseContract(NUMBERED_CLAUSES);
    const { fields } = result;
    expect(fields.buyer!.value).toEqual(['Michael J. Rivera', 'Ana Rivera']);
    expect(fields.seller!.value).toEqual(['Patricia Chen']);
    expect(fields.propertyAddress!.value).toBe('4821 Laurel Creek Drive, Sacramento, CA 95823');
    expect(fields.purchasePrice!.value).toBe(425_000);
    expect(fields.purchasePrice!.source.excerpt).toContain('$425,000.00');
    expect(fields.effectiveDate!.value).toBe('2025-03-14');
    // Friday 14 March + 3 business days = Wednesday 19 March.
    expect(fields.earnestMoney!.value).toEqual({
      amount: 10_000,
      dueDays: 3,
      dueDate: '2025-03-19',
    });
    expect(fields.financingContingency!.value).toEqual({
      included: true,
      days: 21,
      businessDays: false,
      deadline: '2025-04-04',
    });
    expect(fields.inspectionContingency!.value.deadline).toBe('2025-03-24');
    expect(fields.inspectionPeriod!.value).toEqual({
      days: 10,
      businessDays: false,
      endsOn: '2025-03-24',
    });
    expect(fields.closingDate!.value).toBe('2025-04-30');
    expect(result.kind).toBe('purchase');
    expect(result.notFound).toEqual(['appraisalContingency']);
    expect(result.deadlines.map((d) => [d.name, d.date])).toEqual([
      ['Earnest money', '2025-03-19'],
      ['Financing contingency', '2025-04-04'],
      ['Inspection contingency', '2025-03-24'],
    ]);
    expectSpansMatch(NUMBERED_CLAUSES, result);
  });

  it('reads a form laid out as a table with check boxes', () => {
    const result = parseContract(FORM_TABLE);
    const { fields } = result;
    expect(fields.buyer!.value).toEqual(['Northgate Holdings LLC']);
    expect(fields.seller!.value).toEqual(['David Okafor', 'Grace Okafor']);
    expect(fields.propertyAddress!.value).toBe('77 W. Elm St., Unit 4, Elk Grove, CA 95757');
    expect(fields.purchasePrice!.value).toBe(389_900);
    expect(fields.effectiveDate!.value).toBe('2025-06-02');
    expect(fields.effectiveDate!.source.excerpt).toBe('Effective Date | 06/02/2025');
    expect(fields.closingDate!.value).toBe('2025-07-15');
    expect(fields.earnestMoney!.value).toEqual({
      amount: 5_000,
      dueDays: 2,
      dueDate: '2025-06-04',
    });
    expect(fields.financingContingency!.value.deadline).toBe('2025-06-19');
    expect(fields.inspectionPeriod!.value.days).toBe(7);
    expect(result.deadlines.map((d) => d.name)).toEqual([
      'Earnest money',
      'Financing contingency',
      'Inspection contingency',
    ]);
    expectSpansMatch(FORM_TABLE, result);
  });

  it('reads recitals with defined terms, money in words and a waived financing contingency', () => {
    const result = parseContract(RECITALS_CASH);
    const { fields } = result;
    expect(fields.buyer!.value).toEqual(['Lucia Fernandez']);
    expect(fields.buyer!.source.excerpt).toBe(
      'Lucia Fernandez (hereinafter referred to as "Buyer")',
    );
    expect(fields.seller!.value).toEqual(['Harold P. Whitman, Trustee']);
    expect(fields.effectiveDate!.value).toBe('2025-02-03');
    expect(fields.purchasePrice!.value).toBe(612_500);
    expect(fields.propertyAddress!.value).toBe('1509 Birchwood Lane, Roseville, CA 95661');
    expect(fields.financingContingency!.value).toMatchObject({ included: false, deadline: null });
    expect(fields.financingContingency!.display).toBe('Waived / not included');
    expect(fields.inspectionContingency!.value).toMatchObject({
      included: true,
      days: 14,
      deadline: '2025-02-17',
    });
    expect(fields.earnestMoney!.value.dueDate).toBe('2025-02-08');
    expect(fields.closingDate!.value).toBe('2025-03-07');
    expectSpansMatch(RECITALS_CASH, result);
  });

  it('computes closing and other deadlines stated relative to acceptance', () => {
    const result = parseContract(ESCROW_STYLE);
    const { fields } = result;
    expect(fields.effectiveDate!.value).toBe('2025-09-08');
    expect(fields.purchasePrice!.value).toBe(1_200_000);
    expect(fields.seller!.value).toEqual(['Janet Liu', 'Robert Liu']);
    expect(fields.earnestMoney!.value).toEqual({
      amount: 36_000,
      dueDays: 3,
      dueDate: '2025-09-11',
    });
    expect(fields.closingDate!.value).toBe('2025-10-08');
    // "17 (or 10) days": the number filled in the blank wins.
    expect(fields.inspectionPeriod!.value.days).toBe(10);
    expect(result.deadlines.at(-1)).toMatchObject({
      days: 7,
      date: '2025-09-15',
      from: 'effectiveDate',
    });
    expectSpansMatch(ESCROW_STYLE, result);
  });

  it('says a text that is not a contract is not one, with no fields', () => {
    const result = parseContract(NOTHING_USEFUL);
    expect(result.kind).toBe('not-a-contract');
    expect(result.notice).toMatch(/^This does not look like a real-estate contract/);
    expect(Object.values(result.fields).every((field) => field === null)).toBe(true);
    expect(result.deadlines).toEqual([]);
  });

  it('lists the terms of a contract it could not find', () => {
    const result = parseContract(
      'PURCHASE AGREEMENT\nBuyer: Jane Q. Doe\nSeller: John Roe\nThe purchase price is $512,000 and shall be paid at closing.',
    );
    expect(result.notFound).toEqual([
      'propertyAddress',
      'earnestMoney',
      'financingContingency',
      'inspectionContingency',
      'inspectionPeriod',
      'appraisalContingency',
      'closingDate',
      'effectiveDate',
    ]);
    expect(result.fields.purchasePrice!.value).toBe(512_000);
    expect(result.assumptions.join(' ')).toMatch(/No Effective Date found/);
  });
});
