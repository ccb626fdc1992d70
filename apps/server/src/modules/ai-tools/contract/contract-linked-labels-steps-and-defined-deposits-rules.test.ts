import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * A form's party labels after a linking word, a blank's default that names what it sets, a loan
 * application as a step before the condition's end, and a deposit named by a defined term
 * (issue #25). Wordings written for this test; none comes from an evaluation document.
 */
describe('a role label after "to" or "from"', () => {
  it('reads the party a counter-offer addresses in capitals', () => {
    const result = parseContract(
      [
        "BUYER'S COUNTER OFFER No. 2",
        '',
        'In answer to the counter offer dated June 2, 2026 from',
        '',
        'SELLER(S):   Priya Natarajan',
        '',
        'to BUYER(S): Owen T. Halloran and Greta Halloran',
        '',
        'for the property at 88 Quarry Road, Barre, VT 05641.',
        'The Purchase Price is changed to $289,000.',
      ].join('\n'),
    );
    expect(result.fields.seller?.value).toEqual(['Priya Natarajan']);
    expect(result.fields.buyer?.value).toEqual(['Owen T. Halloran', 'Greta Halloran']);
  });

  it('still reads no party from a delivery instruction in running text', () => {
    const result = parseContract(
      [
        'Seller: Marta Lindqvist. Buyer: Hugo Becker.',
        'Property: 12 Elm Row, Keene, NH 03431. Purchase Price: $250,000.',
        'Notices go to Seller: Attention Closing Department, Keene Title Co.',
      ].join('\n'),
    );
    expect(result.fields.seller?.value).toEqual(['Marta Lindqvist']);
  });
});

describe("a blank's default that names what it sets", () => {
  it('is the count of the blank period', () => {
    const worded = parseContract(
      [
        'Seller: Dana Whitfield. Buyer: Arjun Mehta.',
        'Property: 40 Linden Court, Muncie, IN 47304. Purchase Price: $174,000.',
        'Date of acceptance: May 4, 2026',
        '',
        'H. INSPECTION.',
        '   Inspection period ...... ____ days after the date of acceptance',
        '                            (if left blank, the period shall be 12 days)',
        '',
      ].join('\n'),
    );
    expect(worded.fields.inspectionContingency?.value).toMatchObject({
      days: 12,
      deadline: '2026-05-16',
    });
  });
});

describe('a loan application is a step before the financing condition ends', () => {
  it("takes the approval row's count, with dot leaders before each count", () => {
    const result = parseContract(
      [
        'Seller: Lorna Fitch. Buyer: Samuel Odum.',
        'Property: 3 Hazel Lane, Kokomo, IN 46901. Purchase Price: $142,000.',
        'Date of acceptance: April 1, 2026',
        '',
        'D. FINANCING. This purchase is contingent on Buyer obtaining a mortgage loan.',
        '   Application for loan ..... within 5 days after the date of acceptance',
        '   Written loan approval .... within 25 days after the date of acceptance',
      ].join('\n'),
    );
    expect(result.fields.financingContingency?.value).toMatchObject({
      days: 25,
      deadline: '2026-04-26',
    });
  });

  it("takes a deadline table's later loan row over its application row", () => {
    const result = parseContract(
      [
        'Seller: Lorna Fitch. Buyer: Samuel Odum.',
        'Property: 3 Hazel Lane, Loveland, CO 80537. Purchase Price: $402,000.',
        'Mutual execution: April 1, 2026',
        '',
        '| Item | Event                          | Days after MEC | Deadline       |',
        '| 1    | Loan Application Deadline      | 6              | April 7, 2026  |',
        '| 2    | Loan Funding Terms Deadline    | 26             | April 27, 2026 |',
        '',
        'Loan: this Contract is conditional upon Buyer obtaining a new loan; Buyer shall apply by',
        'the Loan Application Deadline.',
      ].join('\n'),
    );
    expect(result.fields.financingContingency?.value).toMatchObject({
      days: 26,
      deadline: '2026-04-27',
    });
  });
});

describe('a deposit named by a defined term', () => {
  it('is due where a clause names the term with a deadline', () => {
    const result = parseContract(
      [
        'Seller: Corinne Adair. Purchaser: Felix Romero.',
        'Premises: 19 Orchard Street, Ithaca, NY 14850.',
        '"Effective Date" means May 11, 2026.',
        '"Downpayment" means FORTY THOUSAND DOLLARS ($40,000.00).',
        '"Purchase Price" means $400,000.00.',
        '',
        'Purchaser shall pay (i) the Downpayment by wire to the attorney within two (2) Business',
        'Days after the Effective Date and (ii) the balance at Closing.',
      ].join('\n'),
    );
    expect(result.fields.earnestMoney?.value).toMatchObject({
      amount: 40_000,
      dueDays: 2,
    });
  });
});

describe('a condition that ends on a term the document defines by a deadline', () => {
  const defined = (inspection: string) =>
    parseContract(
      [
        'Seller: Corinne Adair. Purchaser: Felix Romero.',
        'Premises: 19 Orchard Street, Ithaca, NY 14850. Purchase Price: $400,000.00.',
        '"Effective Date" means May 11, 2026.',
        '"Loan Deadline" means the thirtieth (30th) day after the Effective Date.',
        inspection,
        '',
        '4. MORTGAGE CONTINGENCY. This Contract is subject to Purchaser receiving a written loan',
        'commitment on or before the Loan Deadline. Purchaser shall apply for the loan within',
        'four (4) days after the Effective Date.',
      ].join('\n'),
    );

  it("takes the term's deadline, not the application's", () => {
    const result = defined('');
    expect(result.fields.financingContingency?.value).toMatchObject({
      days: 30,
      deadline: '2026-06-10',
    });
  });

  it("reads a defined period's own deadline for the condition it defines", () => {
    const result = defined(
      '"Inspection Period" means the period ending at 5:00 p.m. on the tenth (10th) day after the Effective Date.',
    );
    expect(result.fields.inspectionContingency?.value).toMatchObject({
      days: 10,
      deadline: '2026-05-21',
    });
    expect(result.fields.financingContingency?.value.days).toBe(30);
  });
});
