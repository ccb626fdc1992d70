import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0510 (issue #25, seventh blind batch): parts of a price that contain the
 * deposit, days that skip weekends, acceptance stated as an event, checked options followed by an
 * unchecked waiver. Each is tried on wordings written for this test (other states, other forms);
 * none comes from an evaluation document.
 */
const purchase = (body: string) => parseContract(`RESIDENTIAL PURCHASE CONTRACT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\n';

describe('a part of the price that contains the deposit', () => {
  it('is not the deposit: the amount named as earnest money is (a priced list with leaders)', () => {
    const result = purchase(
      [
        PARTIES,
        'Effective Date: April 6, 2026',
        '3. PRICE. The price is $412,000.00, made up of:',
        '   Down payment, inclusive of the earnest money .......... $  82,400.00',
        '   First mortgage loan ...................................... $ 329,600.00',
        '4. EARNEST MONEY. Purchaser deposits $6,000.00 (six thousand dollars) as earnest money',
        'with Sagebrush Title within three (3) business days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.purchasePrice!.value).toBe(412_000);
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 6000, dueDays: 3 });
  });

  it('is not the deposit when the row says it includes the deposit after its label', () => {
    const result = purchase(
      [
        PARTIES,
        'Total price: $268,500',
        '  (i)  Cash from Buyer, including the Deposit        $ 53,700',
        '  (ii) Proceeds of a new loan                         $214,800',
        'Deposit. Buyer shall pay a deposit of $2,000 to the escrow agent on signing.',
      ].join('\n'),
    );
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 2000 });
  });
});

describe('days that skip the weekend', () => {
  it('counts "N days, not counting Saturdays, Sundays or federal holidays, after …" as business days', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $199,000',
        'Effective Date: Friday, July 10, 2026',
        'The earnest money of $1,500 shall be delivered within five (5) days, not counting Saturdays,',
        'Sundays or federal holidays, after the Effective Date.',
      ].join('\n'),
    );
    // July 10 is a Friday; five weekdays on is Friday July 17
    expect(result.fields.earnestMoney!.value).toMatchObject({
      amount: 1500,
      dueDays: 5,
      dueDate: '2026-07-17',
    });
    expect(result.deadlines).toContainEqual(
      expect.objectContaining({ days: 5, businessDays: true, date: '2026-07-17' }),
    );
  });

  it('keeps calendar days where the text counts every day', () => {
    const result = purchase(
      `${PARTIES}Effective Date: July 10, 2026\nBuyer may inspect the Property within 5 days after the Effective Date.`,
    );
    expect(result.deadlines).toContainEqual(
      expect.objectContaining({ days: 5, businessDays: false, date: '2026-07-15' }),
    );
  });
});

describe('acceptance stated as an event', () => {
  it('reads "Final acceptance of the Purchase Contract was …" as the effective date, and counts from it', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $355,000',
        'Buyer may end this contract within 10 days after Acceptance if the inspection is not satisfactory.',
        'Final acceptance of the Purchase Contract was March 9, 2026.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-03-09');
    expect(result.deadlines).toContainEqual(
      expect.objectContaining({ days: 10, date: '2026-03-19' }),
    );
  });

  it('takes the latest /s/ signature when acceptance "occurs when" the last party signs', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $287,000',
        '"Acceptance" occurs when the second of Buyer and Seller signs this contract.',
        '/s/ Odile Ferrand              04/01/2026  9:05 AM',
        '/s/ Bastian Kroll              04/02/2026  6:40 PM',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-04-02');
  });
});

describe('a checked option followed by an unchecked waiver', () => {
  it('reads the checked inspection as included, whatever the unchecked box after it says', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $240,000',
        'Effective Date: May 1, 2026',
        '9. HOME INSPECTION. [X] Purchaser will have the home inspected and shall give any objection within ten (10) days after the Effective Date. [ ] Purchaser declines and waives any inspection.',
      ].join('\n'),
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      included: true,
      days: 10,
      deadline: '2026-05-11',
    });
  });

  it('reads a checked box whose waiver is only a default ("…, or this contingency is waived") as included', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $240,000',
        'Effective Date: May 1, 2026',
        '10. APPRAISAL. [X] This sale is contingent on an appraisal at or above the price. Purchaser shall give notice of a low value within 15 days after the Effective Date, or this contingency is waived.',
      ].join('\n'),
    );
    expect(result.fields.appraisalContingency!.value).toMatchObject({ included: true, days: 15 });
  });

  it('still reads a checked waiver as waiving', () => {
    const result = purchase(
      [
        PARTIES,
        'Purchase Price: $240,000',
        '9. HOME INSPECTION. [ ] Purchaser will have the home inspected. [X] Purchaser waives any inspection.',
      ].join('\n'),
    );
    expect(result.fields.inspectionContingency?.value.included ?? false).toBe(false);
  });
});

describe('an amendment reports only what it changes', () => {
  const amendment = [
    'SECOND AMENDMENT TO REAL ESTATE SALE AGREEMENT',
    'Amendment Date: September 3, 2026',
    'Buyer: Lorcan Doyle',
    'Seller: Priscilla Vance',
    'Property: 88 Juniper Hollow Road, Bend, OR 97701',
    'Buyer and Seller, the parties to the Agreement, agree to amend it as follows.',
    '1. Settlement. The settlement date set out in Section 9 of the Agreement, September 18, 2026, is hereby deleted. Settlement shall occur no later than October 2, 2026.',
    '2. Loan. The loan amount is lowered to $310,000. Every other term of the loan contingency stays the same.',
    '3. Other terms. The appraisal and inspection contingencies of the Agreement remain unaffected.',
  ].join('\n');

  it('leaves out contingencies it says stay as they were', () => {
    const result = parseContract(amendment);
    expect(result.kind).toBe('addendum');
    expect(result.fields.financingContingency).toBeNull();
    expect(result.fields.appraisalContingency).toBeNull();
    expect(result.fields.inspectionContingency).toBeNull();
  });

  it('takes the new settlement date, not the one it recites to delete', () => {
    expect(parseContract(amendment).fields.closingDate!.value).toBe('2026-10-02');
  });

  it('still reports a contingency the amendment changes', () => {
    const result = parseContract(
      [
        'AMENDMENT TO PURCHASE AGREEMENT',
        'Amendment Date: September 3, 2026',
        'Buyer: Lorcan Doyle',
        'Seller: Priscilla Vance',
        'Buyer and Seller, the parties to the Agreement, agree to amend it as follows.',
        'The financing contingency is extended to 35 days after the Effective Date of the Agreement.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency!.value).toMatchObject({ included: true, days: 35 });
  });
});

describe('a title-case heading with its text after a blank line', () => {
  const roomLease = [
    'ROOM RENTAL AGREEMENT',
    'Landlord: Agnes Thorvaldsen',
    'Tenant: Malik Osei',
    'Rent: $640 per month, due on the 1st.',
    '',
    '5.  Charges for Late Payment',
    '',
    '    The monthly rent is due on the first day of each month. If any part of the rent is still',
    '    unpaid at the end of the fifth (5th) day, Tenant shall pay a further charge of $35.00.',
    '',
    'Pets',
    '',
    '    No pets of any sort are allowed in the room, and no animal may stay overnight.',
    '',
    '7.  Quiet Hours',
    '',
    '    Quiet hours are from 10 p.m. to 7 a.m.',
  ].join('\n');

  it('reads the late charge under its heading', () => {
    expect(parseContract(roomLease).fields.lateFee!.value).toMatchObject({ amount: 35 });
  });

  it('reads the pets rule under its heading as forbidding pets', () => {
    expect(parseContract(roomLease).fields.petsPolicy!.value).toMatchObject({ allowed: false });
  });

  it('does not take a sentence ending on a capitalised word as a heading', () => {
    const result = parseContract(
      [
        'REAL ESTATE PURCHASE CONTRACT',
        'Buyer: Odile Ferrand',
        'Seller: Bastian Kroll',
        'Effective Date: October 1, 2026',
        '1. Price. The price is $390,000, payable in cash at Closing.',
        '2. Inspection. Buyer may inspect within 7 days after the Effective Date.',
        '3. Closing. Closing shall take place no later than thirty (30) days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.closingDate!.value).toBe('2026-10-31');
  });
});

describe('an amendment "effective on the date it has been signed by all parties" (issue #25)', () => {
  it("takes the last signature's date, not the original contract's or a report's", () => {
    const result = parseContract(
      [
        'AMENDMENT TO OFFER TO PURCHASE AND CONTRACT',
        'Buyer: Philippa J. Moreno     Seller: Desmond K. Achterberg',
        'Property: 31 Laurel Crest Drive, Boone, NC 28607',
        'The parties entered into a contract with an Effective Date of August 3, 2026.',
        '1. Following the survey (dated August 19, 2026), the Purchase Price is changed to $412,000.',
        '2. This Amendment is effective on the date it has been signed by both Buyer and Seller.',
        'Buyer: /s/ Philippa J. Moreno      Date: August 24, 2026',
        'Seller: /s/ Desmond K. Achterberg  Date: August 26, 2026',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-08-26');
  });
});

describe('the effective date after an explaining aside, or at the last signature (issue #25)', () => {
  it('reads "EFFECTIVE DATE (… explained …): <date>" on the signature page', () => {
    const result = parseContract(
      [
        'CONTRACT OF SALE',
        'Seller: Imogen R. Haverford     Purchaser: Caspar L. Oduya',
        'Premises: 19 Mohawk Trail, Cooperstown, NY 13326',
        'Purchase price: $344,000',
        '1. "Effective Date" means the date of delivery of the fully signed contract to the',
        "   Purchaser's attorney, as shown below. The Purchaser shall apply for a mortgage within",
        '   ten (10) days after the Effective Date.',
        'SELLER: ______________________ Date: March 2, 2026',
        'PURCHASER: ___________________ Date: March 1, 2026',
        "EFFECTIVE DATE (day the signed contract was delivered to Purchaser's counsel, filled in by",
        "Seller's counsel): March 4, 2026",
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-03-04');
  });

  it('takes the last signature for a letter signed by the buyers and accepted days later', () => {
    const result = parseContract(
      [
        'OFFER TO PURCHASE',
        'Buyer: Renata Sobczak     Seller: Nils Lindqvist',
        'Dear Mr. Lindqvist,',
        'We offer to buy your house at 88 Birch Hollow Road, Hanover, NH 03755 for $471,000 and',
        'to close on June 30, 2026. We will deliver $8,000 of earnest money after you accept.',
        '/s/ Renata Sobczak          Date: May 11, 2026',
        'ACCEPTED. We agree to sell on these terms.',
        '/s/ Nils Lindqvist          Date: May 13, 2026',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-05-13');
  });
});

describe("an effective date named in brackets before its colon, or a counter-offer's own (issue #25)", () => {
  it('reads "Date of Ratification (the "Effective Date"): <date>", not "settlement shall be made on"', () => {
    const result = parseContract(
      [
        'REGIONAL SALES CONTRACT',
        'Purchaser: Adaeze N. Okonkwo     Seller: Bertrand L. Vasquez',
        'Property: 1450 Harvard Street NW, Unit 6, Washington, DC 20009',
        'Date of Ratification (the "Effective Date"): 03/09/2026',
        'Sales price: $515,000',
        '4. SETTLEMENT. Settlement shall be made on the 24th day of April, 2026, or sooner by agreement.',
        '5. The Purchaser may inspect the Property within ten (10) days after the Date of Ratification.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-03-09');
  });

  it('takes "Date of Acceptance of this Counter-Offer" as the counter-offer\'s date', () => {
    const result = parseContract(
      [
        "SELLER'S COUNTER-OFFER No. 1",
        'Date of this Counter-Offer: February 3, 2026',
        'This responds to the Offer dated January 30, 2026, made by Buyer Wendell O. Prakash for',
        '27 Orchard Knoll Drive, Akron, OH 44313. Seller: Magdalena Reyes-Whitaker.',
        '1. PRICE. The Purchase Price shall be $289,000.',
        '2. INSPECTION. Buyer shall complete inspections within 7 days after the Date of Acceptance.',
        'Date of Acceptance of this Counter-Offer: February 5, 2026',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-02-05');
  });
});
