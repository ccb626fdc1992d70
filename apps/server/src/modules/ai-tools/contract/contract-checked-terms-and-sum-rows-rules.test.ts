import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of session 22 (fourteenth blind batch): checked boxes that take a term out ("[X] NOT
 * subject to …"), and a lease's list of rent shares whose total row is no tenant. Every wording
 * is written for this test; none comes from an evaluation document.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL SALES CONTRACT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\nPurchase Price: $318,000\n';

describe('a contingency stated as not applying', () => {
  it('is not included when the checked box says the agreement is NOT subject to it', () => {
    const result = purchase(
      [
        PARTIES,
        'Binding Agreement Date: 05/04/2026',
        '7. APPRAISAL.',
        '   [ ] This contract is subject to an appraisal of not less than the purchase price.',
        '   [X] This contract is NOT subject to appraisal.',
      ].join('\n'),
    );
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
  });

  it('stays included when the box checks the subject-to option and leaves the other empty', () => {
    const result = purchase(
      [
        PARTIES,
        'Binding Agreement Date: 05/04/2026',
        '7. APPRAISAL.',
        '   [X] This contract is subject to an appraisal of not less than the purchase price.',
        '   [ ] This contract is NOT subject to appraisal.',
      ].join('\n'),
    );
    expect(result.fields.appraisalContingency!.value.included).toBe(true);
  });

  it('is not included when the plain sentence says so, without boxes', () => {
    const result = purchase(
      [
        PARTIES,
        'Binding Agreement Date: 05/04/2026',
        'Financing. This Agreement is not subject to a financing contingency; Buyer will pay cash.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value.included).toBe(false);
  });
});

describe('a total row in a list of rent shares', () => {
  it('is not a tenant', () => {
    const result = parseContract(
      [
        'APARTMENT LEASE',
        'Landlord: Quarry Hill Rentals LLC',
        'Tenants: Lotte Brandvik and Samir Haddad',
        'Each tenant pays this share of the rent:',
        '    Lotte Brandvik .................. $ 925.00',
        '    Samir Haddad .................... $ 925.00',
        '    Total Monthly Rent .............. $ 1,850.00',
      ].join('\n'),
    );
    expect(result.fields.tenant!.value).toEqual(['Lotte Brandvik', 'Samir Haddad']);
  });

  it('is not a tenant when the shares are the only list of them', () => {
    const result = parseContract(
      [
        'APARTMENT LEASE',
        'Landlord: Quarry Hill Rentals LLC',
        'Tenants:',
        '    Lotte Brandvik',
        '    Samir Haddad',
        '    Total Rent',
        'Rent: $1,850 per month.',
      ].join('\n'),
    );
    expect(result.fields.tenant!.value).toEqual(['Lotte Brandvik', 'Samir Haddad']);
  });
});

describe('a street named alone, with its town written elsewhere', () => {
  const sale = (body: string) =>
    parseContract(
      `PURCHASE AND SALE AGREEMENT\nBuyer: Ann Lee\nSeller: Ray Moss\nPurchase Price: $300,000\n${body}`,
    );

  it('takes the full address the text writes elsewhere for the same street', () => {
    const result = sale(
      [
        'Re: the house at 14 Birch Lane',
        '',
        'Dear Ann, we will buy the property, being 14 Birch Lane, Kennebunk, Maine',
        '04043, for the price above.',
      ].join('\n'),
    );
    expect(result.fields.propertyAddress!.value).toBe('14 Birch Lane, Kennebunk, ME 04043');
  });

  it('keeps a unit and completes it from the full address further on', () => {
    const result = sale(
      [
        'PROPERTY ........ 9 Wharf Road, Unit 4',
        'Seller conveys the condominium unit at 9 Wharf Road, Unit 4, Castine, ME 04421 by deed.',
      ].join('\n'),
    );
    expect(result.fields.propertyAddress!.value).toBe('9 Wharf Road, Unit 4, Castine, ME 04421');
  });

  it('does not borrow the town of another street', () => {
    const result = sale(
      [
        'Re: the house at 14 Birch Lane',
        '',
        'Send notices to the Seller at 200 Main Street, Kennebunk, ME 04043.',
      ].join('\n'),
    );
    expect(result.fields.propertyAddress!.value).toBe('14 Birch Lane');
  });

  it('reads "in the Town of …, State of Maine" after the street in the same clause', () => {
    const result = sale(
      'Seller agrees to sell the property located at 14 Birch Lane in the Town of Kennebunk, County of York, State of Maine, described in the deed.\n',
    );
    expect(result.fields.propertyAddress!.value).toBe('14 Birch Lane, Kennebunk, ME');
  });
});

describe('checkbox forms: addenda, option periods, headings with asides, printed defaults', () => {
  const form = (body: string) => purchase(`${PARTIES}Effective Date: 6/1/2026\n${body}`);

  it('reads a checked financing addendum with its own days as the financing contingency', () => {
    const result = form(
      [
        '3. PAYMENT. The balance is paid as described in the attached:',
        '   [X] Third Party Financing Addendum (Buyer Approval within 15 days after the Effective Date)',
        '   [ ] Seller Financing Addendum',
        '4. TITLE. Seller shall furnish title insurance.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ included: true, days: 15 });
  });

  it('reads an unchecked financing addendum beside a checked cash option as no contingency', () => {
    const result = form(
      [
        '3. PAYMENT. The balance is paid as described in the attached:',
        '   [ ] Third Party Financing Addendum',
        '   [X] All cash; no loan',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value.included).toBe(false);
  });

  it('reads "an option period of N days" as the inspection period', () => {
    const result = form(
      '5. OPTION. For an option fee of $200, Buyer shall have an option period of 6 days after the Effective Date to terminate this contract.\n',
    );
    expect(result.fields.inspectionPeriod!.value).toMatchObject({ days: 6, endsOn: '2026-06-07' });
  });

  it('takes the option item under a heading that lists several terms, past an aside in brackets', () => {
    const result = form(
      [
        '5. DEPOSIT AND TERMINATION OPTION:',
        '   A. DEPOSIT: Within 2 days after the Effective Date Buyer shall deliver $5,000 to escrow.',
        '   B. TERMINATION OPTION (DUE DILIGENCE): Buyer may terminate this contract by notice',
        '      within 9 days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.inspectionPeriod!.value).toMatchObject({ days: 9 });
  });

  it('reads a numbered heading with an aside over lettered items as the whole section', () => {
    const result = form(
      [
        '6. FINANCING (SUMMARY OF THE LOAN ADDENDUM):',
        '   A. Buyer shall apply for a loan promptly.',
        '   B. If Buyer cannot obtain approval, Buyer may give notice within 25 days after the',
        '      Effective Date and the earnest money will be refunded.',
        '7. SURVEY. Seller shall furnish a survey.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ included: true, days: 25 });
  });

  it('does not read "[X] Buyer does not waive it" as a waiver', () => {
    const result = form(
      [
        '7. APPRAISAL:',
        '   [ ] Buyer waives the appraisal condition.',
        '   [X] Buyer does not waive it. If the property appraises low, Buyer may terminate within',
        '       12 days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.appraisalContingency!.value).toMatchObject({ included: true, days: 12 });
  });

  it('takes a blank count’s default printed later in its sentence', () => {
    const result = form(
      '5. INSPECTION. Buyer may inspect within ______ days after the Effective Date (if left blank, twelve (12) days).\n',
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({ days: 12 });
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([[12, '2026-06-13']]);
  });
});
