import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0460 (issue #25, fifth blind batch and the session's own check documents),
 * each tried on wordings written for this test: none comes from an evaluation document.
 */
const purchase = (body: string) =>
  parseContract(`RESIDENTIAL PURCHASE AND SALE AGREEMENT\n${body}`);
const lease = (body: string) => parseContract(`RESIDENTIAL LEASE AGREEMENT\n${body}`);

describe('the effective date a document names for itself', () => {
  it('reads a date named in brackets with words leading into the name, and counts from that name', () => {
    const result = purchase(
      'Buyer: Nora Feld\nSeller: Ivo Marsh\nThis agreement binds us from June 2, 2026 (which we both call the "Contract Date").\nPrice: $210,000.\nBuyer shall pay the earnest money of $2,000 within four (4) days after the Contract Date.',
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-06-02');
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 2000,
      dueDays: 4,
      dueDate: '2026-06-06',
    });
  });

  it("takes an addendum's own date over the date of the contract it changes", () => {
    const result = parseContract(
      'ADDENDUM NO. 2 TO PURCHASE CONTRACT\nThis Addendum changes the Purchase Contract with an Effective Date of April 1, 2026 between Lena Horvath ("Buyer") and Omar Pruitt ("Seller") for 77 Quarry Lane, Dover, DE 19901.\nThe closing date is changed to May 29, 2026.\nEffective Date of this Addendum: April 20, 2026\nBuyer: Lena Horvath  Seller: Omar Pruitt',
    );
    expect(result.kind).toBe('addendum');
    expect(result.fields.effectiveDate!.value).toBe('2026-04-20');
  });

  it('reads a "Date of Lease:" label', () => {
    const result = lease(
      'Date of Lease: 3/14/2026\nLandlord: Pia Castell\nTenant: Rufus Dane\nRent is $1,100 per month, due on the first.',
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-14');
  });
});

describe('parties who speak of themselves', () => {
  it('does not take "We" or "you" for a name', () => {
    const result = purchase(
      'We, Alma Reyes and Tomas Reyes (the "Sellers"), will sell to you, Kofi Boateng (the "Buyer"), our home at 9 Birch Row, Salem, OR 97301, for $330,000. Closing shall be on July 1, 2026.',
    );
    expect(result.fields.seller!.value).toEqual(['Alma Reyes', 'Tomas Reyes']);
    expect(result.fields.buyer!.value).toEqual(['Kofi Boateng']);
  });
});

describe('contingencies in plain words', () => {
  it('reads "depends on … loan approved" as a financing contingency with its days', () => {
    const result = purchase(
      'Buyer: Nora Feld\nSeller: Ivo Marsh\nEffective Date: May 4, 2026\nPurchase price: $210,000. Closing on June 30, 2026.\n6. The loan. Your purchase depends on your mortgage loan being approved; if it is not approved within twenty (20) days after the Effective Date, you may cancel.',
    );
    expect(result.fields.financingContingency!.value).toEqual({
      included: true,
      days: 20,
      businessDays: false,
      deadline: '2026-05-24',
    });
  });

  it('keeps a contingency that is only waived "failing" or "otherwise"', () => {
    const result = purchase(
      'Buyer: Nora Feld\nSeller: Ivo Marsh\nEffective Date: May 4, 2026\nPrice: $210,000.\n9. APPRAISAL. Buyer may object to a low appraisal within 12 days after the Effective Date, failing which the appraisal contingency is waived.',
    );
    expect(result.fields.appraisalContingency!.value).toMatchObject({ included: true, days: 12 });
  });
});

describe('signature tables, names run together, amounts in words', () => {
  it('takes the latest date under a "SIGNATURE  DATE" header as the acceptance the form ties to it', () => {
    const result = purchase(
      'Buyer: Lucia Ferrante\nSeller: Dev Patel\nPurchase price: $199,000. Closing on or before August 14, 2026.\nThis offer is accepted when it is signed by Seller. Buyer shall deliver earnest money within 3 days after Acceptance.\n\nSELLER SIGNATURE          DATE\nDev Patel                 07/02/2026\n\nBUYER SIGNATURE           DATE\nLucia Ferrante            06/30/2026',
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-07-02');
  });

  it('splits two full names a signature row ran together', () => {
    const result = lease(
      'Landlord: Greta H. Lund\nTENANTS: Paulo R. Mendes        Ines T. Mendes\nThe premises are 40 Orchard Way, Burlington, VT 05401. Rent is $1,650 per month.',
    );
    expect(result.fields.tenant!.value).toEqual(['Paulo R. Mendes', 'Ines T. Mendes']);
  });

  it('reads a deposit written only in words', () => {
    const result = purchase(
      'Buyer: Lucia Ferrante\nSeller: Dev Patel\nPurchase price: $199,000. Closing on or before August 14, 2026.\nEARNEST MONEY. Buyer hands over Four Thousand Two Hundred Fifty Dollars as earnest money at signing.',
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 4250 });
  });

  it('reads an amount in words with "and no/100" as the words, not the cents', () => {
    const result = purchase(
      'Buyer: Lucia Ferrante\nSeller: Dev Patel\nPurchase price: $199,000. Closing on or before August 14, 2026.\nEarnest Money. The Buyer shall, within five days after the Effective Date, pay to the closing attorney named in section 14 of this contract the sum of SEVEN THOUSAND AND NO/100 DOLLARS, to be held in trust.',
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 7000 });
  });
});

