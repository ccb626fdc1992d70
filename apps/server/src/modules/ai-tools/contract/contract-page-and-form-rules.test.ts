import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0485 (issue #25, sixth blind batch and the fifth's PDF leftover): how forms
 * and page layouts are written, each tried on wordings written for this test; none comes from an
 * evaluation document.
 */
const purchase = (body: string) => parseContract(`REAL ESTATE PURCHASE CONTRACT\n${body}`);
const lease = (body: string) => parseContract(`RESIDENTIAL LEASE AGREEMENT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\nPurchase Price: $305,000\n';

describe("a form's blank alternative filled in", () => {
  it('takes the number written in the blank over the printed one, with or without spaces', () => {
    const result = purchase(
      `${PARTIES}Effective Date: March 2, 2026\nInspection: Buyer may end this contract by written notice within 14 (or __9__) days after the Effective Date.\nFinancing contingency: Buyer shall obtain a loan commitment within 30 days (or _ 24 _ days) after the Effective Date.`,
    );
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      days: 9,
      deadline: '2026-03-11',
    });
    expect(result.fields.financingContingency!.value).toMatchObject({
      days: 24,
      deadline: '2026-03-26',
    });
  });
});

describe('blank lines a page break put inside a clause', () => {
  const wrapped = [
    'Effective Date: May 4, 2026',
    '7. APPRAISAL CONDITION. Should the lender appraisal of the Property come in lower',
    'than the Purchase Price stated above in this Contract for any reason at all,',
    '',
    'Purchaser may within 12 days after the Effective Date cancel this Contract by a',
    'written notice to Seller, and all deposits shall then be returned to Purchaser.',
    '8. CLOSING. Closing shall take place on or before June 19, 2026 at the title office.',
  ].join('\n');

  it('reads a sentence that stops at a comma before the blank line as going on after it', () => {
    const result = purchase(`${PARTIES}${wrapped}`);
    expect(result.fields.appraisalContingency!.value).toMatchObject({
      included: true,
      days: 12,
      deadline: '2026-05-16',
    });
  });

  it('reads the prose under a numbered heading, across a blank line, as its clause', () => {
    const result = purchase(
      `${PARTIES}Effective Date: May 4, 2026\n9. LOAN CONTINGENCY. [X] Yes [ ] No\n\nThe obligations of Purchaser are conditioned on a written loan commitment received by Purchaser within 28 days after the Effective Date; failing which Purchaser may cancel.\n10. CLOSING. Closing shall take place on or before June 19, 2026.`,
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 28,
      deadline: '2026-06-01',
    });
  });

  it('joins a page-wide line that stops without punctuation inside a name to the rest after the blank', () => {
    const result = purchase(
      [
        'Buyer: Odile Ferrand',
        'Seller: Bastian Kroll',
        'Purchase Price: $305,000',
        'Contract Date: January 12, 2026',
        'The purchase goes ahead only when the bank has approved your home loan; you',
        'must let us know in writing within twenty (20) days after the Contract',
        '',
        'Date, or we may both treat the purchase as ended and your money comes back.',
      ].join('\n'),
    );
    expect(result.deadlines.map((d) => `${d.days}:${d.date}`)).toContain('20:2026-02-01');
  });

  it('keeps a blank line after a sentence that ended as a paragraph break', () => {
    const result = purchase(
      `${PARTIES}Effective Date: May 4, 2026\n5. INSPECTION. Buyer waives any inspection and takes the home in its present state.\n\nThe earnest money of $3,000 is due within 3 days after the Effective Date.`,
    );
    expect(result.fields.inspectionContingency!.value.included).toBe(false);
  });
});

describe('an address in a sentence of prose', () => {
  it('starts at its house number, not at a number in the words that lead to it', () => {
    const result = purchase(
      `${PARTIES}The land, known by its 911 location as 42 Juniper Ridge Lane, Bozeman, MT 59715, is sold with all fixtures.`,
    );
    expect(result.fields.propertyAddress!.value).toBe('42 Juniper Ridge Lane, Bozeman, MT 59715');
  });
});

describe("a form's options, one checked", () => {
  it('reads no waiver from an unchecked option when the chosen one sets a condition', () => {
    const result = purchase(
      `${PARTIES}Effective Date: August 3, 2026\n6. LOAN.\n[ ] Buyer's purchase is not contingent upon financing.\n[X] Conventional mortgage, 80% of the price.\nThis Contract is contingent upon Buyer securing a loan commitment within 25 days after the Effective Date.`,
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: 25,
      deadline: '2026-08-28',
    });
  });

  it('still reads a checked waiver option as a waiver', () => {
    const result = purchase(
      `${PARTIES}Effective Date: August 3, 2026\n6. LOAN.\n[X] Buyer's purchase is not contingent upon financing.\n[ ] Conventional mortgage: contingent upon Buyer securing a loan commitment within 25 days after the Effective Date.`,
    );
    expect(result.fields.financingContingency!.value.included).toBe(false);
  });
});

