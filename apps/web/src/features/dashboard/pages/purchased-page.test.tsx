import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPurchase } from '@nestwise/shared/operation-routes/confirm-purchase';
import { declinePurchase } from '@nestwise/shared/operation-routes/decline-purchase';
import { findPendingPurchases } from '@nestwise/shared/operation-routes/find-pending-purchases';
import { findPurchasedProperties } from '@nestwise/shared/operation-routes/find-purchased-properties';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PurchasedPage } from './purchased-page';

const cottage = aListing({
  id: 'p1',
  title: 'Garden cottage',
  approval: 'approved',
  status: 'sold',
  soldAt: '2026-11-20T10:00:00.000Z',
});

describe('PurchasedPage', () => {
  it('lists a deal awaiting the buyer apart from purchases, and confirming moves it over', async () => {
    let confirmed = false;
    server.use(
      on(findPendingPurchases, () => HttpResponse.json({ items: confirmed ? [] : [cottage] })),
      on(findPurchasedProperties, () => HttpResponse.json({ items: confirmed ? [cottage] : [] })),
      on(confirmPurchase, () => {
        confirmed = true;
        return HttpResponse.json({ ...cottage, buyerId: 'buyer-1' });
      }),
    );
    renderSignedIn(<PurchasedPage />, sessionUser('buyer'));
    const waiting = await screen.findByRole('list', { name: 'Purchases to confirm' });
    expect(within(waiting).getByText('Garden cottage')).toBeInTheDocument();
    expect(screen.getByText('You have not bought a property yet.')).toBeInTheDocument();

    await userEvent.click(
      within(waiting).getByRole('button', { name: 'Confirm purchase of Garden cottage' }),
    );
    const bought = await screen.findByRole('list', { name: 'Purchased properties' });
    expect(within(bought).getByText('Garden cottage')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Purchases to confirm' })).not.toBeInTheDocument();
    expect(requests(confirmPurchase).map((call) => call.path)).toEqual([
      '/api/me/purchases/p1/confirm',
    ]);
  });

  it('declines a deal without it ever showing as purchased, and shows a refusal', async () => {
    const refusal = () =>
      apiError(404, 'not-found', 'No purchase of this property is waiting for your confirmation');
    server.use(
      answer(findPendingPurchases, { items: [cottage] }),
      answer(findPurchasedProperties, { items: [] }),
      on(confirmPurchase, refusal),
      on(declinePurchase, refusal),
    );
    renderSignedIn(<PurchasedPage />, sessionUser('buyer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Garden cottage' }));
    expect(
      await screen.findByText('No purchase of this property is waiting for your confirmation'),
    ).toBeInTheDocument();
    expect(requests().find((call) => call.method === 'POST')?.path).toBe(
      '/api/me/purchases/p1/decline',
    );
    expect(screen.queryByRole('list', { name: 'Purchased properties' })).not.toBeInTheDocument();
  });
});
