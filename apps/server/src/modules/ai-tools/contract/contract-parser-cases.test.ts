import { describe, expect, it } from 'vitest';
import { addDays } from './business-days';
import { parseContract } from './contract-parser';
import { splitNames } from './contract-parties';
import { normalizeContractText } from './normalize-text';

/** Each case is a problem the parser had (issue #16); the test fails on the old parser. */
describe('contract parser cases', () => {
  it('reads "The closing … shall take place on or before April 30, 2025"', () => {
    const result = parseContract(
      'PURCHASE AGREEMENT\nBuyer: Ann Lee\nSeller: Bo Park\nThe purchase price is $400,000.\nThe closing of this sale shall take place on or before April 30, 2025.',
    );
    expect(result.fields.closingDate!.value).toBe('2025-04-30');
  });

  it('keeps every party on a side: "PURCHASER: A, B" and "Robert and Susan Chen"', () => {
    const result = parseContract(
      'PURCHASE AGREEMENT\nPURCHASER: Daniel Okoye, Mariam Okoye\nSELLER: Robert and Susan Chen\nThe purchase price shall be $587,000.',
    );
    expect(result.fields.buyer!.value).toEqual(['Daniel Okoye', 'Mariam Okoye']);
    expect(result.fields.seller!.value).toEqual(['Robert Chen', 'Susan Chen']);
    expect(splitNames('Harold P. Whitman, Trustee')).toEqual(['Harold P. Whitman, Trustee']);
    expect(splitNames('Smith & Sons LLC')).toEqual(['Smith & Sons LLC']);
    expect(splitNames('Pinecrest Capital Group, Inc.')).toEqual(['Pinecrest Capital Group, Inc.']);
  });

  it('resolves business-day deadlines against the Effective Date and an addendum’s date', () => {
    const purchase = parseContract(
      'PURCHASE AGREEMENT\nEffective Date: May 5, 2025\nBuyer: Ann Lee\nSeller: Bo Park\nBuyer shall deliver earnest money of $5,000 within three (3) business days after the Effective Date.',
    );
    // Monday May 5 + 3 business days = Thursday May 8.
    expect(purchase.deadlines).toMatchObject([
      {
        name: 'Earnest money',
        days: 3,
        businessDays: true,
        anchorDate: '2025-05-05',
        date: '2025-05-08',
      },
    ]);
    const addendum = parseContract(
      'ADDENDUM NO. 1 TO PURCHASE AGREEMENT\nDate of this Addendum: June 9, 2025\nBuyer: Ann Lee\nSeller: Bo Park\nSeller shall complete the repairs within ten (10) business days after the date of this Addendum.',
    );
    expect(addendum.kind).toBe('addendum');
    // June 19 (Juneteenth) is a federal holiday, so the tenth business day is June 24.
    expect(addendum.deadlines).toMatchObject([
      { days: 10, businessDays: true, date: '2025-06-24' },
    ]);
  });

  it('counts business days past weekends and federal holidays, and backwards', () => {
    expect(addDays('2025-06-16', 4, true)).toBe('2025-06-23'); // skips Thu 19 June
    expect(addDays('2025-12-24', 1, true)).toBe('2025-12-26'); // Christmas
    expect(addDays('2025-12-12', -5, true)).toBe('2025-12-05');
    expect(addDays('2025-11-26', 1, true)).toBe('2025-11-28'); // Thanksgiving
  });

  it('names a deadline by what it is about, not by the label earlier on its line', () => {
    const result = parseContract(
      'PURCHASE AGREEMENT\nEffective Date: 06/02/2025\nBuyer: Ann Lee\nSeller: Bo Park\nPURCHASE PRICE: $400,000. Buyer shall pay an earnest money deposit of $8,000 within 3 days after the Effective Date.',
    );
    expect(result.deadlines.map((d) => d.name)).toEqual(['Earnest money']);
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 8_000,
      dueDays: 3,
      dueDate: '2025-06-05',
    });
  });

  it('finds the appraisal contingency', () => {
    const result = parseContract(
      'PURCHASE AGREEMENT\nEffective Date: 05/05/2025\nBuyer: Ann Lee\nSeller: Bo Park\nThe purchase price is $500,000.\n\nAPPRAISAL. This Agreement is contingent upon the Property appraising at not less than the purchase price; the appraisal contingency expires fourteen (14) days after the Effective Date.',
    );
    expect(result.fields.appraisalContingency!.value).toEqual({
      included: true,
      days: 14,
      businessDays: false,
      deadline: '2025-05-19',
    });
  });

  it('joins lines a PDF wrapped and rejoins hyphenated words, with sources in the original text', () => {
    const text = [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Ann Lee',
      'Seller: Bo Park',
      'Property. Seller agrees to sell to Buyer the land and improvements located at 1450',
      'Lone Star Drive, Roseville, CA 95747, including all fixtures and appliances now',
      'installed. The purchase price is $734,500, of which an earnest money deposit of',
      '$20,000 shall be delivered within two (2) business days after the Effective',
      'Date. The Effective Date of this Agreement is March 3, 2025. The inspec-',
      'tion period is ten (10) days after the Effective Date.',
    ].join('\n');
    const result = parseContract(text);
    expect(result.fields.propertyAddress!.value).toBe('1450 Lone Star Drive, Roseville, CA 95747');
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 20_000,
      dueDays: 2,
      dueDate: '2025-03-05',
    });
    expect(result.fields.inspectionPeriod!.value.days).toBe(10);
    const { source } = result.fields.propertyAddress!;
    expect(text.slice(source.start, source.end)).toContain('1450\nLone Star Drive');
    expect(normalizeContractText('The inspec-\ntion period').text).toBe('The inspection period');
    expect(normalizeContractText('Buyer: Ann Lee\nSeller: Bo Park').text).toBe(
      'Buyer: Ann Lee\nSeller: Bo Park',
    );
  });

  it('reads a lease: rent, term, dates, deposit, late fee, parties and pets', () => {
    const result = parseContract(
      [
        'RESIDENTIAL LEASE AGREEMENT',
        'Landlord: Victor Alvarez',
        'Tenant(s): Hannah Pierce, Marcus Pierce',
        'Premises: 77 Orchard View Lane, Davis, CA 95616',
        'Term. This Lease shall commence on March 1, 2025 and shall continue for a term of one (1) year.',
        'Rent. Tenant agrees to pay rent in the amount of $3,100 per month.',
        'Late Charge. If rent is more than five (5) days late, Tenant shall pay a late charge of $150.',
        'Security Deposit. Tenant has paid a security deposit of $4,650.',
        'Pets. No pets are allowed without written consent.',
      ].join('\n'),
    );
    expect(result.kind).toBe('lease');
    const values = Object.fromEntries(
      Object.entries(result.fields).map(([field, found]) => [field, found?.value ?? null]),
    );
    expect(values).toMatchObject({
      landlord: ['Victor Alvarez'],
      tenant: ['Hannah Pierce', 'Marcus Pierce'],
      propertyAddress: '77 Orchard View Lane, Davis, CA 95616',
      monthlyRent: 3_100,
      leaseTerm: { months: 12 },
      leaseStart: '2025-03-01',
      leaseEnd: '2026-02-28',
      securityDeposit: 4_650,
      lateFee: { amount: 150, graceDays: 5 },
      petsPolicy: { allowed: false, deposit: null },
      // A security deposit is not earnest money, and a lease has no purchase terms.
      earnestMoney: null,
      purchasePrice: null,
      buyer: null,
    });
    expect(result.notFound).toEqual(['effectiveDate']);
  });

  it('reads an excerpt of a form that names both sides, without legal wording', () => {
    const result = parseContract('Buyer: Ann Lee\nSeller: Bo Park\nPurchase Price: $400,000');
    expect(result.kind).toBe('purchase');
    expect(result.fields.purchasePrice!.value).toBe(400_000);
  });

  it('answers a recipe with a price that it is not a contract', () => {
    const result = parseContract(
      "GRANDMA'S APPLE PIE\nIngredients: 6 cups sliced apples, 3/4 cup sugar and 2 pie crusts. Total price of the ingredients: about $14.50.\nBake for 45 minutes; let it rest for 2 hours.",
    );
    expect(result.kind).toBe('not-a-contract');
    expect(result.fields.purchasePrice).toBeNull();
    expect(result.notice).toBe(
      'This does not look like a real-estate contract. Paste a purchase agreement, a lease or an addendum.',
    );
  });
});
