import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0555 (issue #25, ninth blind batch): a form's row of financing options with
 * one checked. Wordings written for this test in other states' styles; none comes from an
 * evaluation document.
 */
const purchase = (lines: string[]) =>
  parseContract(
    [
      'RESIDENTIAL PURCHASE AGREEMENT',
      'Buyer: Nadia Follett   Seller: Osei Brandvold',
      'Purchase Price: $318,000',
      'Effective Date: September 1, 2026',
      ...lines,
    ].join('\n'),
  ).fields;

describe('a row of financing options, one checked', () => {
  it('reads a loan checked in a row that breaks onto a line opening with an empty box (Louisiana style)', () => {
    const fields = purchase([
      '5. FINANCING. [X] FHA loan of 96.5% of the price, [ ] VA, [ ] USDA,',
      '   [ ] cash. Buyer shall apply within 7 days after the Effective Date and shall deliver a loan',
      '   commitment within 30 days after the Effective Date, or either party may cancel.',
    ]);
    expect(fields.financingContingency?.value).toMatchObject({ included: true, days: 30 });
  });

  it('reads a checked loan kind as a financing contingency though only the seller may end it (Arizona style)', () => {
    const fields = purchase([
      '4. BUYER FINANCING.',
      '   [ ] Cash   [X] Conventional   [ ] FHA   [ ] VA',
      '   Loan Approval Deadline: twenty (20) days after the Effective Date. If Buyer does not deliver',
      '   a loan approval letter by then, Seller may cancel by written notice.',
    ]);
    expect(fields.financingContingency?.value).toMatchObject({ included: true, days: 20 });
  });

  it('still reads cash when the cash box is the checked one (near miss)', () => {
    const fields = purchase([
      '5. FINANCING. [ ] FHA loan, [ ] VA, [ ] conventional,',
      '   [X] all cash. Buyer shall show proof of funds within 3 days after the Effective Date.',
    ]);
    expect(fields.financingContingency?.value.included ?? false).toBe(false);
  });

  it("still reads a buyer's loan duty with no loan checked as no contingency (near miss)", () => {
    const fields = purchase([
      'D. LOAN APPROVAL. Buyer shall deliver written loan approval within 21 days after the',
      '   Effective Date. If Buyer does not, Seller may terminate this Agreement.',
    ]);
    expect(fields.financingContingency?.value.included ?? false).toBe(false);
  });
});
