import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboard, TAgentDashboard, TBuyerDashboard } from '@nestwise/shared';
import { getDashboardSummary } from '@nestwise/shared/operation-routes/get-dashboard-summary';
import { HttpResponse } from 'msw';
import { answer, apiError, on, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { DashboardHomePage } from './dashboard-home-page';

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!;

describe('DashboardHomePage', () => {
  it("shows a buyer's counts and the listings it viewed", async () => {
    const summary: TBuyerDashboard = {
      role: 'buyer',
      savedCount: 4,
      purchasedCount: 1,
      rentedCount: 2,
      recentlyViewed: [aListing({ title: 'Garden cottage', approval: 'approved' })],
    };
    server.use(answer(getDashboardSummary, summary));
    renderSignedIn(<DashboardHomePage />, sessionUser('buyer'));
    const recent = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(recent).getByRole('link', { name: 'Garden cottage' })).toHaveAttribute(
      'href',
      '/properties/p1',
    );
    expect(figure('Saved')).toHaveTextContent('4');
    expect(figure('Purchased')).toHaveTextContent('1');
    expect(figure('Rented')).toHaveTextContent('2');
  });

  it("shows an agent's listings by approval and status and the 30-day views", async () => {
    const summary: TAgentDashboard = {
      role: 'agent',
      listings: {
        total: 12,
        active: 10,
        inactive: 2,
        byApproval: { pending: 3, approved: 8, rejected: 1 },
        byStatus: { 'for-sale': 6, 'for-rent': 3, sold: 2, rented: 1, 'off-market': 0 },
      },
      views: {
        total: 1234,
        perDay: Array.from({ length: 30 }, (_, i) => ({
          date: `2026-11-${String(i + 1).padStart(2, '0')}`,
          views: i === 29 ? 7 : 1,
        })),
      },
    };
    server.use(answer(getDashboardSummary, summary));
    renderSignedIn(<DashboardHomePage />, sessionUser('agent'));
    expect(await screen.findByText('Views over time')).toBeInTheDocument();
    expect(figure('All listings')).toHaveTextContent('12');
    expect(figure('Pending approval')).toHaveTextContent('3');
    expect(figure('Sold')).toHaveTextContent('2');
    expect(figure('Inactive')).toHaveTextContent('2');
    expect(screen.getByText('36 views in the last 30 days · 1,234 in all')).toBeInTheDocument();
  });

  it("shows an admin's queue and users, with the Market data link", async () => {
    const summary: TAdminDashboard = {
      role: 'admin',
      approvals: { pending: 5, approved: 40, rejected: 2 },
      users: {
        total: 9,
        byRole: { buyer: 6, agent: 2, admin: 1 },
        byStatus: { Active: 8, Inactive: 1 },
      },
    };
    server.use(answer(getDashboardSummary, summary));
    renderSignedIn(<DashboardHomePage />, sessionUser('admin'));
    const market = await screen.findByRole('link', { name: /Market data/ });
    expect(market).toHaveAttribute('href', '/dashboard/market-data');
    expect(market).toHaveTextContent('Import recorded sales');
    expect(figure('Pending approvals')).toHaveTextContent('5');
    expect(figure('Agents')).toHaveTextContent('2');
    expect(figure('Inactive')).toHaveTextContent('1');
  });

  it('offers Retry when the figures fail to load', async () => {
    let fail = true;
    server.use(
      on(getDashboardSummary, () =>
        fail
          ? apiError(500, 'internal', 'Internal Server Error')
          : HttpResponse.json({
              role: 'admin',
              approvals: { pending: 0, approved: 0, rejected: 0 },
              users: {
                total: 1,
                byRole: { buyer: 0, agent: 0, admin: 1 },
                byStatus: { Active: 1, Inactive: 0 },
              },
            }),
      ),
    );
    renderSignedIn(<DashboardHomePage />, sessionUser('admin'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your figures');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pending approvals')).toBeInTheDocument();
  });

  it('greets a returning user with “Welcome back” and a new account with “Welcome”', async () => {
    const summary: TBuyerDashboard = {
      role: 'buyer',
      savedCount: 0,
      purchasedCount: 0,
      rentedCount: 0,
      recentlyViewed: [],
    };
    server.use(answer(getDashboardSummary, summary));
    renderSignedIn(<DashboardHomePage />, sessionUser('buyer'), {
      pathname: '/dashboard',
      state: { newAccount: true },
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Nestwise, Sam' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('says “Welcome back” on a later visit', async () => {
    server.use(
      answer(getDashboardSummary, {
        role: 'buyer',
        savedCount: 0,
        purchasedCount: 0,
        rentedCount: 0,
        recentlyViewed: [],
      }),
    );
    renderSignedIn(<DashboardHomePage />, sessionUser('buyer'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam' })).toBeInTheDocument();
  });
});
