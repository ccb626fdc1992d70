import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMySubscriptionResponse } from '@nestwise/shared';
import { getMySubscription } from '@nestwise/shared/operation-routes/get-my-subscription';
import { answer, apiError, on, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { AddPropertyPage } from './add-property-page';

function plan(activeListings: number, activeListingsLimit: number | null): TMySubscriptionResponse {
  return {
    planId: activeListingsLimit === null ? 'brokerage' : 'free',
    planName: activeListingsLimit === null ? 'Brokerage' : 'Free',
    subscription: null,
    usage: { aiToolRuns: 0, aiToolRunsLimit: 10, activeListings, activeListingsLimit },
  };
}

function renderWith(usage: TMySubscriptionResponse | null) {
  server.use(
    usage
      ? answer(getMySubscription, usage)
      : on(getMySubscription, () => apiError(503, 'x', 'down')),
  );
  renderSignedIn(<AddPropertyPage />, sessionUser('agent'), '/add-property');
}

describe('AddPropertyPage and the plan’s listing limit', () => {
  it('tells a Free agent at the limit before the form, with an upgrade link, and shows no form', async () => {
    renderWith(plan(3, 3));
    expect(await screen.findByText(/Your Free plan allows 3 active listings\./)).toBeTruthy();
    const upgrade = screen.getByRole('link', { name: /^Upgrade to / });
    expect(upgrade.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('shows how many slots are used and the form below the limit', async () => {
    renderWith(plan(1, 3));
    expect(await screen.findByText('1 of 3 active listings used on your Free plan.')).toBeTruthy();
    expect(await screen.findByLabelText('Title')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Upgrade to / })).toBeNull();
  });

  it('shows the form with no notice on a plan without a limit', async () => {
    renderWith(plan(40, null));
    expect(await screen.findByLabelText('Title')).toBeTruthy();
    expect(screen.queryByText(/active listings/)).toBeNull();
  });

  it('still shows the form when the plan cannot be read (the server enforces the limit)', async () => {
    renderWith(null);
    expect(await screen.findByLabelText('Title')).toBeTruthy();
  });
});
