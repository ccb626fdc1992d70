import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0530 (issue #25, eighth blind batch): a party defined under two names with
 * the role second, a waiver offered as an unchecked option, and a contingency that lapses at its
 * deadline. Wordings written for this test; none comes from an evaluation document.
 */
const purchase = (lines: string[]) =>
  parseContract(['AGREEMENT OF SALE', ...lines].join('\n')).fields;

describe('a party defined under two names, the role second', () => {
  it('reads a company defined as ("Developer" or "Seller") as the seller, its span on its name', () => {
    const text = [
      'AGREEMENT OF SALE',
      'This Agreement is made between HIGHLAND CREEK BUILDERS, INC., a Georgia corporation ("Developer" or "Seller"), and Omar Castellanos ("Buyer").',
      'Purchase Price: $512,000',
    ].join('\n');
    const seller = parseContract(text).fields.seller!;
    expect(seller.value).toEqual(['Highland Creek Builders, Inc.']);
    expect(seller.source.excerpt).toMatch(/^HIGHLAND CREEK BUILDERS/);
  });

  it('does not read a bracket of two names without a role as a party', () => {
    // near miss: ("Escrow Holder" or "Agent") names neither side of the sale
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Deposit held by Keystone Escrow Co. ("Holder" or "Agent").',
      'Purchase Price: $512,000',
    ]);
    expect(fields.seller ?? null).toBeNull();
  });
});

describe('a waiver offered as an unchecked option', () => {
  it('lets the checked clause decide when only the unchecked option names the contingency', () => {
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Seller: Ruth Pennington',
      'Purchase Price: $290,000',
      '6. FINANCING.',
      '[X] Buyer will apply for a mortgage loan and deliver a loan commitment within 25 days after the Effective Date, or may cancel this Agreement.',
      '[ ] Buyer pays cash; there is no mortgage contingency.',
    ]);
    expect(fields.financingContingency?.value).toMatchObject({ included: true, days: 25 });
  });

  it('still reads the waiver when it is the checked option', () => {
    // near miss: the same clause with the boxes the other way round
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Seller: Ruth Pennington',
      'Purchase Price: $290,000',
      '6. FINANCING.',
      '[ ] Buyer will apply for a mortgage loan and deliver a loan commitment within 25 days after the Effective Date, or may cancel this Agreement.',
      '[X] Buyer pays cash; there is no mortgage contingency.',
    ]);
    expect(fields.financingContingency?.value.included).toBe(false);
  });
});

describe('a contingency that lapses at its deadline is included', () => {
  it('reads "thereafter the inspection contingency is waived" as the end of an included term', () => {
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Seller: Ruth Pennington',
      'Purchase Price: $290,000',
      '9. INSPECTION. Buyer may inspect the Property and object in writing within 12 days after the Effective Date; thereafter the inspection contingency is waived.',
    ]);
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, days: 12 });
  });

  it('reads "at the end of the review period the appraisal condition is waived" the same way', () => {
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Seller: Ruth Pennington',
      'Purchase Price: $290,000',
      '10. APPRAISAL. Buyer may cancel if the appraisal is below the price, by notice within 18 days of acceptance. At the end of that period the appraisal condition is waived.',
    ]);
    expect(fields.appraisalContingency?.value).toMatchObject({ included: true, days: 18 });
  });

  it('still reads an outright waiver as not included', () => {
    // near miss: "after" that is not a deadline does not make a waiver conditional
    const fields = purchase([
      'Buyer: Omar Castellanos',
      'Seller: Ruth Pennington',
      'Purchase Price: $290,000',
      '10. APPRAISAL. After reviewing comparable sales, Buyer waives the appraisal contingency.',
    ]);
    expect(fields.appraisalContingency?.value.included).toBe(false);
  });
});

describe("a buyer's duty whose default frees the seller is no contingency", () => {
  const base = ['Buyer: Omar Castellanos', 'Seller: Ruth Pennington', 'Purchase Price: $290,000'];

  it('does not read a loan commitment due by a date, on pain of the seller cancelling, as a financing contingency', () => {
    const fields = purchase([
      ...base,
      '4. LOAN. Buyer shall give Seller a copy of a firm loan commitment within 30 days after acceptance. Should Buyer fail to do so, Seller may cancel this Agreement by written notice.',
    ]);
    expect(fields.financingContingency ?? null).toBeNull();
  });

  it('still reads the clause as a contingency when it also lets the buyer out', () => {
    // near miss: the seller may end it too, but the buyer may cancel and have the deposit back
    const fields = purchase([
      ...base,
      '4. LOAN. If Buyer cannot obtain a loan commitment within 30 days after acceptance, Buyer may cancel and the deposit shall be refunded; if Buyer gives no notice, Seller may cancel.',
    ]);
    expect(fields.financingContingency?.value).toMatchObject({ included: true, days: 30 });
  });
});
