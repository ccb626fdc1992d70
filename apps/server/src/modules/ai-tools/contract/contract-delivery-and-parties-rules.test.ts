import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of session 22 (fourteenth blind batch): an effective date set by the delivery of the
 * acceptance; a party's second signer on another line or in the same row; parties a letter names
 * in plain words. Every wording is written for this test; none comes from an evaluation document.
 */
const purchase = (body: string) => parseContract(`REAL ESTATE PURCHASE AGREEMENT\n${body}`);
const PARTIES = 'Buyer: Odile Ferrand\nSeller: Bastian Kroll\nPurchase Price: $318,000\n';

describe('an effective date defined by the delivery or receipt of the acceptance', () => {
  it('is the date the signed acceptance was delivered, not the seller’s signature date', () => {
    const result = purchase(
      [
        PARTIES,
        'The Effective Date is the date the signed acceptance is delivered to the Buyer.',
        'Inspection: Buyer may inspect within 10 days after the Effective Date.',
        'Date: 04/02/2026   Buyer ____________ Odile Ferrand',
        'Date: 04/03/2026   Seller ___________ Bastian Kroll',
        'Signed acceptance delivered to Buyer by email on April 6, 2026.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-04-06');
    expect(result.fields.inspectionContingency!.value).toMatchObject({
      days: 10,
      deadline: '2026-04-16',
    });
  });

  it('reads "the date of receipt of the accepted offer" with a "received … on (date)" record', () => {
    const result = purchase(
      [
        PARTIES,
        'Effective Date means the date of receipt of the accepted offer by the Buyer.',
        'Buyer signature ________   Date: 9/14/2026',
        'Seller signature _______   Date: 9/15/2026',
        'Accepted offer received by Buyer on (date) 9/17/2026 at 4:05 PM.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-09-17');
  });

  it('reads a lease that takes effect when the landlord delivers a signed copy', () => {
    const result = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Landlord: Perrin Holdings LLC',
        'Tenant: Ilse Marchbank',
        'Monthly rent: $1,450',
        'This lease becomes effective on the date Landlord delivers a fully signed copy to Tenant.',
        'Tenant ____________ Date: 1/8/2027',
        'Landlord __________ Date: 1/9/2027',
        'Countersigned copy delivered to Tenant on\nJanuary 12, 2027, by hand.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2027-01-12');
  });

  it('keeps the last signature when the delivery line is left blank', () => {
    const result = purchase(
      [
        PARTIES,
        'The Effective Date is the date the signed acceptance is delivered to the Buyer,',
        'which shall be no later than the date the last of Buyer and Seller signs.',
        'Date: 04/02/2026   Buyer ____________ Odile Ferrand',
        'Date: 04/03/2026   Seller ___________ Bastian Kroll',
        'Acceptance delivered on ______________.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-04-03');
  });

  it('does not read a deadline to deliver ("shall be delivered on or before …") as the delivery', () => {
    const result = purchase(
      [
        PARTIES,
        'The Effective Date means the date the accepted offer is delivered to Buyer.',
        'The signed disclosures shall be delivered on or before May 20, 2026.',
        'Date: 05/01/2026   Buyer ____________ Odile Ferrand',
        'Date: 05/02/2026   Seller ___________ Bastian Kroll',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-05-02');
  });

  it('is untouched where the contract takes effect on signing and a copy is merely sent', () => {
    const result = purchase(
      [
        PARTIES,
        'This Agreement is effective when signed by the last of Buyer and Seller.',
        'Date: 05/01/2026   Buyer ____________ Odile Ferrand',
        'Date: 05/02/2026   Seller ___________ Bastian Kroll',
        'Signed copy delivered to the escrow agent on May 7, 2026.',
      ].join('\n'),
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-05-02');
  });
});

const TERMS = 'Purchase Price: $300,000\nEffective Date: 5/2/2026\n';
const signers = (block: string) => purchase(`${TERMS}Seller: Ray Moss\n${block}`);

describe('a party’s second signer', () => {
  it('is read from a second signature line with the same role after a blank line', () => {
    const result = signers(
      [
        '______________________     Date: 5/1/2026',
        'Ann Lee, Buyer',
        '',
        '______________________     Date: 5/2/2026',
        'Tom Lee, Buyer',
        '',
        'cc: Dana Wu, Esq.',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
  });

  it('is read from the same row when two signers sit side by side', () => {
    const result = signers(
      [
        '______________________          ______________________',
        'Ann Lee, Buyer                  Tom K. Lee, Buyer',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom K. Lee']);
  });

  it('is read from the line under the first name after a singular label', () => {
    const result = signers('Buyer:  Ann Lee\n        Tom Lee\n');
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
  });

  it('keeps a seller’s name out of the buyers when the row holds both roles', () => {
    const result = purchase(
      [
        TERMS,
        '______________________          ______________________',
        'Ann Lee, Buyer                  Ray Moss, Seller',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee']);
    expect(result.fields.seller!.value).toEqual(['Ray Moss']);
  });
});

describe('parties a letter names in plain words', () => {
  const letter = (opening: string) =>
    parseContract(
      [
        'Letter agreement',
        opening,
        'The price is $300,000. We will pay an earnest money deposit of $5,000 within 3 days',
        'after the Effective Date. Closing will be on June 30, 2026, with a deed and clear title.',
      ].join('\n'),
    );

  it('reads "The two of us, A and B, will buy …" as the buyers', () => {
    const result = letter(
      'Dear Mr. Moss,\nThe two of us, Ann Lee and Tom Lee, will buy your house at 5 Elm Street.',
    );
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
  });

  it('reads "We, A and B, (the Buyers) …" as the buyers', () => {
    const result = letter('We, Ann Lee and Tom Lee, (the Buyers) agree to buy 5 Elm Street.');
    expect(result.fields.buyer!.value).toEqual(['Ann Lee', 'Tom Lee']);
  });

  it('reads "I, A, agree to sell …" as the seller, and not as a buyer', () => {
    const result = letter('I, Ray Moss, agree to sell my house at 5 Elm Street to Ann Lee.');
    expect(result.fields.seller!.value).toEqual(['Ray Moss']);
    expect(result.fields.buyer?.value ?? []).not.toContain('Ray Moss');
  });
});
