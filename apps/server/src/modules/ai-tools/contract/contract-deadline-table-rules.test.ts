import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  docxFromText,
  pdfFromText,
} from '../../../../scripts/contract-documents/contract-documents';
import { parseContract } from './contract-parser';
import { readFixtureText } from './evaluation/read-fixture';

/**
 * Rules of decision 0510: a deadline table with columns of event, days and date. Where the text
 * states no effective date, the rows say which day they count from; the same holds for the text
 * the PDF and Word readers give. The documents are written for this test, not taken from an
 * evaluation batch.
 */
const TABLE_CONTRACT = [
  'CONTRACT FOR THE SALE OF RESIDENTIAL PROPERTY',
  'Buyer: Ingrid Solberg',
  'Seller: Tobias Wren',
  'Property: 3190 Pinyon Ridge Drive, Santa Fe, NM 87505',
  'Purchase Price: $468,000',
  'Earnest money: $9,000, due by the Earnest Money Deadline below.',
  'Buyer may terminate by written notice before the Inspection Deadline if not satisfied with the inspection.',
  'This contract is contingent on a loan commitment by the Loan Deadline.',
  'The appraisal must be at or above the price by the Appraisal Deadline.',
  '',
  'DEADLINES',
  'Event                        Days    Date',
  'Earnest Money Deadline       3       06/11/2026',
  'Inspection Deadline          10      06/18/2026',
  'Appraisal Deadline           17      06/25/2026',
  'Loan Deadline                24      07/02/2026',
  'Closing Date                         07/10/2026',
].join('\n');

describe('a deadline table of event, days and date with no effective date stated', () => {
  it('counts back from the rows to the effective date, and reads each row as a deadline', () => {
    const result = parseContract(TABLE_CONTRACT);
    expect(result.fields.effectiveDate!.value).toBe('2026-06-08');
    expect(result.deadlines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ days: 3, date: '2026-06-11' }),
        expect.objectContaining({ days: 10, date: '2026-06-18' }),
        expect.objectContaining({ days: 17, date: '2026-06-25' }),
        expect.objectContaining({ days: 24, date: '2026-07-02' }),
      ]),
    );
  });

  it('reads cells that write their unit and anchor, separated by pipes', () => {
    const result = parseContract(
      [
        'PURCHASE AND SALE AGREEMENT',
        'Buyer: Ingrid Solberg',
        'Seller: Tobias Wren',
        'Purchase Price: $301,000',
        '| Due diligence ends    | 12 days after acceptance | September 14, 2026 |',
        '| Financing deadline    | 21 days after acceptance | September 23, 2026 |',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-09-02');
    expect(result.deadlines).toContainEqual(
      expect.objectContaining({ days: 21, date: '2026-09-23' }),
    );
  });

  it('does not take one row alone, or rows that disagree, for an effective date', () => {
    const one = parseContract(
      [
        'PURCHASE AND SALE AGREEMENT',
        'Buyer: Ingrid Solberg',
        'Seller: Tobias Wren',
        'Purchase Price: $301,000',
        'Inspection Deadline          10      06/18/2026',
        'Appraisal Deadline           17      07/30/2026',
      ].join('\n'),
    );
    expect(one.fields.effectiveDate).toBeNull();
  });

  it('lets a stated effective date win over the table', () => {
    const result = parseContract(
      TABLE_CONTRACT.replace('DEADLINES', 'Effective Date: June 1, 2026\nDEADLINES'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-06-01');
  });
});

describe('the same table read from a PDF and a Word file', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-table-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('gives the same effective date and deadlines as the text', async () => {
    const pdf = path.join(folder, 'table.pdf');
    const docx = path.join(folder, 'table.docx');
    fs.writeFileSync(pdf, pdfFromText(TABLE_CONTRACT));
    fs.writeFileSync(docx, await docxFromText(TABLE_CONTRACT));
    for (const file of [pdf, docx]) {
      const result = parseContract(await readFixtureText(pathToFileURL(file)));
      expect(result.fields.effectiveDate?.value, file).toBe('2026-06-08');
      expect(result.deadlines, file).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ days: 10, date: '2026-06-18' }),
          expect.objectContaining({ days: 24, date: '2026-07-02' }),
        ]),
      );
    }
  });
});

/**
 * A deadline table whose columns are the event, the time allowed and what it is counted from
 * (issue #25): "| Loan approval | 30 (or _25_) days | Acceptance Date |" is the deadline "25 days
 * after the Acceptance Date", and a term whose clause points at the table takes the row that ends
 * its condition. Written for this test, none from an evaluation batch.
 */
describe('a table of deadlines counted from a date named in its own column', () => {
  const contract = [
    'RESIDENTIAL SALE CONTRACT',
    'Buyer: Rosalind T. Achebe     Seller: Gideon F. Marchetti',
    'Property: 604 Sycamore Bend, Lawrence, KS 66049',
    'Acceptance Date: 04/06/2026',
    'Purchase price: $287,500',
    '5. FINANCING. This contract is contingent on Buyer obtaining a loan by the loan approval',
    '   deadline in the table below.',
    '+---------------------------+-------------------------+-----------------+',
    '| Event                     | Time allowed            | Counted from    |',
    '+---------------------------+-------------------------+-----------------+',
    '| Loan application made     | 5 (or ___) days         | Acceptance Date |',
    '| Inspection objection      | 10 (or _12_) days       | Acceptance Date |',
    '| Loan approval             | 30 (or _25_) days       | Acceptance Date |',
    '+---------------------------+-------------------------+-----------------+',
  ].join('\n');

  it('reads each row as a deadline after the named date, with the blank filled in', () => {
    const { deadlines } = parseContract(contract);
    expect(deadlines.map((deadline) => [deadline.days, deadline.date])).toEqual(
      expect.arrayContaining([
        [5, '2026-04-11'],
        [12, '2026-04-18'],
        [25, '2026-05-01'],
      ]),
    );
  });

  it("gives the financing term the row that ends its condition, not the loan application's", () => {
    const { fields } = parseContract(contract);
    expect(fields.financingContingency?.value.days).toBe(25);
  });
});