describe('several people under one party label', () => {
  it('reads each full name on the lines under a labelled name as the same party', () => {
    const result = purchase(
      'Purchaser(s): Ines V. Okonkwo\nDaniel Okonkwo\nSeller(s): Ruth Abernathy\nPurchase Price: $188,000\nThe Property is 14 Wren Court, Lawrence, KS 66044.',
    );
    expect(result.fields.buyer!.value).toEqual(['Ines V. Okonkwo', 'Daniel Okonkwo']);
    expect(result.fields.seller!.value).toEqual(['Ruth Abernathy']);
  });

  it('takes a name followed by an aside in brackets, and stops there', () => {
    const result = lease(
      'LANDLORD: Corvid Homes LLC\nRESIDENTS: Mateo R. Quispe\nHana Sato\n(both sign and both owe the whole rent)\nPremises: 310 Pine Street, Unit 4, Laramie, WY 82070\nMonthly rent: $1,240, due on the 1st.',
    );
    expect(result.fields.tenant!.value).toEqual(['Mateo R. Quispe', 'Hana Sato']);
  });

  it('does not take a line that goes on with prose for another person', () => {
    const result = purchase(
      'Buyer: Greta Lindholm\nSeller: Pavel Novak\nPurchase Price: $240,000\nThe Property is 8 Alder Way, Eugene, OR 97401.',
    );
    expect(result.fields.buyer!.value).toEqual(['Greta Lindholm']);
  });
});

describe('an amount stated twice', () => {
  it("takes the deposit's deadline from the clause that repeats its amount", () => {
    const result = purchase(
      `Buyer: Odile Ferrand\nSeller: Bastian Kroll\nEffective Date: October 5, 2026\n2. PRICE.\n   a. Good faith deposit (see 4) .......... $ 6,500.00\n   b. Balance at closing .................. $ 298,500.00\n   Total price ............................ $ 305,000.00\n4. HOLDING THE MONEY. Buyer hands a check for $6,500 as a binder to Lakeside Title LLC within three (3) days after the Effective Date.`,
    );
    expect(result.fields.earnestMoney!.value).toEqual({
      amount: 6500,
      dueDays: 3,
      dueDate: '2026-10-08',
    });
  });
});

describe('names written in capitals', () => {
  it('gives a surname whose prefix keeps its small letters its ordinary case, first name and all', () => {
    const result = purchase(
      'THIS CONTRACT is made between ROSALIND M. McKENZIE and PIETRO DiSTEFANO (the "Sellers") and Yuki Tanabe (the "Buyer").\nPurchase Price: $412,000\nThe Property is 60 Larch Street, Portland, ME 04101.',
    );
    expect(result.fields.seller!.value).toEqual(['Rosalind M. McKenzie', 'Pietro DiStefano']);
  });
});

describe('a condition that ends on a calendar date', () => {
  it('gives the date as its deadline, with no count of days', () => {
    const result = purchase(
      `${PARTIES}Effective Date: February 9, 2026\n4. FINANCING CONDITION. Buyer's duty to buy depends on Buyer receiving a lender's written loan approval no later than 3/20/2026; if it is not received, Buyer may terminate.\n5. CLOSING. Closing shall occur on or before April 30, 2026.`,
    );
    expect(result.fields.financingContingency!.value).toMatchObject({
      included: true,
      days: null,
      deadline: '2026-03-20',
    });
  });

  it('does not take the closing date for a condition that names no date', () => {
    const result = purchase(
      `${PARTIES}Effective Date: February 9, 2026\n(c) Appraisal: the home must appraise at the price or more, or Buyer may cancel.\n(d) Closing shall occur on or before April 30, 2026.`,
    );
    expect(result.fields.appraisalContingency!.value).toMatchObject({ deadline: null });
  });
});
