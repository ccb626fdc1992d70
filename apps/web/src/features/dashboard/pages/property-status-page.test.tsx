import type { TProperty, TPropertyHistoryEntry } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePropertyStatus } from '@nestwise/shared/operation-routes/change-property-status';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { getPropertyHistory } from '@nestwise/shared/operation-routes/get-property-history';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PropertyStatusPage } from './property-status-page';

const entry = (newStatus: string, reason: string): TPropertyHistoryEntry => ({
  id: `h-${newStatus}`,
  propertyId: 'p1',
  kind: 'status',
  oldStatus: 'for-sale',
  newStatus,
  reason,
  adminId: 'agent-1',
  timestamp: '2026-11-21T10:00:00.000Z',
});

describe('PropertyStatusPage', () => {
  it('shows the changed status at once and its history entry without reloading the listing', async () => {
    let listing: TProperty = aListing({ id: 'p1', status: 'for-sale', approval: 'approved' });
    const history: TPropertyHistoryEntry[] = [];
    server.use(
      on(getProperty, () => HttpResponse.json(listing)),
      on(getPropertyHistory, () => HttpResponse.json({ items: [...history] })),
      on(changePropertyStatus, () => {
        listing = { ...listing, status: 'off-market' };
        history.unshift(entry('off-market', 'Owner paused the sale'));
        return HttpResponse.json(listing);
      }),
    );
    renderSignedIn(<PropertyStatusPage />, sessionUser('agent', 'agent-1'), {
      pathname: '/dashboard/property-status',
      search: '?id=p1',
    });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('Current status:')).toHaveTextContent('For Sale');

    await userEvent.selectOptions(screen.getByLabelText('New status'), 'off-market');
    await userEvent.type(screen.getByLabelText('Reason'), 'Owner paused the sale');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(await screen.findByText('Status changed to Off Market.')).toBeInTheDocument();
    expect(screen.getByText('Current status:')).toHaveTextContent('Off Market');
    const entries = await screen.findByRole('list', { name: 'Status history' });
    expect(within(entries).getByText(/Owner paused the sale/)).toBeInTheDocument();
    // The form starts again from the new status, its reason cleared.
    expect(screen.getByLabelText('New status')).toHaveValue('off-market');
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(requests(getProperty).map((call) => call.path)).toEqual(['/api/properties/p1']);
  });
});
