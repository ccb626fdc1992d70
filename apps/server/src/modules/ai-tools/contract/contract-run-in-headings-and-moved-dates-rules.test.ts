import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0760 (issue #25): paragraphs that open with a run-in heading and no number,
 * conditions that end on a calendar date in their own clause, the day of making written in words
 * ("On this twelfth day of …"), and amendments that move a condition's deadline. Wordings written
 * for this test; none comes from an evaluation document.
 */
describe('run-in headings and a condition dated in its own clause', () => {
  const text = [
    'AGREEMENT TO SELL A HOUSE (OWNER TO BUYER)',
    '',
    'On this ninth day of March, two thousand twenty-seven, Ruth Calloway agrees to sell and',
    'Ivan Petrov agrees to buy the house at 58 Quarry Lane, Bloomington, Indiana 47401.',
    '',
    'PRICE. The price is $231,000.',
    '',
    'FINANCING. The Buyer needs a bank loan. If the Buyer has no written loan approval by the',
    'twentieth day of April, two thousand twenty-seven, either party may end this agreement.',
    '',
    'INSPECTION. The Buyer may have the house inspected within eight (8) days after this',
    'agreement is signed.',
    '',
    'CLOSING. Closing will be on or before May 14, 2027.',
  ].join('\n');

  it('reads "On this ninth day of March, two thousand twenty-seven" as the day of making', () => {
    expect(parseContract(text).fields.effectiveDate?.value).toBe('2027-03-09');
  });

  it('ends the loan condition on its own date, not the next paragraph’s count', () => {
    const { fields } = parseContract(text);
    expect(fields.financingContingency?.value).toMatchObject({
      days: null,
      deadline: '2027-04-20',
    });
    expect(fields.inspectionContingency?.value).toMatchObject({ days: 8 });
  });
});

describe('a title-case run-in heading after a full stop', () => {
  const text = [
    'CONTRACT OF SALE',
    'Contract dated as of August 3, 2027 between Willa Hart ("Seller") and Omar Said ("Purchaser").',
    'Premises: 4 Lark Street, Albany, New York 12210. Purchase Price: $388,000.',
    'Mortgage Contingency. Purchaser’s obligation is conditioned upon the issuance on or before',
    'September 10, 2027 of a written commitment for a first mortgage loan.',
    'Appraisal Contingency. If the appraisal is below the Purchase Price, Purchaser may cancel by',
    'notice given within fifteen (15) days after the date of this contract.',
  ].join('\n');

  it('keeps the appraisal’s count out of the mortgage clause', () => {
    const { fields } = parseContract(text);
    expect(fields.financingContingency?.value).toMatchObject({
      days: null,
      deadline: '2027-09-10',
    });
    expect(fields.appraisalContingency?.value).toMatchObject({ days: 15 });
  });
});

describe('the day of making in other words', () => {
  it('reads "… make this agreement on …" and "BE IT KNOWN, that on this the …"', () => {
    const made = [
      'PURCHASE AGREEMENT',
      'The owners, Lena Park and Jae Park, and the buyer, Tom Reyes, make this agreement on',
      'October 2, 2027 for the sale of 3 Aspen Way, Boise, Idaho 83702. The Buyer shall pay the',
      'Sellers a purchase price of $305,000. Closing shall be on November 15, 2027.',
    ].join('\n');
    expect(parseContract(made).fields.effectiveDate?.value).toBe('2027-10-02');
    const known = [
      'LEASE',
      'BE IT KNOWN, that on this the fourth (4th) day of January, two thousand twenty-eight,',
      'Lessor Paul Guidry leases to Lessee Anne Comeaux the premises at 9 Bayou Road, Houma,',
      'Louisiana 70360. The lease shall commence on the first day of February, two thousand',
      'twenty-eight, and terminate on the thirty-first day of January, two thousand twenty-nine.',
      'Rent is $1,100.00 per month.',
    ].join('\n');
    const lease = parseContract(known);
    expect(lease.fields.effectiveDate?.value).toBe('2028-01-04');
    expect(lease.fields.leaseStart?.value).toBe('2028-02-01');
    expect(lease.fields.leaseEnd?.value).toBe('2029-01-31');
  });
});

describe('an amendment that moves a condition’s deadline', () => {
  it('takes the new date of "the date by which … loan commitment … is extended from … to …"', () => {
    const text = [
      'AMENDMENT TO PURCHASE AGREEMENT',
      'Buyer: Nell Foster. Seller: Abe Lindgren. Property: 21 Mill Road, Dover, Delaware 19901.',
      'Date of this Amendment: June 1, 2027',
      '1. LOAN. The date by which Buyer must obtain a written loan commitment is extended from',
      'June 4, 2027 to June 25, 2027. The loan contingency otherwise remains in effect.',
    ].join('\n');
    expect(parseContract(text).fields.financingContingency?.value).toMatchObject({
      included: true,
      days: null,
      deadline: '2027-06-25',
    });
  });

  it('takes the date of "extended by ten (10) days, to expire on …", not ten days from the amendment', () => {
    const text = [
      'AMENDMENT TO PURCHASE AGREEMENT',
      'Made June 3, 2027 by Seller Hana Brooks and Buyer Leo Marsh for 6 Pine Court, Erie, PA 16506.',
      'The financing contingency period is extended by ten (10) days, to expire on June 30, 2027.',
      'The closing remains as the agreement provides.',
    ].join('\n');
    expect(parseContract(text).fields.financingContingency?.value).toMatchObject({
      days: null,
      deadline: '2027-06-30',
    });
  });

  it('reads a short amendment that names only the settlement date as a purchase amendment', () => {
    const text = [
      'AMENDMENT NO. 1 TO AGREEMENT OF SALE',
      'Agreement of Sale dated May 2, 2027 between Cora Vance (Buyer) and Eli Stone (Seller) for',
      '40 Front Street, Reading, Pennsylvania 19601.',
      'The Settlement Date is changed to July 9, 2027.',
      'Date of this Amendment: June 12, 2027',
    ].join('\n');
    const { kind, fields } = parseContract(text);
    expect(kind).toBe('addendum');
    expect(fields.closingDate?.value).toBe('2027-07-09');
  });
});
