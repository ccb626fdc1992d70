import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0559 (issue #25, ninth blind batch): a lease whose summary rows point to the
 * clauses and schedules that give the terms: rent by a schedule, the term's own date rows over a
 * schedule's first year, the late charge's grace period in the clause that sets it out, and a ZIP
 * that wraps onto the next line. Wordings written for this test in other states' styles; none
 * comes from an evaluation document.
 */
const massachusetts = [
  'COMMERCIAL LEASE (MASSACHUSETTS)',
  'This Lease is made between Harborview Holdings LLC ("Landlord") and Pinecrest Books, Inc. ("Tenant").',
  '',
  'SECTION 1. SUMMARY',
  '  A. Premises ............ 77 Elm Street, Unit B, Worcester, MA',
  '                           01609-2280 (street level)',
  '  B. Term Commencement Date ... June 1, 2026',
  '  C. Lease Expiration Date .... May 31, 2031',
  '  D. Annual Base Rent ......... As set out in the schedule below',
  '',
  '     Year   Months                       Monthly       Yearly',
  '     1      06/01/2026 - 05/31/2027      $4,200.00     $50,400.00',
  '     2      06/01/2027 - 05/31/2028      $4,326.00     $51,912.00',
  '',
  '  E. Late Charge ........ $200.00 (Section 6)',
  '',
  'SECTION 6. LATE CHARGE. If Rent is not paid within seven (7) days after it is due, Tenant shall',
  'pay a late charge of $200.00.',
].join('\n');

const texas = [
  'RESIDENTIAL LEASE (TEXAS)',
  'Landlord: Bluebonnet Rentals LP',
  'Tenant: Marisol Etxeberria',
  'Property: 2310 Mesquite Bend Drive, Austin, TX',
  '78745',
  'Lease Start Date: August 1, 2026',
  'Lease End Date: July 31, 2028',
  'Rent: see the rent schedule below.',
  '  Period                        Per month     Per year',
  '  08/01/2026 - 07/31/2027       $1,850.00     $22,200.00',
  '  08/01/2027 - 07/31/2028       $1,900.00     $22,800.00',
  'Late fee: $95.00, see paragraph 9.',
  '9. LATE FEES. A late fee of $95.00 is charged if rent is not received within 3 days after the',
  'day it is due.',
].join('\n');

describe('a lease whose summary points to its schedules and clauses', () => {
  for (const [style, text, expected] of [
    [
      'Massachusetts commercial',
      massachusetts,
      {
        rent: 4200,
        start: '2026-06-01',
        end: '2031-05-31',
        grace: 7,
        address: '77 Elm Street, Unit B, Worcester, MA 01609-2280',
      },
    ],
    [
      'Texas residential',
      texas,
      {
        rent: 1850,
        start: '2026-08-01',
        end: '2028-07-31',
        grace: 3,
        address: '2310 Mesquite Bend Drive, Austin, TX 78745',
      },
    ],
  ] as const) {
    it(`reads the ${style} lease's rent, term, late charge and address`, () => {
      const { fields } = parseContract(text);
      expect(fields.monthlyRent?.value).toBe(expected.rent);
      expect(fields.leaseStart?.value).toBe(expected.start);
      expect(fields.leaseEnd?.value).toBe(expected.end);
      expect(fields.lateFee?.value).toEqual({
        amount: expected.rent === 4200 ? 200 : 95,
        graceDays: expected.grace,
      });
      expect(fields.propertyAddress?.value).toBe(expected.address);
    });
  }

  it('keeps a range that speaks of the term over date rows (near miss)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Landlord: Bluebonnet Rentals LP   Tenant: Marisol Etxeberria',
        'The term of this lease is from August 1, 2026 to July 31, 2027.',
        'Start date of utilities service: July 28, 2026',
        'End date of the move-in inspection window: August 20, 2026',
        'Monthly rent of $1,850.00.',
      ].join('\n'),
    );
    expect(fields.leaseEnd?.value).toBe('2027-07-31');
  });

  it('does not read a schedule when the rent is stated (near miss)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE',
        'Landlord: Bluebonnet Rentals LP   Tenant: Marisol Etxeberria',
        'Monthly rent of $1,850.00, due on the 1st.',
        'Pet schedule: one cat.',
        '  Fees         $40.00    $480.00',
      ].join('\n'),
    );
    expect(fields.monthlyRent?.value).toBe(1850);
  });
});
