import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';
import { normalizeContractText } from './normalize-text';

/**
 * Forms filled in on their blank lines (issue #25): the underscores left around a typed value
 * mark the blank, not the value. Wordings written for this test, none from the evaluation
 * documents.
 */
describe('underscores around a filled-in value', () => {
  it('read as spaces, and as nothing before a comma or a closing bracket', () => {
    const { text } = normalizeContractText(
      'Price: $__289,000.00__ paid within __5__ (or ______) days; dated the __2nd__ day of __March__, 2026.',
    );
    expect(text).toBe(
      'Price: $ 289,000.00 paid within 5 (or ______) days; dated the 2nd day of March, 2026.',
    );
  });

  it('leave an empty blank, a signature line and a single underscore alone', () => {
    const { text } = normalizeContractText(
      'Inspection within 10 (or ____) days.\nBuyer: ____________________ Date: ________\nE-mail: dana_holt@example.com',
    );
    expect(text).toContain('(or ____)');
    expect(text).toContain('Buyer: ____________________ Date: ________');
    expect(text).toContain('dana_holt@example.com');
  });

  it('give the parties, price, deadlines and closing of a numbered form filled in by hand', () => {
    const result = parseContract(
      [
        'CONTRACT FOR THE SALE OF REAL ESTATE',
        '',
        '1. BUYER(S): __Priya N. Raman and Tomas E. Raman______________ ("Buyer")',
        '2. SELLER(S): __Edgar L. Fisk____________________ ("Seller")',
        '3. PRICE. The purchase price is $__318,400.00__ payable at closing.',
        '4. DEPOSIT. Buyer shall deposit $__5,000.00__ within __2__ days of the Effective Date.',
        '5. INSPECTION. Buyer may inspect within 10 (or __12__) days of the Effective Date.',
        '6. CLOSING. Closing shall occur on or before __August 3, 2026__.',
        '',
        'Seller accepts this offer on the __9th__ day of __June__, 2026 (the date of acceptance).',
      ].join('\n'),
    );
    expect(result.fields.buyer!.value).toEqual(['Priya N. Raman', 'Tomas E. Raman']);
    expect(result.fields.seller!.value).toEqual(['Edgar L. Fisk']);
    expect(result.fields.purchasePrice!.value).toBe(318_400);
    expect(result.fields.closingDate!.value).toBe('2026-08-03');
    expect(result.fields.effectiveDate!.value).toBe('2026-06-09');
    expect(result.fields.inspectionPeriod!.value).toMatchObject({ days: 12, endsOn: '2026-06-21' });
    expect(result.fields.earnestMoney!.value).toMatchObject({ amount: 5_000, dueDays: 2 });
  });
});

describe('a date defined in passing as the date of acceptance', () => {
  it('is the effective date, not an earlier date elsewhere in the form', () => {
    const result = parseContract(
      'OFFER TO PURCHASE\nBuyer: Lena Ostrow\nSeller: Karl Ambler\nPurchase Price: $212,000\nSeller disclosure dated April 2, 2026 received.\nAccepted by Seller on May 14, 2026 (the date of mutual acceptance).',
    );
    expect(result.fields.effectiveDate!.value).toBe('2026-05-14');
  });
});
