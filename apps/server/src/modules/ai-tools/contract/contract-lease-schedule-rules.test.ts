import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0555 (issue #25, ninth blind batch): a lease whose summary rows point to the
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
  '78745 (entrance at the side gate)',
  'Lease Start Date: August 1, 2026',
  'Lease End Date: July 31, 2028',
  'Rent: see the rent schedule below.',
  'Pet rent: $35.00 per month.',
  '  Period                        Per month     Per year',
  '  08/01/2026 - 07/31/2027       $1,850.00     $22,200.00',
  '  08/01/2027 - 07/31/2028       $1,900.00     $22,800.00',
  'Late fee: $95.00, see paragraph 9.',
  '9. LATE FEES. A late fee of $95.00 is charged if rent is not received within 3 days after the',
  'day it is due.',
].join('\n');

describe('a lease whose summary points to its schedules and clauses', () => {
  const leases = [
    [
      'Massachusetts commercial',
      massachusetts,
      4200,
      '2031-05-31',
      200,
      7,
      '77 Elm Street, Unit B, Worcester, MA 01609-2280',
    ],
    [
      'Texas residential',
      texas,
      1850,
      '2028-07-31',
      95,
      3,
      '2310 Mesquite Bend Drive, Austin, TX 78745',
    ],
  ] as const;
  for (const [style, text, rent, end, fee, grace, address] of leases) {
    it(`reads the ${style} lease's rent from its schedule's first row`, () => {
      expect(parseContract(text).fields.monthlyRent?.value).toBe(rent);
    });
    it(`reads the ${style} lease's end from its expiration row, not the schedule's first year`, () => {
      expect(parseContract(text).fields.leaseEnd?.value).toBe(end);
    });
    it(`reads the ${style} lease's grace period from the clause the late charge row points to`, () => {
      expect(parseContract(text).fields.lateFee?.value).toEqual({ amount: fee, graceDays: grace });
    });
    it(`reads the ${style} lease's ZIP from the line the address wraps onto`, () => {
      expect(parseContract(text).fields.propertyAddress?.value).toBe(address);
    });
  }

  it('reads a ZIP wrapped onto the row under a dot-leader premises row (Rhode Island style)', () => {
    const { fields } = parseContract(
      [
        'RESIDENTIAL LEASE (RHODE ISLAND)',
        'Landlord: Narragansett Flats LLC   Tenant: Oona Petrakis',
        ' 1.1  Premises ......... 9 Benefit Street, Apt 3, Providence, RI',
        '                         02903-1150 (second floor, rear)',
        ' 1.2  Monthly Rent ..... $1,675.00',
      ].join('\n'),
    );
    expect(fields.propertyAddress?.value).toBe(
      '9 Benefit Street, Apt 3, Providence, RI 02903-1150',
    );
  });

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
