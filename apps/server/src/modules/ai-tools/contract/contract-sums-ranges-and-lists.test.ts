import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0415 (issue #25, third blind batch), each tried on wordings written for this
 * test, in other phrasing, order and layout than the documents that showed the miss (and with the
 * line breaks a PDF or a Word file leaves): none comes from an evaluation document.
 */
const purchase = (body: string) =>
  parseContract(`RESIDENTIAL PURCHASE AND SALE AGREEMENT\n${body}`);
const lease = (body: string) => parseContract(`RESIDENTIAL LEASE AGREEMENT\n${body}`);

describe('the price: the first amount its parts add up to', () => {
  it('takes a total line under lettered parts, not the parts added to it, nor a credit after it', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\n3. PRICE. The Purchase Price shall be paid as follows:\n(a) Deposit paid on signing: $15,000\n(b) Proceeds of a new mortgage: $240,000\n(c) Balance at settlement: $45,000\n(d) Purchase Price (a + b + c): $300,000\n(e) Seller credit toward costs: $4,000\n4. CLOSING. Closing shall occur on or before May 1, 2026.',
    );
    expect(result.fields.purchasePrice!.value).toBe(300_000);
  });

  it('takes the total a sentence gives after its parts, whatever amount follows', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nThe Purchase Price is payable as follows: $30,000 in cash at signing and $270,000 by a purchase-money note, together $300,000, and Seller shall credit $2,500 toward closing costs.',
    );
    expect(result.fields.purchasePrice!.value).toBe(300_000);
  });

  it('takes the total row of an itemised price when a PDF keeps each row on its own line', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nThe Sale Price is to be paid as follows:\nCash from Buyer at closing ............ $ 61,000.00\nFirst mortgage loan .................. $ 244,000.00\nSale Price (sum of the lines above) .. $ 305,000.00\n\nEarnest money: $5,000',
    );
    expect(result.fields.purchasePrice!.value).toBe(305_000);
  });
});

describe('the price: a sentence that says its amounts add up', () => {
  it('adds the amounts of "the sum of …" when no total is written', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPrice. The total purchase price is the sum of the deposit ($10,000), the loan ($200,000) and cash due at closing ($40,000). Closing on June 1, 2026.',
    );
    expect(result.fields.purchasePrice!.value).toBe(250_000);
  });
});

describe('lease terms: a date range with its hours and ordinal dates', () => {
  it('reads "the 1st of October, 2026" and an end with an hour before its date', () => {
    const result = lease(
      'Landlord: Ines Varga\nTenant: Bruno Keller\nThe term of this lease begins on the 1st of October, 2026 and ends at noon on the 30th of September, 2027. Rent is $1,950 per month.',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-10-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-09-30');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 12 });
  });

  it('keeps start and end in order when the range is broken over lines and an early move-in comes first', () => {
    const result = lease(
      'Landlord: Ines Varga\nTenant: Bruno Keller\nTenant may move belongings in on 05/28/2026 at no charge.\nThe tenancy runs from\n1 June 2026 until 5:00 PM on\n31 May 2027.\nMonthly rent: $2,300',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-06-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-05-31');
  });
});

describe('lease terms: "the last day of" a month, and a lease that "runs for" its term', () => {
  it('reads a range from the first to the last day of a month, and its months', () => {
    const result = lease(
      'Landlord: Ola Berg\nTenant: Ivo Kral\nThe lease runs for twelve months, from the first day of March, 2026 through the last day of February, 2027.\nRent: $900 monthly',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-03-01');
    expect(result.fields.leaseEnd!.value).toBe('2027-02-28');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 12 });
  });
});

describe('deadlines: blank alternatives, numbered sub-items, how a period is counted', () => {
  it('gives each numbered sub-item its own filled or printed count', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPurchase Price: $410,000\nEffective Date: 03/02/2026\n9. CONTINGENCIES:\n (1) LOAN: within 21 (or 25 ) days after Acceptance Buyer shall remove the loan contingency or cancel.\n (2) APPRAISAL: within 17 (or ____ ) days after Acceptance Buyer shall remove the appraisal contingency or cancel.\n (3) INSPECTIONS: Buyer has 10 (or 12 ) days after Acceptance to complete all Buyer inspections and remove the inspection contingency.',
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ days: 25 });
    expect(result.fields.appraisalContingency!.value).toMatchObject({ days: 17 });
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      days: 12,
      deadline: '2026-03-14',
    });
  });

  it('counts from the day the contract "becomes effective" and from "the day after"', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPurchase Price: $410,000\nEffective Date: 04/06/2026\nBuyer shall deliver the earnest money of $6,000 within 4 days after the contract becomes effective.\nInspection period: a period of ten (10) business days beginning with the day after the Effective Date.',
    );
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [4, '2026-04-10'],
      [10, '2026-04-20'],
    ]);
    expect(result.fields.earnestMoney!.value).toMatchObject({ dueDays: 4 });
  });

  it('reads a table of deadlines, by tabs or pipes, when each count from the effective date gives its date', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPurchase Price: $410,000\nEarnest Money: $8,000\nEffective Date: 2026-06-01\nFINANCING CONDITION: Buyer may cancel if no loan approval is received by the Loan Approval Deadline below.\n\n| Event | Days | Deadline |\n| Earnest money delivered | 2 | 06/03/2026 |\n| Loan application made | 5 | 06/06/2026 |\n| Loan approval deadline | 30 | 07/01/2026 |\n| Walk-through | 99 | 06/20/2026 |\n',
    );
    expect(result.deadlines.map((d) => [d.name, d.days, d.date])).toEqual([
      ['Earnest money', 2, '2026-06-03'],
      ['Financing contingency', 5, '2026-06-06'],
      ['Financing contingency', 30, '2026-07-01'],
    ]);
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 30,
      deadline: '2026-07-01',
    });
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 8_000, dueDays: 2 });
  });
});

