import { describe, expect, it } from 'vitest';
import { parseContract } from './contract-parser';

/**
 * Rules of decision 0530 (issue #25, eighth blind batch) for a lease's summary rows: a pets row
 * answered after dot leaders, and a grace period written as "N-day grace period". Wordings
 * written for this test; none comes from an evaluation document.
 */
const lease = (rows: string[]) =>
  parseContract(
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'Landlord: Quentin Harrow',
      'Tenant: Beatrix Solano',
      'Premises: 402 Fennel Street, Boise, ID 83702',
      ...rows,
    ].join('\n'),
  ).fields;

describe('a pets row answered after dot leaders', () => {
  it('reads "Animals .......... prohibited" as no pets', () => {
    const fields = lease(['Rent ........ $1,150.00 per month', 'Animals .......... prohibited']);
    expect(fields.petsPolicy?.value.allowed).toBe(false);
  });

  it('reads "Pet ...... None" as no pets, in any case', () => {
    const fields = lease(['Monthly rent: $980', 'PET ...... NONE']);
    expect(fields.petsPolicy?.value.allowed).toBe(false);
  });

  it('still reads a pets row that allows one as allowed', () => {
    // near miss: leaders before an answer that permits a pet
    const fields = lease(['Monthly rent: $980', 'Pets ........ One cat is permitted']);
    expect(fields.petsPolicy?.value.allowed).toBe(true);
  });
});

describe('a grace period written as "N-day grace"', () => {
  it('reads "a five-day grace period" beside a late fee', () => {
    const fields = lease([
      'Rent: $1,200 per month',
      'Late fee: $60.00, charged after a five-day grace period.',
    ]);
    expect(fields.lateFee?.value).toEqual({ amount: 60, graceDays: 5 });
  });

  it('reads "(10-day grace)" in a summary row', () => {
    const fields = lease(['Rent: $1,200 per month', 'Late charge ...... $45 (10-day grace)']);
    expect(fields.lateFee?.value).toEqual({ amount: 45, graceDays: 10 });
  });

  it('does not take a hyphened notice period for the grace period', () => {
    // near miss: "3-day notice" is a notice, not a grace period
    const fields = lease([
      'Rent: $1,200 per month',
      'Late fee: $40.00. Landlord may serve a 3-day notice to pay or quit.',
    ]);
    expect(fields.lateFee?.value).toEqual({ amount: 40, graceDays: null });
  });
});
