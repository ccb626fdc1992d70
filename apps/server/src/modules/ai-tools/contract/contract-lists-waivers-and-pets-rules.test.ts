import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of session 22 (letters and forms of earlier blind batches): a bullet's amount, waivers
 * scoped to the term they name, a letter's "does not depend on", pets options in boxes, a firm's
 * name in a deadline's sentence. Every wording is written for this test; none comes from an
 * evaluation document.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL SALES CONTRACT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\nPurchase Price: $318,000\n';

describe('a deposit in a bulleted list, and a waiver of another term run into a clause', () => {
  it('takes the amount that opens the bullet naming the earnest money, not the next bullet’s', () => {
    const result = purchase(
      [
        'Buyer: Odile Ferrand\nSeller: Bastian Kroll',
        'The price of $350,000 is paid as follows:',
        '  - $7,000 earnest money (see below),',
        '  - $280,000 from a mortgage loan, and',
        '  - the rest in cash at closing.',
      ].join('\n'),
    );
    expect(result.fields.earnestMoney!.value.amount).toBe(7000);
  });

  it('does not let "No appraisal condition." on the next line waive the loan', () => {
    const result = purchase(
      [
        PARTIES,
        'Effective Date: 6/1/2026',
        'Our loan. Our purchase depends on final loan approval within 20 days after the Effective Date.',
        'No appraisal condition. We will close whatever the appraisal says.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ included: true, days: 20 });
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
  });
});

describe('a letter that says its offer does not depend on a loan or an appraisal', () => {
  it('reads "does NOT depend on us getting a loan" as no financing contingency', () => {
    const result = purchase(
      `${PARTIES}Price. We pay cash. This offer does NOT depend on us getting a loan.\n`,
    );
    expect(result.fields.financingContingency!.value.included).toBe(false);
  });

  it('reads "We are not making this offer depend on the appraisal" as no appraisal contingency', () => {
    const result = purchase(
      `${PARTIES}Appraisal. We are not making this offer depend on the appraisal; we will pay any gap.\n`,
    );
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
  });

  it('does not let another term’s waiver on the next line, with no blank line, waive the loan', () => {
    const result = purchase(
      [
        PARTIES,
        'Effective Date: 6/1/2026',
        'Our loan. Our purchase depends on final loan approval within 20 days after the Effective Date.',
        'Appraisal. We are not making this offer depend on the appraisal.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ included: true, days: 20 });
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
  });

  it('still waives a term the waiver’s sentence names after another', () => {
    const result = purchase(
      `${PARTIES}Payment. This offer does not depend on our getting a loan, and no appraisal is required.\n`,
    );
    expect(result.fields.appraisalContingency?.value.included ?? false).toBe(false);
    expect(result.fields.financingContingency!.value.included).toBe(false);
  });
});

describe('a pets clause that offers its choice in boxes on the lines below', () => {
  it('reads the checked option and its pet deposit', () => {
    const result = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Landlord: Quarry Hill Rentals LLC',
        'Tenant: Lotte Brandvik',
        'Monthly rent: $1,300',
        '7. PETS.',
        '   [ ] No pets are allowed.',
        '   [X] Pets are allowed as follows: one (1) dog under 30 pounds. Tenant shall pay a',
        '       pet deposit of $400.00 with the security deposit.',
        '8. NOTICES. Notices go to the addresses above.',
      ].join('\n'),
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 400 });
  });
});

describe('a firm’s name in a deadline’s sentence', () => {
  it('does not name the deadline ("Harbor Closing Group" is no closing)', () => {
    const result = purchase(
      [
        PARTIES,
        'Effective Date: 6/1/2026',
        '4. EARNEST MONEY. Buyer shall deliver earnest money of $3,000.00 by',
        '   [X] wire to Harbor Closing Group, P.A. within 3 days of the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ dueDays: 3, dueDate: '2026-06-04' });
    expect(result.deadlines.map((d) => d.name)).toEqual(['Earnest money']);
  });
});
