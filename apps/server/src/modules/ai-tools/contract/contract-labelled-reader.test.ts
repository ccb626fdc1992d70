import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0435 (the labelled-field reader and the general rules beside it), each tried
 * on wordings written for this test, none from an evaluation document; some run again as a PDF
 * leaves them (lines cut short) to keep the text and PDF paths equal.
 */
/** Enough of a contract's wording before each body that it is read as one. */
const purchase = (body: string) =>
  parseContract(
    `AGREEMENT OF PURCHASE AND SALE\nThe parties agree to the terms below; title passes by deed.\n${body}`,
  );
const lease = (body: string) =>
  parseContract(
    `RESIDENTIAL LEASE AGREEMENT\nThe parties agree to the terms below for the premises.\n${body}`,
  );
/** The text as a PDF wraps it: every line cut at 48 characters. */
const wrapped = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/(.{1,48})(?: |$)/g, '$1\n').trimEnd())
    .join('\n');

describe('parties from labelled items', () => {
  it('reads a label that names the role by another form of its word ("Who is purchasing")', () => {
    const text =
      'Who is selling: Agnes P. Thornbury.\nWho is purchasing: Idris Vale and his sister, Marisol Vale.\nThe purchase price is $210,000, paid at closing.';
    for (const body of [text, wrapped(text)]) {
      const result = purchase(body);
      expect(result.fields.buyer!.value).toEqual(['Idris Vale', 'Marisol Vale']);
      expect(result.fields.seller!.value).toEqual(['Agnes P. Thornbury']);
    }
  });

  it('reads every signer a labelled block lists, not only the first', () => {
    const result = purchase(
      'Optionee Jonas Eklund and others offer to buy the home for $330,000.\n\nPURCHASERS:\n/s/ Jonas Eklund          Date: 02/03/2026\n/s/ Freya Eklund          Date: 02/03/2026\n/s/ Lars Dahl             Date: 02/04/2026\n\nSELLER:\n/s/ Bettina Orr, Personal Representative     Date: 02/05/2026',
    );
    expect(result.fields.buyer!.value).toEqual(['Jonas Eklund', 'Freya Eklund', 'Lars Dahl']);
    expect(result.fields.seller!.value).toEqual(['Bettina Orr']);
  });

  it("takes the names that open a role bracket's clause, not the place its description names", () => {
    const text =
      'This contract is made between Ngozi Achebe, a widow, of Dayton, Ohio ("Seller"), and Tomasz Wrobel, an unmarried man, residing in Kettering, Ohio ("Buyer"). The price is $188,000.';
    for (const body of [text, wrapped(text)]) {
      const result = purchase(body);
      expect(result.fields.buyer!.value).toEqual(['Tomasz Wrobel']);
      expect(result.fields.seller!.value).toEqual(['Ngozi Achebe']);
    }
  });

  it('keeps a signature block to its own people: a line that goes on about them ends it', () => {
    const result = lease(
      'Rent is $1,400 per month.\n\nLESSOR:\nHedda Sorensen, acting through her manager\nFjord Property Services LLC\n\nLESSEE: Caleb Munro',
    );
    expect(result.fields.landlord!.value).toEqual(['Hedda Sorensen']);
    expect(result.fields.tenant!.value).toEqual(['Caleb Munro']);
  });
});

describe('values from labelled lines where the sentences give none', () => {
  it('reads the closing date off a labelled deadline row', () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nPurchase Price: $402,000\n12. TIME SCHEDULE\n(a) Title Objection Deadline .......... 10 days after Acceptance\n(b) Closing Deadline .................. August 28, 2026',
    );
    expect(result.fields.closingDate!.value).toBe('2026-08-28');
  });

  it("reads a loan condition's days off its labelled row and counts them from the effective date", () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nEffective Date: June 1, 2026\nPurchase Price: $402,000\n6. LOAN CONDITION. This contract [X] IS [ ] IS NOT conditioned on Buyer obtaining a loan.\n14. DATES\n(a) Loan Deadline ............. 25 calendar days after Acceptance\n(b) Closing ........................ July 15, 2026',
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 25,
      deadline: '2026-06-26',
    });
  });

  it('takes a rent total line over the base rent listed above it', () => {
    const result = lease(
      'Landlord: Ines Carvalho\nTenant: Rafe Okonkwo\n3. RENT. Each month Tenant pays:\n   Apartment ........................ $1,250.00\n   Storage locker ................... $   40.00\n   Total rent each month ............ $1,290.00',
    );
    expect(result.fields.monthlyRent!.value).toBe(1290);
  });

  it('finds a pet deposit further on in the pets clause than the sentence that allows the pet', () => {
    const result = lease(
      'Landlord: Ines Carvalho\nTenant: Rafe Okonkwo\nRent: $1,250 per month.\n7. ANIMALS. Tenant may keep one cat named "Moss". Besides the security deposit, Tenant pays a pet deposit in the amount of $250.00 before move-in.',
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 250 });
  });
});

