import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0555 (issue #25, ninth blind batch): a priced list whose rows open with their
 * letter and then the amount, a blank count whose default is written out after "days", and a
 * signature row whose next cell is named by a bracket ("SELLER (Print Name)"). Wordings written for this test in other states' styles; none comes from an evaluation document.
 */
const purchase = (lines: string[]) =>
  parseContract(
    [
      'RESIDENTIAL PURCHASE CONTRACT',
      'Buyer: Leona Farraday   Seller: Quentin Asare',
      'Purchase Price: $402,500',
      'Effective Date: July 6, 2026',
      ...lines,
    ].join('\n'),
  );

describe('a priced list whose rows open with their letter, then the amount', () => {
  it('reads "A. $6,000.00  EARNEST MONEY" and not the next row\'s loan (Montana style)', () => {
    const { fields } = purchase([
      '3. FINANCIAL TERMS:',
      '   A. $6,000.00   EARNEST MONEY: to be deposited with the closing agent within three (3) days',
      '      after the Effective Date.',
      '   B. $322,000.00 NEW LOAN PROCEEDS: conventional loan.',
      '   C. $74,500.00  CASH at closing.',
    ]);
    expect(fields.earnestMoney?.value.amount).toBe(6000);
  });

  it('reads "(b) $2,500 Earnest money deposit" in a bracketed-letter list (Wyoming style)', () => {
    const { fields } = purchase([
      'PAYMENT OF THE PRICE',
      '(a) $400,000 Purchase money',
      '(b) $2,500 Earnest money deposit to Snake River Title within 2 days after the Effective Date',
      '(c) $397,500 Loan proceeds and cash at closing',
    ]);
    expect(fields.earnestMoney?.value.amount).toBe(2500);
  });
});

describe('a blank count whose default is written out after "days"', () => {
  it('reads "within ____ business days (if left blank, seven (7) business days)" (Utah style)', () => {
    const { fields, deadlines } = purchase([
      '8. INSPECTION. Buyer may, within ____ business days (if left blank, seven (7) business days)',
      '   of the Effective Date, complete inspections and give Seller notice of disapproved items.',
    ]);
    expect(fields.inspectionContingency?.value).toMatchObject({
      included: true,
      days: 7,
      businessDays: true,
      deadline: '2026-07-15',
    });
    expect(deadlines.map((d) => d.days)).toContain(7);
  });

  it('reads "within ___ days (if left blank, 12 days) after" (Nevada style)', () => {
    const { fields } = purchase([
      '7. DUE DILIGENCE. Buyer shall have ___ days (if left blank, 12 days) after the Effective Date',
      '   to complete inspections (the "Inspection Period").',
    ]);
    expect(fields.inspectionPeriod?.value).toMatchObject({ days: 12, endsOn: '2026-07-18' });
  });

  it('keeps a filled-in count over the default (near miss)', () => {
    const { fields } = purchase([
      '8. INSPECTION. Buyer may, within 5 business days (if left blank, seven (7) business days)',
      '   of the Effective Date, complete inspections and give Seller notice of disapproved items.',
    ]);
    expect(fields.inspectionContingency?.value).toMatchObject({ days: 5, businessDays: true });
  });
});

describe('a signature row whose next cell is named by a bracket, "SELLER (Print Name)"', () => {
  it('reads the seller printed after the line to sign, without the next form word (Washington style)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL REAL ESTATE PURCHASE AND SALE AGREEMENT (WASHINGTON)',
        'Buyer: Leona Farraday',
        'Purchase Price: $402,500',
        '',
        'SELLER Signature ____________________  SELLER (Print Name) Ruairi P. Vandermeer',
        'Date 07/06/2026',
      ].join('\n'),
    );
    expect(fields.seller?.value).toEqual(['Ruairi P. Vandermeer']);
  });

  it('reads "Buyer (printed name)" after the line, with its phone beside it (New Mexico style)', () => {
    const { fields } = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Seller: Quentin Asare',
        'Purchase Price: $402,500',
        '',
        'Buyer signature ______________   Buyer (printed name) Tamsin O. Greaves Phone 505-555-0142',
      ].join('\n'),
    );
    expect(fields.buyer?.value).toEqual(['Tamsin O. Greaves']);
  });

  it('does not take a bracket that is no name field as a label (near miss)', () => {
    const { fields } = parseContract(
      [
        'PURCHASE AGREEMENT',
        'Buyer: Leona Farraday   Seller: Quentin Asare',
        'Purchase Price: $402,500',
        'Seller Initials ______ Seller (if married) Spouse Consent Form attached',
      ].join('\n'),
    );
    expect(fields.seller?.value).toEqual(['Quentin Asare']);
  });
});

describe('a count left blank with its default printed before "days" (issue #25)', () => {
  it('takes the default of "____ (if left blank, then 12) days", as a deadline and as the period', () => {
    const { fields, deadlines } = purchase([
      '9. DUE DILIGENCE: Purchaser shall have ____ (if left blank, then 12) days after the Effective',
      '   Date ("Due Diligence Period") to complete all inspections of the Property.',
    ]);
    expect(fields.inspectionPeriod?.value.days).toBe(12);
    expect(deadlines.map((deadline) => [deadline.days, deadline.date])).toContainEqual([
      12,
      '2026-07-18',
    ]);
  });

  it('reads "(8 if not specified)" the same way, and a written count over its default', () => {
    const { fields } = purchase([
      '6. LOAN: Purchaser shall apply for financing within ___ (8 if not specified) days after the',
      '   Effective Date.',
      '7. INSPECTION PERIOD: 9 (if left blank, then 15) days after the Effective Date.',
    ]);
    expect(fields.inspectionPeriod?.value.days).toBe(9);
  });
});
