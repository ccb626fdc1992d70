import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * An effective date defined by an acceptance ("the date of Seller's acceptance of this Counter
 * Proposal"), and the signature dates a form writes on the signed line with their captions printed
 * under the rule (issue #25). Wordings written for this test; none comes from an evaluation
 * document.
 */
const counter = (definition: string) =>
  parseContract(
    [
      "BUYER'S COUNTER PROPOSAL No. 2",
      '',
      'In reply to the Purchase Agreement dated June 2, 2027 between',
      'BUYER(S):  Rafael Okonkwo',
      'SELLER(S): Greta Lindqvist',
      'concerning 9 Tamarack Court, Keene, NH 03431.',
      '',
      '1. The Purchase Price is changed from $298,000 to $305,500.',
      '2. Buyer shall obtain a written loan commitment within 25 days of acceptance.',
      '',
      definition,
      '',
      'BUYER:',
      'Rafael Okonkwo                          06/04/2027  11:20 am',
      '_____________________________________   ______________',
      'Rafael Okonkwo                          Date / Time',
      '',
      'SELLER ACCEPTS:',
      'Greta Lindqvist                         06/07/2027  4:05 pm',
      '_____________________________________   ______________',
      'Greta Lindqvist                         Date / Time',
    ].join('\n'),
  );

describe('an effective date defined by an acceptance, dated under captions', () => {
  it("takes the accepting signature's date, not the date of the offer it answers", () => {
    const { fields } = counter(
      'The "Effective Date" of the Agreement shall be the date of Seller\'s acceptance of this Counter Proposal, as shown below.',
    );
    expect(fields.effectiveDate?.value).toBe('2027-06-07');
    expect(fields.financingContingency?.value.deadline).toBe('2027-07-02');
  });

  it('leaves a closing date written over its caption out of the signature dates', () => {
    const { fields } = parseContract(
      [
        'ADDENDUM TO PURCHASE AGREEMENT',
        'Buyer: Rafael Okonkwo    Seller: Greta Lindqvist',
        'Property: 9 Tamarack Court, Keene, NH 03431',
        'This Addendum is effective on the date it is signed by the last party to sign it.',
        '',
        'July 30, 2027',
        '______________',
        'Closing Date',
        '',
        'Rafael Okonkwo          06/09/2027',
        '________________        __________',
        'Buyer                   Date',
      ].join('\n'),
    );
    expect(fields.effectiveDate?.value).toBe('2027-06-09');
  });
});
