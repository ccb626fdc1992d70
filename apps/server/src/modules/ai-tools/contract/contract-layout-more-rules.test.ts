import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * More general rules of docs/decisions/0360-contract-parser-general-rules.md and its follow-ups,
 * split from contract-layout-rules.test.ts to keep each file short: vendors, capitals, parts before
 * the total, headings, contingencies, PDF line breaks, key-term tables. Wordings written for this
 * test; none comes from an evaluation document.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL PURCHASE AGREEMENT\n${body}`);
const PARTIES =
  'Buyer: Lena Okafor\nSeller: Piet de Wit\nSeller agrees to sell and Buyer agrees to buy the property under this agreement; title passes at closing.\n';

describe('more wordings: vendors, capitals, house numbers, rent totals, weekends', () => {
  it('reads Vendor / Vendee, "and his wife" and names written in capitals', () => {
    const result = parseContract(
      'CONTRACT FOR THE SALE OF LAND\nThis contract is made by and between SAMUEL T. OKONJO and his wife, RUTH OKONJO (hereinafter "Vendor"), and BLUE HERON TRUST HOLDINGS, LLC (hereinafter "Vendee"). Vendor shall convey title by deed at closing.',
    );
    expect(result.kind).toBe('purchase');
    expect(result.fields.seller!.value).toEqual(['Samuel T. Okonjo', 'Ruth Okonjo']);
    expect(result.fields.buyer!.value).toEqual(['Blue Heron Trust Holdings, LLC']);
  });

  it('keeps a surname that ends in a full stop before the next role label', () => {
    const result = purchase('Seller: Noor Haddad. Buyer: Elif Sahin. Closing as agreed.');
    expect(result.fields.seller!.value).toEqual(['Noor Haddad']);
    expect(result.fields.buyer!.value).toEqual(['Elif Sahin']);
  });

  it('keeps hyphenated house numbers, number ranges and ZIP+4', () => {
    const address = (line: string) => purchase(`${PARTIES}${line}`).fields.propertyAddress!.value;
    expect(address('Property: 45-210 Lilipuna Road, Kaneohe, HI 96744-1702')).toBe(
      '45-210 Lilipuna Road, Kaneohe, HI 96744-1702',
    );
    expect(address('Property address: 1208-1210 West Fulton Street, Chicago, Illinois 60607')).toBe(
      '1208-1210 West Fulton Street, Chicago, IL 60607',
    );
  });

  it('takes the monthly rent, not the rent for the whole term', () => {
    const result = parseContract(
      'RESIDENTIAL LEASE\nLandlord: Ida Marsh\nTenant: Leo Grant\nThe lease term is six (6) months. Tenant shall pay a total rent of $9,300, due in monthly installments of $1,550.\nSecurity deposit: $1,550.',
    );
    expect(result.fields.monthlyRent!.value).toBe(1_550);
  });

  it('moves a deadline on a weekend or holiday to the next business day when the contract says so', () => {
    const body = `${PARTIES}Effective Date: Thursday, December 31, 2026.\nBuyer shall deliver the earnest money of $4,000 within 2 days after the Effective Date.`;
    // January 2, 2027 is a Saturday.
    expect(purchase(body).deadlines[0]!.date).toBe('2027-01-02');
    const extended = purchase(
      `${body}\nShould a deadline fall on a weekend or a legal holiday, it shall run to the next business day.`,
    );
    expect(extended.deadlines[0]!.date).toBe('2027-01-04');
    const notExtended = purchase(
      `${body}\nIf a deadline falls on a Saturday, Sunday or holiday, it [ ] will [X] will not be extended to the next business day.`,
    );
    expect(notExtended.deadlines[0]!.date).toBe('2027-01-02');
  });

  it('counts from "Final Acceptance" and reads "loan approval" as the financing term', () => {
    const result = purchase(
      `${PARTIES}Date of Final Acceptance: 3-5-2026\nBuyer shall obtain loan approval within 21 days after Final Acceptance.`,
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-05');
    expect(result.fields.financingContingency!.value).toMatchObject({
      days: 21,
      deadline: '2026-03-26',
    });
  });
});

describe('more forms: parts before the total, execution dates, dates in words', () => {
  it('takes a last line that the parts above it add up to', () => {
    const result = purchase(
      `${PARTIES}4. SALE PRICE:\n(i) Paid in cash by Buyer at closing ...... $ 45,500.00\n(ii) Amount of the new loan ...... $ 136,500.00\n(iii) Sale Price (i plus ii) ...... $ 182,000.00\n5. DEPOSIT: $1,820 to the title company.`,
    );
    expect(result.fields.purchasePrice!.value).toBe(182_000);
    expect(result.fields.earnestMoney!.value.amount).toBe(1_820);
  });

  it('reads an "Execution Date:" label, and never the price as the deposit', () => {
    const result = purchase(
      `${PARTIES}This Agreement, dated 7/1/2026.\n3. PRICE AND DEPOSITS: (A) Purchase Price $199,000.00, paid as follows:\n(1) Deposit within 4 days of the Execution Date: $3,000.00\n(2) The balance at settlement.\nExecution Date: 07/03/2026`,
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-07-03');
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 3_000,
      dueDays: 4,
      dueDate: '2026-07-07',
    });
  });

  it('reads days of the month written as words, and a company written in capitals', () => {
    const result = parseContract(
      'RESIDENTIAL LEASE\nThis lease is made between HILLTOP HOMES, INC., Landlord, and Bea Quinn, Tenant.\nThe term begins on the fifteenth day of August, 2026 and ends on the fourteenth day of August, 2027.\nMonthly rent: $1,650.',
    );
    expect(result.fields.landlord!.value).toEqual(['Hilltop Homes, Inc.']);
    expect(result.fields.leaseStart!.value).toBe('2026-08-15');
    expect(result.fields.leaseEnd!.value).toBe('2027-08-14');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 12 });
  });

  it('reads a paid termination option as the inspection period', () => {
    const result = purchase(
      `${PARTIES}Effective Date: 5/4/2026\n7. OPTION TO TERMINATE:\nA. TERMINATION OPTION: For an option fee of $150, Buyer may end this contract by notice to Seller within 8 days after the Effective Date.`,
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      included: true,
      days: 8,
      deadline: '2026-05-12',
    });
  });
});

describe('clauses and headings', () => {
  it('drops a heading in capitals run into a name', () => {
    const result = purchase(
      'OFFER. THIS OFFER IS MADE BY Hana Sato and Kai Sato ("Buyer"). Seller agrees to sell and Buyer agrees to buy the property under this agreement; title passes at closing.',
    );
    expect(result.fields.buyer!.value).toEqual(['Hana Sato', 'Kai Sato']);
  });

  it('names a deadline by the rest of its sentence or its heading, and ends a clause at the next label line', () => {
    const result = purchase(
      `${PARTIES}Acceptance date: 2/2/2026\nM. FUNDING CONDITION: Buyer may cancel if no mortgage is approved. (or ___) 25 Days after Acceptance.\nBuyer has 12 (or ___) Days after Acceptance to finish every inspection of the Property.\nAppraisal condition: 9 (or 11) Days after Acceptance.`,
    );
    expect(result.deadlines.map((d) => [d.name, d.days])).toEqual([
      ['Financing contingency', 25],
      ['Inspection contingency', 12],
      ['Appraisal contingency', 11],
    ]);
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      days: 12,
      deadline: '2026-02-14',
    });
  });
});

describe('contingencies: a condition of the sale, not a passing mention', () => {
  it('finds no inspection or financing term in passing mentions', () => {
    const result = purchase(
      `${PARTIES}Buyer relies on Buyer's own inspection of the house.\nThe balance is paid in cash, part of which may come from a new loan.\nBuyer [X] will [ ] will not sell another home to qualify for financing.`,
    );
    expect(result.fields.inspectionContingency).toBeNull();
    expect(result.fields.financingContingency).toBeNull();
  });

  it('reads the clause that names the contingency before a list of addenda that mentions it', () => {
    const result = purchase(
      `${PARTIES}Effective Date: 8/3/2026\n12. Addenda: Financing Addendum, Lead Paint Addendum\n13. Financing Contingency. This purchase is contingent on Buyer obtaining a loan. Unless Buyer gives notice that the contingency is satisfied or waived within 20 days after the Effective Date, Seller may terminate.`,
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 20,
      deadline: '2026-08-23',
    });
  });
});