describe('several people on one side', () => {
  it('reads a bulleted list after a role bracket that ends in a colon', () => {
    const result = lease(
      'Owner Greta Holm (the "Landlord") rents the apartment at 12 Fir Street, Unit 3, Boise, ID 83702 to the persons below, each fully responsible for the rent (together, the "Residents"):\n\n• Hana Sato\n• Luis Ortega\n• Chloe Brandt\n\nRent: $1,800 per month.',
    );
    expect(result.fields.tenant!.value).toEqual(['Hana Sato', 'Luis Ortega', 'Chloe Brandt']);
    expect(result.fields.landlord!.value).toEqual(['Greta Holm']);
  });

  it('reads a role bracket with its words in another order, and names in capitals over a PDF line break', () => {
    const result = purchase(
      'This contract is made between LAKESIDE HOMES, INC., a Nevada corporation (hereinafter collectively referred to as "Seller"), and MARIA L. COSTA,\nPEDRO COSTA and ANA COSTA, all adults, (hereinafter, individually and collectively, called the "Buyers").\nPurchase Price: $520,000',
    );
    expect(result.fields.buyer!.value).toEqual(['Maria L. Costa', 'Pedro Costa', 'Ana Costa']);
    expect(result.fields.seller!.value).toEqual(['Lakeside Homes, Inc.']);
  });

  it('joins signature lines that each name the role, and dates them without a "Date:" label', () => {
    const result = purchase(
      'Purchase Price: $233,000\nThis contract becomes binding on the day the last party signs it. Buyer shall deliver $3,000 earnest money within 3 days after the date of this contract.\n\nNina Park, Buyer ........................ 7/14/2026\nOwen Park, Buyer ........................ 7/14/2026\nSeller: Ruth Calder   Date 7/16/2026\n',
    );
    expect(result.fields.buyer!.value).toEqual(['Nina Park', 'Owen Park']);
    expect(result.fields.seller!.value).toEqual(['Ruth Calder']);
    expect(result.fields.effectiveDate!.value).toBe('2026-07-16');
    expect(result.fields.earnestMoney!.value).toMatchObject({ dueDays: 3, dueDate: '2026-07-19' });
  });

  it("dates an acceptance by the last signature line's date after the role's signature", () => {
    const result = purchase(
      "Buyer: Ada Moss and Cal Moss, husband and wife\nSeller: Dora Finch\nPurchase Price: $150,000. Closing on June 1, 2026.\nThe Buyer's offer is accepted when the Seller signs it.\nBuyer signature: __________ 05/01/2026\nSeller signature: __________ 05/03/2026",
    );
    expect(result.fields.buyer!.value).toEqual(['Ada Moss', 'Cal Moss']);
    expect(result.fields.effectiveDate!.value).toBe('2026-05-03');
  });

  it("reads a plural label's names on the lines under it, and not a heading there", () => {
    const listed = purchase(
      'Buyers: John Smith\n        Mary Smith\nSeller: Dora Finch\nPurchase Price: $350,000\nClosing on or before 02/27/2026.',
    );
    expect(listed.fields.buyer!.value).toEqual(['John Smith', 'Mary Smith']);
    const headed = purchase(
      'Buyers: John Smith\nWITNESSETH\nSeller: Dora Finch\nPurchase Price: $350,000\nClosing on or before 02/27/2026.',
    );
    expect(headed.fields.buyer!.value).toEqual(['John Smith']);
  });

  it('does not take a role in running text for a label', () => {
    const result = purchase(
      'Purchase Price: $233,000\nWe hereby inform the Purchaser: FLOOD ZONE AE applies to this lot.\nSigned: Nina Park (Purchaser) and Owen Park (Seller)',
    );
    expect(result.fields.buyer!.value).toEqual(['Nina Park']);
  });
});

