import { render, screen, within } from '@testing-library/react';
import {
  CONTRACT_FIELDS,
  NOT_A_CONTRACT_NOTICE,
  ZContractParseResponseSchema,
  type TContractParseResponse,
} from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { ContractResult } from './contract-result';

const TEXT = `RESIDENTIAL LEASE AGREEMENT
Landlord: Victor Alvarez
Tenant(s): Hannah Pierce, Marcus Pierce
Rent. Tenant agrees to pay rent in the amount of $3,100 per month.
Term. This Lease shall commence on March 1, 2025 for a term of one (1) year.
Effective Date: February 10, 2025. Tenant shall sign the move-in checklist within three (3) business days after the Effective Date.`;

const span = (excerpt: string) => {
  const start = TEXT.indexOf(excerpt);
  return { start, end: start + excerpt.length, excerpt };
};
const empty = Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, null]));

/** A lease as the server answers it (checked against the shared response schema). */
const LEASE: TContractParseResponse = ZContractParseResponseSchema.parse({
  kind: 'lease',
  notice: null,
  fields: {
    ...empty,
    landlord: {
      value: ['Victor Alvarez'],
      display: 'Victor Alvarez',
      source: span('Landlord: Victor Alvarez'),
    },
    tenant: {
      value: ['Hannah Pierce', 'Marcus Pierce'],
      display: 'Hannah Pierce; Marcus Pierce',
      source: span('Tenant(s): Hannah Pierce, Marcus Pierce'),
    },
    monthlyRent: {
      value: 3100,
      display: '$3,100 a month',
      source: span('rent in the amount of $3,100'),
    },
    leaseStart: {
      value: '2025-03-01',
      display: '2025-03-01',
      source: span('commence on March 1, 2025'),
    },
    leaseEnd: { value: '2026-02-28', display: '2026-02-28', source: span('one (1) year') },
    effectiveDate: {
      value: '2025-02-10',
      display: '2025-02-10',
      source: span('Effective Date: February 10, 2025'),
    },
  },
  deadlines: [
    {
      name: 'Possession',
      days: 3,
      businessDays: true,
      from: 'effectiveDate',
      anchorDate: '2025-02-10',
      date: '2025-02-13',
      source: span('three (3) business days after the Effective Date'),
    },
  ],
  notFound: ['propertyAddress', 'leaseTerm', 'securityDeposit', 'lateFee', 'petsPolicy'],
  assumptions: [],
});

describe('ContractResult', () => {
  it('shows a lease: its kind, each tenant, the rent and the lease dates on the timeline', () => {
    render(<ContractResult result={LEASE} text={TEXT} />);
    expect(screen.getByTestId('contract-kind')).toHaveTextContent('Lease');
    expect(screen.getByRole('heading', { name: 'Extracted terms (6 of 11)' })).toBeVisible();
    const tenants = within(screen.getByTestId('contract-tenant')).getAllByRole('listitem');
    expect(tenants.map((item) => item.textContent)).toEqual(['Hannah Pierce', 'Marcus Pierce']);
    expect(screen.getByTestId('contract-monthlyRent')).toHaveTextContent('$3,100 a month');
    // Dates read as people write them, not as the parser's ISO value.
    expect(screen.getByTestId('contract-effectiveDate')).toHaveTextContent('Feb 10, 2025');
    expect(screen.getByTestId('contract-leaseStart')).toHaveTextContent('Mar 1, 2025');
    expect(screen.queryByText('2025-03-01')).toBeNull();
    expect(screen.queryByText('Purchase price')).toBeNull();
    // Each lease date is a term and a point on the timeline.
    expect(screen.getAllByText('Lease starts')).toHaveLength(2);
    expect(screen.getAllByText('Lease ends')).toHaveLength(2);
    // The deadline says what it was counted from, and the date that resolved to.
    expect(
      screen.getByText(/3 business days after the effective date \(Feb 10, 2025\)/),
    ).toBeVisible();
    expect(screen.getByText('Feb 13, 2025')).toBeVisible();
    expect(screen.getByText('Security deposit')).toBeVisible(); // listed as not found
  });

  it('says plainly when the text is not a contract, with no terms', () => {
    render(
      <ContractResult
        result={ZContractParseResponseSchema.parse({
          kind: 'not-a-contract',
          notice: NOT_A_CONTRACT_NOTICE,
          fields: empty,
          deadlines: [],
          notFound: [],
          assumptions: [],
        })}
        text="Preheat the oven to 425 degrees and bake for 45 minutes."
      />,
    );
    expect(screen.getByTestId('contract-notice')).toHaveTextContent(
      'This does not look like a real-estate contract.',
    );
    expect(screen.queryByText(/Extracted terms/)).toBeNull();
  });
});
