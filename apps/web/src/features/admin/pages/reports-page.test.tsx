import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TReports } from '@nestwise/shared';
import { getDashboardReports } from '@nestwise/shared/operation-routes/get-dashboard-reports';
import { HttpResponse } from 'msw';
import { on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { ReportsPage } from './reports-page';

beforeAll(() => {
  // recharts' ResponsiveContainer measures its box.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const point = (period: string, values: Partial<TReports['points'][number]> = {}) => ({
  period,
  listings: 0,
  approved: 0,
  rejected: 0,
  users: 0,
  revenue: 0,
  ...values,
});

describe('ReportsPage', () => {
  it('charts each report with its total and a data table, weekly then monthly', async () => {
    server.use(
      on(getDashboardReports, ({ search }) =>
        HttpResponse.json({
          interval: search.get('interval') === 'month' ? 'month' : 'week',
          currency: 'usd',
          points:
            search.get('interval') === 'month'
              ? [point('2026-10-01', { listings: 9 }), point('2026-11-01', { listings: 4 })]
              : [
                  point('2026-11-09', { listings: 2, approved: 1, users: 3, revenue: 1900 }),
                  point('2026-11-16', { listings: 5, approved: 2, rejected: 1, revenue: 4900 }),
                ],
        } satisfies TReports),
      ),
    );
    renderSignedIn(<ReportsPage />, sessionUser('admin'), '/dashboard/reports');

    const listings = await screen.findByRole('region', { name: 'Listings added' });
    expect(listings).toHaveTextContent('7 in 2 weeks');
    const decisions = screen.getByRole('region', { name: 'Approval decisions' });
    expect(decisions).toHaveTextContent('4 in 2 weeks');
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue).toHaveTextContent('$68 in 2 weeks');
    const table = within(decisions).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows[2]).toHaveTextContent('Nov 16' + '2' + '1');
    expect(requests().map((call) => call.path)).toEqual(['/api/dashboard/reports']);
    expect(requests()[0]!.search.get('interval')).toBe('week');

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(await screen.findByText('13', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Listings added' })).toHaveTextContent(
      '13 in 2 months',
    );
    expect(requests(getDashboardReports).at(-1)!.search.get('interval')).toBe('month');
  });
});
