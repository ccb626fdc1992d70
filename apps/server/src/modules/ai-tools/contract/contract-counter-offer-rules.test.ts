import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Counter-offers and amendments change some terms of an earlier offer or contract (issue #25):
 * what kind of document they are, when they take effect, and which of their mentions set a term.
 * Wordings written for this test; none comes from an evaluation document.
 */
const counterOffer = (closing: string[]) =>
  parseContract(
    [
      "SELLER'S COUNTER PROPOSAL #2",
      '',
      'Date of this Counter-Offer: August 3, 2026',
      '',
      'Seller Margarethe L. Oyelowo counters the offer of Buyer Quentin R. Halvorsen for',
      '418 Tamarack Lane, Sandpoint, ID 83864 as follows; every other term of the offer stands.',
      '',
      'A. The Purchase Price is changed from $412,000.00 to $421,500.00.',
      'B. The inspection period is changed to seven (7) days, starting on the day after',
      '   the Date of Final Acceptance.',
      '',
      'The "Date of Final Acceptance" is the date on which the Counter-Offer signed by Buyer is',
      'delivered to Seller.',
      '',
      '/s/ Margarethe L. Oyelowo        Date: 08/03/2026',
      '/s/ Quentin R. Halvorsen         Date: 08/04/2026',
      '',
      ...closing,
    ].join('\n'),
  );

describe('a counter-offer', () => {
  it('is read as a change to an offer, with the countered price', () => {
    const result = counterOffer([]);
    expect(result.kind).toBe('addendum');
    expect(result.fields.purchasePrice?.value).toBe(421_500);
  });

  it('takes effect when its acceptance is delivered, not on the day it was offered', () => {
    const { fields } = counterOffer([
      'Acceptance received: the Buyer-signed Counter-Offer was delivered to Seller on August 5,',
      '2026 at 10:40 a.m.',
    ]);
    expect(fields.effectiveDate?.value).toBe('2026-08-05');
  });

  it('falls back on the last signature, never on the date it was offered', () => {
    const { fields } = counterOffer([]);
    expect(fields.effectiveDate?.value).toBe('2026-08-04');
  });

  it('counts "N days, starting on the day after" acceptance as N days after it', () => {
    const { deadlines } = counterOffer([
      'Acceptance received: the Buyer-signed Counter-Offer was delivered to Seller on August 5,',
      '2026 at 10:40 a.m.',
    ]);
    expect(deadlines).toContainEqual(
      expect.objectContaining({ days: 7, date: '2026-08-12', name: 'Inspection contingency' }),
    );
  });
});

describe('an amendment', () => {
  const amendment = (title: string, body: string[]) =>
    parseContract(
      [
        title,
        '',
        'Buyer: Ottoline F. Marchetti    Seller: Beaumont K. Adeyemi',
        'Property: 2290 Larkspur Court, Grand Junction, CO 81507',
        'Effective Date of this Amendment: March 9, 2027',
        '',
        ...body,
        '',
        'Every other term of the purchase contract between Buyer and Seller stays as written.',
      ].join('\n'),
    );

  it('is an addendum whatever form of "amend" its title uses', () => {
    for (const title of [
      'AGREEMENT TO AMEND AND EXTEND CONTRACT',
      'Amending Agreement No. 1',
      'CONTRACT AS AMENDED (SECOND ROUND)',
    ])
      expect(amendment(title, ['The closing date is changed to April 16, 2027.']).kind).toBe(
        'addendum',
      );
  });

  it('reports no contingency that a recital only mentions', () => {
    const { fields } = amendment('AGREEMENT TO AMEND CONTRACT', [
      "1. RECITALS. The buyer's inspection turned up a cracked heat exchanger, and the lender's",
      '   appraisal is running late, so the parties agree as follows.',
      '2. The Purchase Price is lowered from $318,000.00 to $311,250.00.',
    ]);
    expect(fields.inspectionContingency).toBeNull();
    expect(fields.appraisalContingency).toBeNull();
    expect(fields.purchasePrice?.value).toBe(311_250);
  });

  it('still reports a contingency it sets a new period for', () => {
    const { fields } = amendment('AGREEMENT TO AMEND CONTRACT', [
      '1. The inspection contingency is extended to twelve (12) days after the Effective Date.',
    ]);
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, days: 12 });
  });

  it('takes the value a strike-and-replace puts in, not the one it strikes', () => {
    const price = (clause: string) =>
      amendment('AGREEMENT TO AMEND CONTRACT', [clause]).fields.purchasePrice?.value;
    expect(
      price('2. Section 2 (Purchase Price): delete "$318,000.00" and insert "$309,900.00".'),
    ).toBe(309_900);
    expect(price('2. Purchase Price: strike $318,000.00 and replace with $309,900.00.')).toBe(
      309_900,
    );
    expect(
      price(
        '2. In the Purchase Price clause, "$318,000.00" is stricken and "$309,900.00" is put in.',
      ),
    ).toBe(309_900);
  });

  it('takes the date of a clause "amended to read" or changed "from … to …"', () => {
    const closing = (clause: string) =>
      amendment('AGREEMENT TO AMEND CONTRACT', [clause]).fields.closingDate?.value;
    expect(
      closing('3. Section 6 is hereby amended to read: "Closing shall be held on May 14, 2027."'),
    ).toBe('2027-05-14');
    expect(closing('3. The closing date is changed from April 30, 2027 to May 14, 2027.')).toBe(
      '2027-05-14',
    );
  });
});