describe('a deadline belongs to its own term', () => {
  it("does not give the inspection the loan's count that follows it on the same line", () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nEffective Date: 03/02/2026\nPurchase Price: $250,000\nBuyer may terminate within 10 (ten) days after the Effective Date for any inspection result. Loan approval within 21 (or\n___) days after Acceptance.',
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({ days: 10 });
    expect(result.fields.financingContingency!.value).toMatchObject({ days: 21 });
  });
});

describe('amounts and waivers named in other words', () => {
  it('takes the amount a defined term names, not the balance after it', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nThe price of $300,000 is paid by a deposit of Nine Thousand Dollars ($9,000) (the "Earnest Money") held by the escrow agent, and the remaining $291,000 at closing.',
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 9_000 });
  });

  it('reads "not dependent upon", "no inspection is required" and "forgoes" as waivers', () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPurchase Price: $188,000\nFinancing: This purchase is not dependent upon Buyer obtaining a loan.\nInspection: No inspection is required by Buyer; the house is sold in its present state.\nAppraisal: Buyer forgoes any appraisal of the Property.',
    );
    expect(result.fields.financingContingency!.value.included).toBe(false);
    expect(result.fields.inspectionContingency!.value.included).toBe(false);
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
  });
});

describe('what a value belongs to', () => {
  it("keeps a deposit named before its label in its own item, not the next item's amount", () => {
    const result = purchase(
      'Buyer: Rosa Lindgren\nSeller: Pavel Novak\nPurchase Price: $350,000, to be paid: (i) $10,000 earnest money; (ii) $280,000 loan; (iii) balance $60,000 in cash.',
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 10_000 });
    expect(result.fields.purchasePrice!.value).toBe(350_000);
  });

  it('does not take the closing date for the date of the document', () => {
    const result = purchase(
      'Between Sam Ode ("Seller") and\nJane Roe and\nJim Roe ("Buyers")\nPurchase Price: $410,000\nClosing Date: April 15, 2026',
    );
    expect(result.fields.buyer!.value).toEqual(['Jane Roe', 'Jim Roe']);
    expect(result.fields.closingDate!.value).toBe('2026-04-15');
    expect(result.fields.effectiveDate).toBeNull();
  });
});

describe('layout a PDF leaves', () => {
  it('reads a pet deposit after dot leaders and across a page break before a quoted name', () => {
    const result = lease(
      'Landlord: Ines Varga\nTenant: Bruno Keller\nMonthly Rent ............................ $1,400.00\nPets: Tenant may keep one cat, an indoor shorthair named\n\n"Miso", and shall pay a pet deposit of $200.00 before move-in.\n',
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 200 });
    const form = lease(
      'Landlord: Ines Varga\nTenant: Bruno Keller\nMonthly Rent ............................ $1,400.00\nPet Fee ................................. $ 250.00\nPets allowed: [X] Yes [ ] No\n',
    );
    expect(form.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 250 });
  });

  it('keeps an address to its end: unit after the street, state in full on the next line, ZIP+4', () => {
    const result = lease(
      'Landlord: Ines Varga\nTenant: Bruno Keller\nPremises:   77 Harbor View Road, Apt. 5C\n            Bar Harbor, Maine 04609-1234\nRent: $1,400 per month',
    );
    expect(result.fields.propertyAddress!.value).toBe(
      '77 Harbor View Road, Apt. 5C, Bar Harbor, ME 04609-1234',
    );
  });
});