describe('pets', () => {
  it('reads "no animals without consent" as none allowed when the clause permits none', () => {
    const result = lease(
      'Landlord: Greta Lund\nTenant: Paulo Mendes\nRent is $1,650 per month.\n8. ANIMALS. No animals of any kind shall be kept at the premises without the written consent of Landlord.',
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: false, deposit: null });
  });

  it('keeps pets allowed when the clause permits one and bars others without consent', () => {
    const result = lease(
      "Landlord: Greta Lund\nTenant: Paulo Mendes\nRent is $1,650 per month.\n8. PETS. Tenant may keep one small dog, with a pet deposit of $250. No other animals shall be kept without Landlord's consent.",
    );
    expect(result.fields.petsPolicy!.value).toEqual({ allowed: true, deposit: 250 });
  });
});

describe('changes, closings, streets, residences and a deposit clause', () => {
  it('reads "shall instead be" as the changed price', () => {
    const result = parseContract(
      'COUNTER-OFFER NO. 1\nSeller Ada Quist ("Seller") answers the offer of Bram Tolle ("Buyer") for 12 Fern Hill Road, Keene, NH 03431 as follows:\nThe offered price of $301,000 is not accepted; the Purchase Price shall instead be $309,900.\nAll other terms of the offer are accepted. Closing on or before June 5, 2026.',
    );
    expect(result.kind).toBe('addendum');
    expect(result.fields.purchasePrice!.value).toBe(309_900);
  });

  it('reads a "transfer of title" line as the closing date', () => {
    const result = purchase(
      'Buyer: Bram Tolle\nSeller: Ada Quist\nPurchase price: $309,900.\n7. TRANSFER OF TITLE shall take place on or before July 17, 2026 at the registry of deeds.',
    );
    expect(result.fields.closingDate!.value).toBe('2026-07-17');
  });

  it('reads a street whose type comes before its name, to the comma', () => {
    const result = purchase(
      'Buyer: Bram Tolle\nSeller: Ada Quist\nPurchase price: $309,900. Closing on June 5, 2026.\nThe property is located at 48 Camino del Monte Sol, Taos, NM 87571, with its improvements.',
    );
    expect(result.fields.propertyAddress!.value).toBe('48 Camino del Monte Sol, Taos, NM 87571');
  });

  it('does not take where a party lives for a name', () => {
    const result = purchase(
      'This contract is made by Wendell P. Ames, of Bar Harbor, Maine ("Seller"), and Ruth Okoro ("Buyer"). Purchase price: $285,000. Closing shall occur on May 20, 2026.\nSELLER:\n/s/ Wendell P. Ames\nBUYER:\n/s/ Ruth Okoro',
    );
    expect(result.fields.seller!.value).toEqual(['Wendell P. Ames']);
  });

  it("counts a deposit's days in the clause that holds its amount, not the one its label was first named in", () => {
    const result = purchase(
      'Buyer: Bram Tolle\nSeller: Ada Quist\nEffective Date: March 2, 2026\n2. PRICE. $250,000, of which the Deposit under section 3 is part.\n3. DEPOSIT. Buyer shall pay a deposit of $5,000 to the escrow agent within three (3) business days after the Effective Date.\n4. Closing on April 30, 2026.',
    );
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 5000,
      dueDays: 3,
      dueDate: '2026-03-05',
    });
  });
});

describe('a PDF line that ends with a given name', () => {
  it('joins "… and Rosa" / "T. Vance (the "Buyers")" into one name, not a lettered item', () => {
    const result = purchase(
      'This agreement for the house is made by Ivo Marsh (the "Seller") with Pablo Vance and Rosa\nT. Vance (the "Buyers"), who agree to buy it. Purchase price: $250,000. Closing on May 1, 2026.',
    );
    expect(result.fields.buyer!.value).toEqual(['Pablo Vance', 'Rosa T. Vance']);
  });
});

describe('the two leftovers of decision 0435', () => {
  it('takes the amount that opens a priced row for that row, not the next row after its label', () => {
    const result = purchase(
      'Buyer: Bram Tolle\nSeller: Ada Quist\n2. PRICE AND HOW IT IS PAID:\n   $ 4,000.00   (a) Earnest money deposit\n   $ 196,000.00 (b) Proceeds of a new loan\n   $ 200,000.00 TOTAL PRICE\nClosing on or before April 30, 2026.',
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 4000 });
    expect(result.fields.purchasePrice!.value).toBe(200_000);
  });

  it('reports no inspection contingency from an addendum that leaves it as the contract has it', () => {
    const result = parseContract(
      'SECOND AMENDMENT TO PURCHASE AGREEMENT\nBuyer: Bram Tolle\nSeller: Ada Quist\nProperty: 12 Fern Hill Road, Keene, NH 03431\n1. The Closing Date is changed to June 12, 2026.\n2. The inspection period remains as provided in the Agreement; nothing here extends it.\nAll other terms of the Agreement remain in effect.',
    );
    expect(result.kind).toBe('addendum');
    expect(result.fields.inspectionContingency ?? null).toBeNull();
    expect(result.fields.closingDate!.value).toBe('2026-06-12');
  });
});
