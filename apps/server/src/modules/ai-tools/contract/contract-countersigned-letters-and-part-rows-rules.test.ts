import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Letters of intent that bind when countersigned, deposits named inside another part's row,
 * closing named as the time of another act, dates a PDF cut between month and day, and deposits
 * measured as a share of the price (issue #25). Wordings written for this test; none comes from
 * an evaluation document.
 */
const letter = (countersigned: string) =>
  parseContract(
    [
      'February 20, 2026',
      '',
      'Re: Offer to purchase 77 Willow Bend Drive, Macon, GA 31210',
      '',
      'Dear Ms. Okafor:',
      '',
      'We, Daniel P. Reyes and Mira Reyes ("Buyers"), would like to purchase your home from you,',
      'Adaeze Okafor ("Seller"), on the terms below.',
      '',
      '  1. Price:           $318,500.',
      '  2. Earnest Money:   $4,000, delivered to Peach State Escrow within four (4) days',
      '                      after the date you countersign this letter.',
      '  3. Inspection:      We will have ten (10) days after your countersignature to',
      '                      inspect the home.',
      '  4. Closing:         On or before April 10, 2026.',
      '',
      'This letter is not binding until a purchase agreement is signed.',
      '',
      'Daniel P. Reyes, Buyer           Mira Reyes, Buyer',
      '',
      'AGREED:',
      'Adaeze Okafor, Seller',
      '',
      countersigned,
    ].join('\n'),
  );

describe('a letter of intent with no effective date of its own', () => {
  it('takes effect on the labelled day of its countersignature', () => {
    const result = letter('Date of countersignature: February 24, 2026');
    expect(result.fields.effectiveDate?.value).toBe('2026-02-24');
  });

  it('reads the same for "Countersigned on:"', () => {
    const result = letter('Countersigned on: 02/24/2026');
    expect(result.fields.effectiveDate?.value).toBe('2026-02-24');
  });

  it('counts deadlines from the countersignature, however the letter words it', () => {
    const result = letter('Date of countersignature: February 24, 2026');
    expect(result.fields.earnestMoney?.value).toMatchObject({
      amount: 4000,
      dueDays: 4,
      dueDate: '2026-02-28',
    });
    expect(result.fields.inspectionContingency?.value).toMatchObject({
      days: 10,
      deadline: '2026-03-06',
    });
  });

  it('lists the deadlines without dates when no countersignature date is written', () => {
    const result = letter('');
    expect(result.fields.effectiveDate).toBeNull();
    expect(result.deadlines.map((deadline) => deadline.days).sort()).toEqual([10, 4]);
  });
});

const installmentContract = (closing: string) =>
  parseContract(
    [
      'INSTALLMENT CONTRACT FOR DEED',
      '',
      'Made this 2nd day of March, 2026, between SELLER: Walter J. Prusak and BUYER: Lena',
      'Ostrowski, for 902 Birch Avenue, Wausau, WI 54401.',
      '',
      '2. PRICE. The price is $96,000.00, paid as follows:',
      '   Cash at signing (which includes the $2,000.00 earnest money deposited with',
      "     Buyer's offer of 2/14/2026) ........................ $ 12,000.00",
      '   Balance in monthly installments under paragraph 3 ...... $ 84,000.00',
      '',
      closing,
      '',
      '4. POSSESSION. Buyer takes possession two (2) days after closing.',
    ].join('\n'),
  );

describe("a deposit and a closing named inside another part's words", () => {
  it("reads the deposit written before its name, not the row's own amount", () => {
    const result = installmentContract('3. CLOSING. Closing shall be held on March 20, 2026.');
    expect(result.fields.earnestMoney?.value.amount).toBe(2000);
  });

  it('does not take a date after "at closing" for the closing date', () => {
    const result = installmentContract('3. CLOSING. Closing shall be held on March 20, 2026.');
    expect(result.fields.closingDate?.value).toBe('2026-03-20');
    const rows = parseContract(
      [
        'Seller: Ruth Oyelaran. Buyer: Kwame Mensah. Property: 14 Pine Street, Dover, DE 19901.',
        'Purchase price: $210,000.00.',
        'Commission, payable at closing to the listing firm named in the listing of 1/5/2026.',
        'Closing Date: May 1, 2026',
      ].join('\n'),
    );
    expect(rows.fields.closingDate?.value).toBe('2026-05-01');
  });

  it('still reads a closing date a sentence gives after "at closing on"', () => {
    const result = installmentContract(
      '3. CLOSING. The deed and keys are delivered at closing on March 27, 2026.',
    );
    expect(result.fields.closingDate?.value).toBe('2026-03-27');
  });

  it("reads a deposit measured as a share of the price, with the price's name before it", () => {
    const result = parseContract(
      [
        'Seller: Harbor Point Builders, LLC. Buyer: Tomasz Nowak.',
        'Property: 61 Seagrass Court, Lewes, DE 19958. Contract Price: $480,000.00.',
        'Buyer shall deposit earnest money equal to three percent (3%) of the Contract Price,',
        '$14,400.00, with Coastal Title within five (5) days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.earnestMoney?.value.amount).toBe(14_400);
  });
});

describe('a date a PDF cut between its month and its day', () => {
  it('is one date again', () => {
    const result = parseContract(
      [
        'BUILDER PURCHASE AGREEMENT',
        'Agreement No. 31-C                     Effective Date: October',
        '12, 2026',
        '(the date both parties have signed)',
        'Seller: Red Mesa Homes, LLC. Buyer: Ines Calder.',
        'Property: 5 Juniper Way, Los Lunas, NM 87031. Purchase Price: $402,000.00.',
        'Buyer shall apply for a loan within ten (10) days after the Effective Date.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate?.value).toBe('2026-10-12');
    expect(result.deadlines[0]?.date).toBe('2026-10-22');
  });
});

describe("a form that names the deed's delivery, not a closing", () => {
  it("reads the delivery's date as the closing date", () => {
    const result = parseContract(
      [
        'Seller: Brendan Foley. Buyer: Aisha Karimi.',
        'Property: 9 Chestnut Hill Road, Holden, MA 01520. Purchase Price: $455,000.00.',
        '',
        '5. DEED. The SELLER shall convey the premises by quitclaim deed, to be recorded at the',
        'time of delivery of the deed.',
        '',
        '6. TIME FOR PERFORMANCE',
        '   The deed shall be delivered at 11:30 A.M. on April 16, 2026, at the Registry of Deeds.',
      ].join('\n'),
    );
    expect(result.fields.closingDate?.value).toBe('2026-04-16');
  });
});
