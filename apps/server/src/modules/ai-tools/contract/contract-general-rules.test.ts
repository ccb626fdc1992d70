import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * General rules (issue #25), each tried on wordings written for this test, in several styles:
 * none of them comes from the evaluation documents.
 */
const purchase = (body: string) =>
  parseContract(`RESIDENTIAL PURCHASE AGREEMENT\nEffective Date: April 7, 2026\n${body}`);
const lease = (body: string) => parseContract(`RESIDENTIAL LEASE AGREEMENT\n${body}`);

describe('price: a total line or a labelled sum, not the first part', () => {
  it('takes the TOTAL line under an itemised price', () => {
    const result = purchase(
      'Buyer: Ines Moreau\nSeller: Tobias Grell\n3. PRICE AND TERMS. The total purchase price is to be paid as follows:\n(a) Earnest money deposit: $12,500\n(b) Balance in cash at closing: $97,500\n(c) Proceeds of new first mortgage: $340,000\nTOTAL PURCHASE PRICE: $450,000',
    );
    expect(result.fields.purchasePrice!.value).toBe(450_000);
  });

  it('takes "for a total of" after a sum written in a sentence', () => {
    const result = purchase(
      'Buyer: Ines Moreau\nSeller: Tobias Grell\nThe Purchase Price shall consist of a cash payment of $120,000 plus a promissory note to Seller of $60,000, for a total of $180,000.',
    );
    expect(result.fields.purchasePrice!.value).toBe(180_000);
  });

  it('adds the parts when a price is stated only as a sum of labelled amounts', () => {
    const result = purchase(
      'Buyer: Ines Moreau\nSeller: Tobias Grell\nPurchase Price. Buyer shall pay the purchase price as follows:\n(i) Cash down payment: $45,000\n(ii) Assumption of the existing loan: $255,000',
    );
    expect(result.fields.purchasePrice!.value).toBe(300_000);
  });

  it('keeps an amount stated right after its label, whatever the parts after it', () => {
    const result = purchase(
      'Buyer: Ines Moreau\nSeller: Tobias Grell\nPurchase Price: $275,000, payable $55,000 in cash and $220,000 by a new loan.',
    );
    expect(result.fields.purchasePrice!.value).toBe(275_000);
  });
});

describe('lease term: a date range reads start then end', () => {
  it('"from <date> to <date>" even when "from" and "to" appear earlier with other dates', () => {
    const result = lease(
      'Landlord: Quarry Lane Rentals LLC\nTenant: Abel Huang\nTenant received the keys from Landlord on May 20, 2026 and may move boxes in up to May 25, 2026.\nTERM. The tenancy shall be from June 1, 2026 to May 31, 2027.\nRent: $1,850 per month.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-06-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-05-31');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 12 });
  });

  it('"commencing … and ending …", with days written as ordinals', () => {
    const result = lease(
      'Lessor: Marta Kowalczyk\nLessee: Dev Anand\nThe lease shall be for a period commencing on the 1st day of August, 2026 and ending at midnight on the 31st day of January, 2027.\nMonthly rent of $2,300.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-08-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-01-31');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 6 });
  });

  it('numeric dates with "through"', () => {
    const result = lease(
      'Owner: Ruth Adebayo\nResident: Kai Lindgren\nThe parties agree to the following terms. Tenant shall pay rent on the first day of each month.\nRental period: 09/15/2026 through 09/14/2027.\nRent is $1,400 a month, and the security deposit is $1,400.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-09-15');
    expect(result.fields.leaseEnd!.value).toBe('2027-09-14');
  });
});

