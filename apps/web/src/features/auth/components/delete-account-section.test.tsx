import type { TMySubscriptionResponse } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMySubscription } from '@nestwise/shared/operation-routes/get-my-subscription';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/dates';
import { answer, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { DeleteAccountSection } from './delete-account-section';

const withPlan = (cancelAtPeriodEnd: boolean): TMySubscriptionResponse => ({
  planId: 'buyer-pro',
  planName: 'Buyer Pro',
  subscription: {
    id: 's-1',
    planId: 'buyer-pro',
    planName: 'Buyer Pro',
    interval: 'monthly',
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T12:00:00.000Z',
    cancelAtPeriodEnd,
    cancelledAt: null,
  },
  usage: { aiToolRuns: 0, aiToolRunsLimit: 50, activeListings: 0, activeListingsLimit: null },
});

const free: TMySubscriptionResponse = {
  planId: 'free',
  planName: 'Free',
  subscription: null,
  usage: { aiToolRuns: 0, aiToolRunsLimit: 5, activeListings: 0, activeListingsLimit: null },
};

async function openDialog(plan: TMySubscriptionResponse) {
  server.use(answer(getMySubscription, plan));
  renderSignedIn(<DeleteAccountSection />, sessionUser('buyer'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  it('warns what happens to an active paid plan and its billing before deleting', async () => {
    const dialog = await openDialog(withPlan(false));
    const warning = await within(dialog).findByTestId('plan-on-delete');
    expect(warning).toHaveTextContent('Your Buyer Pro plan ends now, with your account');
    expect(warning).toHaveTextContent(
      `it will not renew on ${formatDay('2026-12-01T12:00:00.000Z')}`,
    );
    expect(warning).toHaveTextContent('the rest of this period is not refunded');
    expect(warning).toHaveTextContent('your receipts are deleted too');
  });

  it('says nothing of billing when the account is on the Free plan', async () => {
    const dialog = await openDialog(free);
    expect(within(dialog).getByText(/will be permanently deleted/)).toBeVisible();
    // Give the plan's answer time to arrive: still no billing warning.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByTestId('plan-on-delete')).toBeNull();
  });
});