/** The line breaks a PDF leaves: every line longer than `width` wrapped at a space. */
function asPdf(text: string, width = 64): string {
  return text
    .split('\n')
    .map((line) => {
      const lines: string[] = [];
      let rest = line;
      while (rest.length > width) {
        const cut = rest.lastIndexOf(' ', width);
        if (cut <= 0) break;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut + 1);
      }
      return [...lines, rest].join('\n');
    })
    .join('\n');
}
/** A Word file's raw text: every paragraph followed by an empty one. */
const asWord = (text: string) => text.split('\n').join('\n\n');
const LAYOUTS = { text: (text: string) => text, PDF: asPdf, Word: asWord };

describe.each(Object.entries(LAYOUTS))('the same documents as %s', (_name, layout) => {
  it('reads the price total, the deadline table and the list of buyers', () => {
    const result = parseContract(
      layout(
        'CONTRACT TO PURCHASE A HOME\nThis contract is made between Nora Quist (the "Seller") and the following purchasers, jointly and severally (collectively, the "Buyers"):\n\n1. Tobias Wren\n2. Amara Wren\n\n2. PRICE. The Purchase Price shall be paid as follows:\nEarnest money ........................ $ 12,000.00\nNew loan ............................. $ 288,000.00\nCash at closing ...................... $ 60,000.00\nPurchase Price (total of the above) .. $ 360,000.00\n\n3. DEADLINES. Days are counted after the date of mutual execution of this contract.\nEarnest money deadline    3    10/08/2026\nInspection objection deadline    12    10/17/2026\n\nThis contract is effective on the date the last party signs it.\nNora Quist, Seller ........................ 10/05/2026\nTobias Wren, Buyer ........................ 10/04/2026\nAmara Wren, Buyer ......................... 10/04/2026\n',
      ),
    );
    expect(result.fields.buyer!.value).toEqual(['Tobias Wren', 'Amara Wren']);
    expect(result.fields.seller!.value).toEqual(['Nora Quist']);
    expect(result.fields.purchasePrice!.value).toBe(360_000);
    expect(result.fields.effectiveDate!.value).toBe('2026-10-05');
    expect(result.deadlines.map((d) => [d.days, d.date])).toEqual([
      [3, '2026-10-08'],
      [12, '2026-10-17'],
    ]);
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 12_000,
      dueDays: 3,
      dueDate: '2026-10-08',
    });
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      days: 12,
      deadline: '2026-10-17',
    });
  });

  it('reads a lease whose term runs from one date to another and whose tenants are listed', () => {
    const result = parseContract(
      layout(
        'RESIDENTIAL LEASE\nThis Lease is made on 09/01/2026 between Harbor Lane Properties LLC (hereinafter called "Landlord") and the persons named below, who are jointly and severally liable under it (hereinafter "Tenants"):\n   (a) Jonah Pike\n   (b) Selma Ruiz-Pike\n\n1. PREMISES. Landlord rents to Tenants the house at 4127 Larkspur Lane, Unit 2, Reno, Nevada 89502-1140 (the "Premises").\n2. TERM. The lease term is from 15 September 2026 to 14 September 2027.\n3. RENT. Monthly rent is $2,150.00, due on the first day of each month.\n',
      ),
    );
    expect(result.fields.tenant!.value).toEqual(['Jonah Pike', 'Selma Ruiz-Pike']);
    expect(result.fields.landlord!.value).toEqual(['Harbor Lane Properties LLC']);
    expect(result.fields.propertyAddress!.value).toBe(
      '4127 Larkspur Lane, Unit 2, Reno, NV 89502-1140',
    );
    expect(result.fields.leaseStart!.value).toBe('2026-09-15');
    expect(result.fields.leaseEnd!.value).toBe('2027-09-14');
    expect(result.fields.leaseTerm!.value).toEqual({ months: 12 });
  });
});
