import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * A deadline table whose count cells read "<the day counted from> + N" and whose rows cite
 * sections with "§" (issue #25). Wordings written for this test; none comes from an evaluation
 * document.
 */
describe('a table of "Event | Acceptance + N | Date" rows', () => {
  const { deadlines, fields } = parseContract(
    [
      'CONTRACT TO BUY AND SELL A HOME',
      'Buyer: Soledad P. Amundsen    Seller: Barnaby T. Greaves',
      'Property: 604 Linden Bluff Road, Loveland, CO 80537',
      'Purchase Price: $452,000.00',
      'Acceptance Date: October 5, 2026',
      '',
      '| No. | Sec.  | Event                          | Days           | Deadline       |',
      '| 1   | § 4.2 | Earnest Money Deadline         | Acceptance + 2 | Oct. 7, 2026   |',
      '| 2   | § 5.4 | Loan Approval Deadline         | Acceptance + 30 | Nov. 4, 2026  |',
      '| 3   | § 9.1 | Inspection Termination Deadline | Acceptance + 12 | Oct. 17, 2026 |',
    ].join('\n'),
  );

  it('reads each row whose count from the acceptance gives its date', () => {
    expect(deadlines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ days: 2, date: '2026-10-07' }),
        expect.objectContaining({ days: 30, date: '2026-11-04' }),
        expect.objectContaining({ days: 12, date: '2026-10-17' }),
      ]),
    );
  });

  it('gives the inspection period its row', () => {
    expect(fields.inspectionPeriod?.value).toMatchObject({ days: 12, endsOn: '2026-10-17' });
  });
});
