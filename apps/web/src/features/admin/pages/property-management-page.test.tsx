import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import { aListing, json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { PropertyManagementPage } from './property-management-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const pending = aListing({ id: 'p1', title: 'Garden cottage' });

function serveQueue(decide: (body: { decision: string; reason?: string }) => Response) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/properties') {
      return json(200, { items: [pending], nextCursor: null, totalCount: 1 });
    }
    if (call.method === 'POST' && call.path === '/api/properties/p1/approval') {
      return decide(call.body as { decision: string; reason?: string });
    }
    return undefined;
  });
}

describe('PropertyManagementPage', () => {
  it('lists the pending queue by default', async () => {
    const calls = serveQueue(() => json(500, {}));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const queue = await screen.findByRole('list', { name: 'Listings to review' });
    expect(within(queue).getByText('Garden cottage')).toBeInTheDocument();
    expect(calls[0]!.search.get('approval')).toBe('pending');
  });

  it('rejecting asks for a reason, sends it, and takes the listing out of the pending queue', async () => {
    const calls = serveQueue((body) =>
      json(200, {
        ...pending,
        approval: 'rejected',
        rejectionReason: body.reason ?? null,
      } satisfies TProperty),
    );
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Garden cottage' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this listing?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject listing' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Blurry photos');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'rejected',
      reason: 'Blurry photos',
    });
    expect(await screen.findByText('No listings are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the rejection fails', async () => {
    serveQueue(() => json(403, { error: { code: 'forbidden', message: 'Not allowed here.' } }));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Garden cottage' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this listing?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByText('Not allowed here.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason for rejection/)).toHaveValue('Duplicate');
  });

  it('approves without a dialog', async () => {
    const calls = serveQueue(() => json(200, { ...pending, approval: 'approved' }));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Garden cottage' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approved' });
    expect(await screen.findByText('No listings are waiting for review.')).toBeInTheDocument();
  });

  it('says so when the next page fails, and keeps the loaded rows and Load more', async () => {
    stubApi((call) => {
      if (call.path !== '/api/properties') return undefined;
      if (call.search.get('startAfter') === null) {
        return json(200, { items: [pending], nextCursor: 'c1', totalCount: 2 });
      }
      return json(500, { error: { code: 'internal', message: 'Internal Server Error' } });
    });
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const queue = await screen.findByRole('list', { name: 'Listings to review' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more listings. Try again.')).toBeInTheDocument();
    expect(within(queue).getByText('Garden cottage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let fail = true;
    stubApi((call) => {
      if (call.path !== '/api/properties') return undefined;
      if (fail) return json(500, { error: { code: 'internal', message: 'Internal Server Error' } });
      return json(200, { items: [pending], nextCursor: null, totalCount: 1 });
    });
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the listings');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Listings to review' })).toBeInTheDocument();
  });
});
