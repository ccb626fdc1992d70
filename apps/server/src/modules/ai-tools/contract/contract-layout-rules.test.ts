import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * General rules of docs/decisions/0360-contract-parser-general-rules.md, each on wordings written
 * for this test (none comes from an evaluation document): how forms state the effective date, day
 * counts with a form's alternative, prices in parts, parties in signature blocks, and the layout
 * PDF and Word extraction leaves behind.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL PURCHASE AGREEMENT\n${body}`);
const PARTIES =
  'Buyer: Lena Okafor\nSeller: Piet de Wit\nSeller agrees to sell and Buyer agrees to buy the property under this agreement; title passes at closing.\n';

describe('effective date: how a form says when it takes effect', () => {
  it('is the latest signature date when the form ties it to the last signature', () => {
    const result = purchase(
      `${PARTIES}Date: March 2, 2026\nThe Effective Date is the day the last of the parties signs this offer or the final counter-offer.\nBuyer must apply for a loan within 5 days after the Effective Date.\nLena Okafor Date: 03/02/2026\nPiet de Wit Date: 03/04/2026\nOffer Expiration Date: 03/09/2026`,
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-04');
    expect(result.deadlines[0]).toMatchObject({ days: 5, date: '2026-03-09' });
  });

  it('reads a labelled acceptance date over the offer date at the top', () => {
    expect(
      purchase(`Date: 9/1/2026\n${PARTIES}Date of acceptance: September 3, 2026`).fields
        .effectiveDate!.value,
    ).toBe('2026-09-03');
    expect(
      purchase(`${PARTIES}The Binding Agreement Date is: 10/12/2026.`).fields.effectiveDate!.value,
    ).toBe('2026-10-12');
    expect(
      purchase(`${PARTIES}Mutual acceptance occurred on\nJanuary 8, 2027.`).fields.effectiveDate!
        .value,
    ).toBe('2027-01-08');
  });
});

describe('deadlines: day counts the way forms write them', () => {
  const withEffective = (body: string) =>
    purchase(`${PARTIES}Effective Date: June 1, 2026\n${body}`);

  it('keeps a written count over the form default, and a filled-in alternative over the print', () => {
    const result = withEffective(
      'Buyer shall deliver the deposit within 4 (if left blank, then 3) days after the Effective Date.\nBuyer shall order an appraisal within 7 days (or 9 days) after the Effective Date.\nTitle objections are due 12 days (or ____ days) after the Effective Date.',
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [4, '2026-06-05'],
      [9, '2026-06-10'],
      [12, '2026-06-13'],
    ]);
  });

  it('does not read a blank line default as a deadline of its own', () => {
    const result = withEffective(
      'A second deposit is due within ______ (if left blank, then\n6) days after the Effective Date.',
    );
    expect(result.deadlines).toEqual([]);
  });

  it('reads an ordinal day, a defined short name and a fully executed copy as anchors', () => {
    const result = withEffective(
      '"DOA" means the date of acceptance of this offer.\nThe review period ends on the twentieth (20th) day after the Effective Date.\nSurvey due 3 days after DOA.\nThe loan commitment is due on or before 30 days after a fully executed copy of this agreement is delivered.',
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [20, '2026-06-21'],
      [3, '2026-06-04'],
      [30, '2026-07-01'],
    ]);
  });

  it('gives a contingency the deadline a table of dates states for its topic', () => {
    const result = withEffective(
      'Financing: this purchase is contingent on a new loan.\nDates and deadlines:\n| Loan approval deadline | 18 days after the Effective Date |',
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 18,
      deadline: '2026-06-19',
    });
  });

  it('follows the checked box of "[X] IS [ ] IS NOT contingent"', () => {
    expect(
      withEffective('This sale [ ] IS [X] IS NOT contingent upon financing.').fields
        .financingContingency!.value.included,
    ).toBe(false);
    expect(
      withEffective('This sale [X] IS [ ] IS NOT contingent upon financing.').fields
        .financingContingency!.value.included,
    ).toBe(true);
  });
});

describe('price and deposit: amounts in the price clause', () => {
  it('takes a stated amount that the parts listed after it add up to', () => {
    const result = purchase(
      `${PARTIES}(c) "Purchase Price":\n$ 612,000.00 to be paid as set out below:\n$ 6,000.00 option fee paid to Seller\n$ 20,000.00 deposit held by the escrow agent\n$ 586,000.00 balance due at settlement`,
    );
    expect(result.fields.purchasePrice!.value).toBe(612_000);
  });

  it('adds amounts chained by "plus" under a bare price heading', () => {
    const result = purchase(
      `${PARTIES}4. PRICE. Buyer will pay the sum of $41,000 at settlement, plus the proceeds of a bank loan of $369,000.\n5. DEPOSIT. Buyer shall deposit $4,000 as earnest money with the broker.`,
    );
    expect(result.fields.purchasePrice!.value).toBe(410_000);
    expect(result.fields.earnestMoney!.value.amount).toBe(4_000);
  });

  it('reads a total line with dot leaders and a formula after a blank line', () => {
    const result = purchase(
      `${PARTIES}3. Price. The price shall be paid as follows:\n\n  (1) Cash ............ $ 30,000.00\n  (2) Seller note ..... $ 90,000.00\n  Total Price (1 + 2) ............ $ 120,000.00\n4. Closing.`,
    );
    expect(result.fields.purchasePrice!.value).toBe(120_000);
  });

  it('reads an earnest money amount written before its label', () => {
    const result = purchase(`${PARTIES}$ 9,250.00 AS INITIAL EARNEST MONEY, due at signing.`);
    expect(result.fields.earnestMoney!.value.amount).toBe(9_250);
  });
});

describe('parties: labels, signature blocks, names before their role', () => {
  it('reads quoted role labels and skips an attorney "for Seller"', () => {
    const result = purchase(
      '(a) "Seller": Ramon Ortiz and Lucia Ortiz\n(b) "Buyer": Grace Whitlow\nAttorney for Seller: Ames & Pike LLP',
    );
    expect(result.fields.seller!.value).toEqual(['Ramon Ortiz', 'Lucia Ortiz']);
    expect(result.fields.buyer!.value).toEqual(['Grace Whitlow']);
  });

  it('lists every signature line of a role, in two columns', () => {
    const result = purchase(
      'The parties agree as follows. Attorney for Buyer: Lowe Legal PLLC\n_______________ _______________\nNora Beck, Seller Omar Haddad, Purchaser\n_______________ _______________\nIvo Beck, Seller Sara Haddad, Purchaser',
    );
    expect(result.fields.seller!.value).toEqual(['Nora Beck', 'Ivo Beck']);
    expect(result.fields.buyer!.value).toEqual(['Omar Haddad', 'Sara Haddad']);
  });
});

describe('address and closing', () => {
  it('writes the state as its postal code and skips a firm named "… Property Management"', () => {
    const result = parseContract(
      'RESIDENTIAL LEASE AGREEMENT\nLandlord: Ruth Salas, c/o Pinecrest Property Management, 40 Oak Street, Dover, DE 19901\nTenant: Abe Lund\nThe Premises: 12 Heron Way, Apt. 5\nMilford, Delaware 19963\nRent: $1,400 per month.',
    );
    expect(result.fields.propertyAddress!.value).toBe('12 Heron Way, Apt. 5, Milford, DE 19963');
  });

  it('finds the closing date in the closing sentence or where the date is named', () => {
    expect(
      purchase(
        `${PARTIES}9. CLOSING. The sale shall be settled and closed on or before\nAugust 28, 2026.`,
      ).fields.closingDate!.value,
    ).toBe('2026-08-28');
    expect(
      purchase(`${PARTIES}The deed shall be delivered no later than May 2, 2026 ("Closing Date").`)
        .fields.closingDate!.value,
    ).toBe('2026-05-02');
  });
});

describe('layout left by PDF and Word extraction', () => {
  it('joins a Word file whose every line is a paragraph, and a value on the line after its label', () => {
    const lines = [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Lena Okafor',
      'Seller: Piet de Wit',
      'Effective Date:',
      '04/06/2026',
      'Buyer may inspect the Property within ten (10) days after the',
      'Effective Date and may cancel by written notice.',
    ];
    const result = parseContract(lines.join('\n\n'));
    expect(result.fields.effectiveDate!.value).toBe('2026-04-06');
    expect(result.deadlines[0]).toMatchObject({ days: 10, date: '2026-04-16' });
  });

  it('joins a middle initial at a line end to the surname on the next', () => {
    const result = purchase(
      'The undersigned seller, Walter P. Greene and Edith M.\nGreene, husband and wife ("Seller"), agree to sell; Buyer: Lena Okafor',
    );
    expect(result.fields.seller!.value).toEqual(['Walter P. Greene', 'Edith M. Greene']);
  });
});

describe('document kinds and lease renewals', () => {
  it('reads a counter-offer as an addendum', () => {
    expect(
      parseContract(
        "COUNTER-OFFER No. 2\nSeller counters Buyer's offer to purchase the property as follows: the purchase price shall be $390,000. All other terms of the purchase agreement remain.",
      ).kind,
    ).toBe('addendum');
  });

  it('takes the renewed term, not the original one it recites', () => {
    const result = parseContract(
      'LEASE EXTENSION AGREEMENT\nLandlord: Hal Berg\nTenant: Ona Reyes\nThe original term of the lease began March 1, 2025 and ends February 28, 2026.\nThe lease is extended for a term beginning March 1, 2026 and ending February 28, 2027 at a monthly rent of $1,975.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-03-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-02-28');
  });
});

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
