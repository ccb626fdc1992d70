import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { PurchasedPage } from './purchased-page';

afterEach(() => vi.unstubAllGlobals());

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
    const calls = stubApi((call) => {
      if (call.path === '/api/me/purchases/pending') {
        return json(200, { items: confirmed ? [] : [cottage] });
      }
      if (call.path === '/api/me/purchased')
        return json(200, { items: confirmed ? [cottage] : [] });
      if (call.method === 'POST' && call.path === '/api/me/purchases/p1/confirm') {
        confirmed = true;
        return json(200, { ...cottage, buyerId: 'buyer-1' });
      }
      return undefined;
    });
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
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/me/purchases/p1/confirm',
    ]);
  });

  it('declines a deal without it ever showing as purchased, and shows a refusal', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/me/purchases/pending') return json(200, { items: [cottage] });
      if (call.path === '/api/me/purchased') return json(200, { items: [] });
      if (call.method === 'POST') {
        return json(404, {
          error: {
            code: 'not-found',
            message: 'No purchase of this property is waiting for your confirmation',
          },
        });
      }
      return undefined;
    });
    renderSignedIn(<PurchasedPage />, sessionUser('buyer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Garden cottage' }));
    expect(
      await screen.findByText('No purchase of this property is waiting for your confirmation'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/me/purchases/p1/decline');
    expect(screen.queryByRole('list', { name: 'Purchased properties' })).not.toBeInTheDocument();
  });
});
