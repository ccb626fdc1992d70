import type { TProperty, TPropertyHistoryEntry } from '@nestwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { PropertyStatusPage } from './property-status-page';

afterEach(() => vi.unstubAllGlobals());

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
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/properties/p1') return json(200, listing);
      if (call.path === '/api/properties/p1/history') return json(200, { items: [...history] });
      if (call.method === 'POST' && call.path === '/api/properties/p1/status') {
        listing = { ...listing, status: 'off-market' };
        history.unshift(entry('off-market', 'Owner paused the sale'));
        return json(200, listing);
      }
      return undefined;
    });
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
    expect(calls.filter((call) => call.path === '/api/properties/p1')).toHaveLength(1);
  });
});
