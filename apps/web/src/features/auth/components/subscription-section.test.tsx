import type { TMySubscriptionResponse } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelSubscription } from '@nestwise/shared/operation-routes/cancel-subscription';
import { getMySubscription } from '@nestwise/shared/operation-routes/get-my-subscription';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { SubscriptionSection } from './subscription-section';
import { formatDay } from '@/lib/dates';

const subscribed = (cancelAtPeriodEnd: boolean): TMySubscriptionResponse => ({
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
    cancelledAt: cancelAtPeriodEnd ? '2026-11-21T00:00:00.000Z' : null,
  },
  usage: { aiToolRuns: 3, aiToolRunsLimit: 50, activeListings: 0, activeListingsLimit: null },
});

describe('SubscriptionSection', () => {
  it('cancels after confirmation and then shows the plan as cancelled until the period ends', async () => {
    let cancelled = false;
    server.use(
      on(getMySubscription, () => HttpResponse.json(subscribed(cancelled))),
      on(cancelSubscription, () => {
        cancelled = true;
        return HttpResponse.json(subscribed(true).subscription!);
      }),
    );
    renderSignedIn(<SubscriptionSection />, sessionUser('buyer'));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Buyer Pro');
    expect(screen.getByText(/Billed monthly/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(`stays active until ${formatDay('2026-12-01T12:00:00.000Z')}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(requests(getMySubscription)).toHaveLength(2);
  });

  it("shows the server's refusal and keeps the plan as it was", async () => {
    server.use(
      answer(getMySubscription, subscribed(false)),
      on(cancelSubscription, () => apiError(409, 'conflict', 'Nothing to cancel')),
    );
    renderSignedIn(<SubscriptionSection />, sessionUser('buyer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Nothing to cancel')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
  });
});