describe('deadlines with a blank alternative', () => {
  it('"within 21 (or ___) days after Acceptance" is 21 days; a filled blank wins', () => {
    const result = purchase(
      'Buyer: Ines Moreau\nSeller: Tobias Grell\nPurchase Price: $500,000\nLoan contingency: Buyer shall remove the loan contingency within 21 (or ___) days after Acceptance.\nBuyer shall complete all inspections within 17 (or 10 ) Days After Acceptance.\nEarnest money of $15,000 shall be deposited within 3 (or ____) business days after acceptance.',
    );
    const byName = Object.fromEntries(result.deadlines.map((d) => [d.name, d]));
    expect(byName['Financing contingency']).toMatchObject({ days: 21, date: '2026-04-28' });
    expect(byName['Inspection contingency']).toMatchObject({ days: 10, date: '2026-04-17' });
    expect(byName['Earnest money']).toMatchObject({ days: 3, businessDays: true });
    expect(result.fields.financingContingency!.value).toMatchObject({ days: 21 });
  });
});

describe('several people on one side', () => {
  it('numbered and "Co-" labels on their own lines', () => {
    const result = purchase(
      'Buyer 1: Hannah Lindqvist\nBuyer 2: Marcus Obi\nSeller: Greta Holm\nCo-Seller: Victor Holm\nPurchase Price: $410,000',
    );
    expect(result.fields.buyer!.value).toEqual(['Hannah Lindqvist', 'Marcus Obi']);
    expect(result.fields.seller!.value).toEqual(['Greta Holm', 'Victor Holm']);
  });

  it('three people with middle initials, and "Tenant(s):" with semicolons', () => {
    const buyers = purchase(
      'Buyer(s): Thomas A. Reyes, Linda M. Reyes and Carlos Reyes\nSeller: Ocean Crest Holdings LLC\nPurchase Price: $610,000',
    );
    expect(buyers.fields.buyer!.value).toEqual([
      'Thomas A. Reyes',
      'Linda M. Reyes',
      'Carlos Reyes',
    ]);
    const tenants = lease(
      'Landlord: Fern Street Partners LLC\nTenant(s): Jae-won Park; Sofia Alvarez; Luis Alvarez\nRent: $2,050 per month.',
    );
    expect(tenants.fields.tenant!.value).toEqual(['Jae-won Park', 'Sofia Alvarez', 'Luis Alvarez']);
  });
});

describe('addresses to their end', () => {
  const address = (line: string) =>
    purchase(`Buyer: Ines Moreau\nSeller: Tobias Grell\n${line}\nPurchase Price: $300,000`).fields
      .propertyAddress!.value;

  it('keeps the unit, city, state and ZIP', () => {
    expect(address('Property Address: 77 Old Mill Road, Apartment 3B, Hanover, NH 03755')).toBe(
      '77 Old Mill Road, Apartment 3B, Hanover, NH 03755',
    );
    // A street type inside the street's name ("Park Lane Way") does not end it.
    expect(address('Property Address: 1187 Park Lane Way, Eugene, OR 97401')).toBe(
      '1187 Park Lane Way, Eugene, OR 97401',
    );
    expect(address('Property: 2200 Elm Street NE, Unit 210, Washington, DC 20002-4410')).toBe(
      '2200 Elm Street NE, Unit 210, Washington, DC 20002-4410',
    );
  });

  it('takes a state written in full (given as its postal code), and a city on the next line', () => {
    expect(address('Property Address: 15 Birch Hollow Lane, Stowe, Vermont 05672')).toBe(
      '15 Birch Hollow Lane, Stowe, VT 05672',
    );
    expect(address('The property located at 908 Kestrel Court\nFort Collins, CO 80521')).toBe(
      '908 Kestrel Court, Fort Collins, CO 80521',
    );
  });
});

describe('no stray word glued to a name', () => {
  it('stops a name at the next label or form word on its line', () => {
    const result = purchase(
      'Buyer: Olivia Grant Date: 04/07/2026\nSeller: Henrik Dahl Phone: 555-0142\nPurchase Price: $300,000',
    );
    expect(result.fields.buyer!.value).toEqual(['Olivia Grant']);
    expect(result.fields.seller!.value).toEqual(['Henrik Dahl']);
  });

  it('drops a role or form word after a name', () => {
    const result = lease(
      'This lease is made between Landlord Sunridge Homes LLC and Tenant Priya Raman Signature\nRent: $1,200 per month.',
    );
    expect(result.fields.tenant!.value).toEqual(['Priya Raman']);
  });
});
