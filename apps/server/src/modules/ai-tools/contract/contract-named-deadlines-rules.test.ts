import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rule of decision 0785: a condition that ends on a deadline the form names ("by the Loan
 * Objection Deadline") and dates in another place (a list of deadlines with dot leaders, a
 * colon, "… is July 2, 2027"). Wordings written for this test; none comes from an evaluation
 * document.
 */
const offer = (conditions: string[], list: string[]) =>
  parseContract(
    [
      'RESIDENTIAL PURCHASE OFFER',
      'Buyer: Selma K. Varga    Seller: Rupert O. Lind',
      'Property: 77 Juniper Hollow, Orem, Utah 84057',
      'Purchase Price: $512,000.00',
      '',
      ...conditions,
      '',
      ...list,
      '',
      'ACCEPTANCE DATE: March 3, 2027',
    ].join('\n'),
  ).fields;

describe('a condition ending on a named deadline dated elsewhere', () => {
  it('reads dates from a list with dot leaders', () => {
    const fields = offer(
      [
        '6.1 INSPECTION CONDITION. This offer [X] IS [ ] IS NOT conditioned upon inspections. Buyer',
        'may object in writing no later than the Property Review Deadline listed in Section 20(a).',
        '6.2 LOAN CONDITION. This offer [X] IS [ ] IS NOT conditioned upon Buyer obtaining a loan.',
        'Buyer may cancel by written notice delivered before the Loan & Appraisal Deadline.',
      ],
      [
        '20. DEADLINES.',
        '(a) Property Review Deadline ................ 03/17/2027',
        '(b) Loan & Appraisal Deadline ............... 03/31/2027',
        '(c) Settlement Deadline ..................... 04/15/2027',
      ],
    );
    expect(fields.inspectionContingency?.value).toMatchObject({
      included: true,
      days: null,
      deadline: '2027-03-17',
    });
    expect(fields.financingContingency?.value).toMatchObject({
      included: true,
      days: null,
      deadline: '2027-03-31',
    });
  });

  it('reads a date given after a colon or in a sentence', () => {
    const fields = offer(
      [
        'INSPECTION. This offer is contingent upon a home inspection. Buyer may cancel by the Buyer',
        'Objection Deadline set out below.',
      ],
      ['The Buyer Objection Deadline is March 20, 2027.'],
    );
    expect(fields.inspectionContingency?.value).toMatchObject({ deadline: '2027-03-20' });
    const colon = offer(
      [
        'INSPECTION. This offer is contingent upon a home inspection. Buyer may cancel by the Buyer',
        'Objection Deadline set out below.',
      ],
      ['Buyer Objection Deadline: 03/22/2027'],
    );
    expect(colon.inspectionContingency?.value).toMatchObject({ deadline: '2027-03-22' });
  });

  it('leaves the deadline out when the name is given no date', () => {
    const fields = offer(
      [
        'INSPECTION. This offer is contingent upon a home inspection. Buyer may cancel by the Buyer',
        'Objection Deadline agreed in writing by the parties.',
      ],
      ['Settlement Deadline: 04/15/2027'],
    );
    expect(fields.inspectionContingency?.value).toMatchObject({ included: true, deadline: null });
  });
});