describe('PDF line breaks inside a sentence', () => {
  it('joins "after" / "Effective Date" and a short wrapped piece ending in a capital', () => {
    const result = purchase(
      `${PARTIES}Effective Date: 1/12/2026\n7. Review. Buyer may review the title documents and shall object within 6 days after\nthe Effective Date. Buyer shall complete all property inspections within 9 (or ___) days after\nthe Binding\nAgreement Date, as defined below.`,
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [6, '2026-01-18'],
      [9, '2026-01-21'],
    ]);
  });

  it('reads a heading alone on its line together with the paragraph after it', () => {
    const result = parseContract(
      'RESIDENTIAL LEASE\nLandlord: Ida Marsh\nTenant: Leo Grant\nMonthly rent: $1,200.\n6. LATE CHARGE.\n\nRent received more than four (4) days after the due date incurs a late charge of $60.00.',
    );
    expect(result.fields.lateFee!.value).toEqual({ amount: 60, graceDays: 4 });
  });
});

describe('a lease laid out as a table of key terms', () => {
  it('reads every row, "Not permitted" pets included', () => {
    const result = parseContract(
      'HOUSE LEASE - KEY TERMS\n| Item | Detail |\n| Landlord | Birchwood Homes LLC |\n| Tenant(s) | Ada Vance; Rui Vance |\n| Premises | 66 Quarry Road, Unit 4, Bangor, ME 04401 |\n| Lease Term | 6 months, from 10/01/2026 to 03/31/2027 |\n| Monthly Rent | $1,480.00 |\n| Security Deposit | $1,480.00 |\n| Pets | Not permitted |\nThe tenant agrees to pay the rent on the first day of each month under this lease.',
    );
    expect(result.kind).toBe('lease');
    expect(result.fields.landlord!.value).toEqual(['Birchwood Homes LLC']);
    expect(result.fields.tenant!.value).toEqual(['Ada Vance', 'Rui Vance']);
    expect(result.fields.propertyAddress!.value).toBe('66 Quarry Road, Unit 4, Bangor, ME 04401');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 6 });
    expect(result.fields.leaseEnd!.value).toBe('2027-03-31');
    expect(result.fields.monthlyRent!.value).toBe(1_480);
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: false, deposit: null });
  });
});

describe("a deposit's deadline on the next line of a form's row", () => {
  it('names the deadline by the row it continues', () => {
    const result = purchase(
      `${PARTIES}Effective Date: 9/8/2026\n$ 4,500.00 BY GOOD FAITH DEPOSIT paid to the escrow agent by [X] check\n[ ] wire, [X] due within 6 days of the Effective Date.`,
    );
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 4_500,
      dueDays: 6,
      dueDate: '2026-09-14',
    });
  });
});