describe('deadlines and contingencies', () => {
  it('counts periods from the date of ratification and from "after both parties sign"', () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nPurchase Price: $402,000\nDate of Ratification: 04/01/2026\nBuyer pays a $6,000 deposit within 4 days after the Date of Ratification.\nBuyer may order a survey within 12 days after both parties sign this agreement.',
    );
    const counted = result.deadlines.map((d) => [d.days, d.date]);
    expect(counted).toEqual(
      expect.arrayContaining([
        [4, '2026-04-05'],
        [12, '2026-04-13'],
      ]),
    );
  });

  it('takes the deadline whose own words end the condition, not an earlier step in the same sentence', () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nEffective Date: June 1, 2026\nPurchase Price: $402,000\n5. Loan Contingency. Buyer shall submit a loan application within 3 days after the Effective Date and shall obtain loan approval within 28 days after the Effective Date, failing which Buyer may cancel.',
    );
    expect(result.fields.financingContingency!.value.days).toBe(28);
  });

  it("names a deadline by what it is for, not by the consequence after 'whereupon'", () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nEffective Date: June 1, 2026\nPurchase Price: $402,000\n4. Mortgage Contingency. Buyer shall apply for a mortgage within 5 days after the Effective Date. Unless Buyer has received a written commitment within 40 days after the Effective Date, either party may end this agreement, whereupon the deposit is refunded.',
    );
    expect(result.fields.financingContingency!.value.days).toBe(40);
  });

  it('reads the word written before printed alternatives, and "no appraisal condition"', () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nPurchase Price: $402,000\n8. APPRAISAL: This sale IS NOT (IS / IS NOT) contingent on an appraisal.\n9. FINANCING: This sale IS (IS / IS NOT) contingent on Buyer obtaining a loan.',
    );
    expect(result.fields.appraisalContingency!.value.included).toBe(false);
    expect(result.fields.financingContingency!.value.included).toBe(true);
    const plain = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nPurchase Price: $402,000\nAppraisal. Please note there is no appraisal condition in this sale.',
    );
    expect(plain.fields.appraisalContingency!.value.included).toBe(false);
  });

  it('reads a home inspection allowed "fourteen (14) days" as a contingency', () => {
    const result = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nEffective Date: June 1, 2026\nPurchase Price: $402,000\nInspections\nThe buyers get nine (9) days after the Effective Date for their inspections, and may walk away if they are unhappy.',
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({ included: true, days: 9 });
  });
});

describe('the effective date a text defines', () => {
  it('takes the date defined as the acceptance date over the date of the offer it answers', () => {
    const result = parseContract(
      'COUNTER-PROPOSAL NO. 2\nThis answers the purchase contract dated 02/10/2026 between the parties; closing is unchanged.\nBuyer: Olu Adeyemi\nSeller: Grete Holm\n1. Earnest money is due within 3 days after Acceptance.\nSigned and returned to the listing office on March 2, 2026 at 9:05 a.m. (the "Acceptance" date).',
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-02');
    expect(result.deadlines.map((d) => d.date)).toContain('2026-03-05');
  });
});

describe('addresses and amendments', () => {
  it('reads a grid address and a room as a unit part', () => {
    const grid = purchase(
      'Buyer: Olu Adeyemi\nSeller: Grete Holm\nProperty: 2260 West 450 North, Unit 9, Provo, UT 84601, with one parking stall.',
    );
    expect(grid.fields.propertyAddress!.value).toBe('2260 West 450 North, Unit 9, Provo, UT 84601');
    const room = lease(
      'Landlord: Ines Carvalho\nTenant: Rafe Okonkwo\nTenant rents the back bedroom at 31 Willow Avenue, Room 2, Ithaca, NY 14850 (the "Room").',
    );
    expect(room.fields.propertyAddress!.value).toBe('31 Willow Avenue, Room 2, Ithaca, NY 14850');
  });

  it('reads an amended amount that is "deleted and replaced with" a new one', () => {
    const result = parseContract(
      'AMENDMENT TO PURCHASE AGREEMENT\nThe parties agree to amend the contract as follows; closing is unchanged.\nBuyer: Olu Adeyemi\nSeller: Grete Holm\n1. The Sales Price of $402,000 in the Agreement is hereby deleted and replaced with a revised Sales Price of $395,500.',
    );
    expect(result.fields.purchasePrice!.value).toBe(395_500);
  });
});
