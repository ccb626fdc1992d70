import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import { decidePropertyApproval } from '@nestwise/shared/operation-routes/decide-property-approval';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { HttpResponse } from 'msw';
import { answer, apiError, on, requests, server, type ApiAnswer } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PropertyManagementPage } from './property-management-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const pending = aListing({ id: 'p1', title: 'Garden cottage' });

function serveQueue(
  decide: (body: { decision: string; reason?: string }) => ApiAnswer<typeof decidePropertyApproval>,
) {
  server.use(
    answer(findProperties, { items: [pending], nextCursor: null, totalCount: 1 }),
    on(decidePropertyApproval, ({ params, body }) =>
      params.id === 'p1'
        ? decide(body as { decision: string; reason?: string })
        : apiError(404, 'not-found', 'Not found'),
    ),
  );
}

describe('PropertyManagementPage', () => {
  it('lists the pending queue by default', async () => {
    serveQueue(() => apiError(500, 'internal', 'Internal Server Error'));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const queue = await screen.findByRole('list', { name: 'Listings to review' });
    expect(within(queue).getByText('Garden cottage')).toBeInTheDocument();
    expect(requests(findProperties)[0]!.search.get('approval')).toBe('pending');
  });

  it('rejecting asks for a reason, sends it, and takes the listing out of the pending queue', async () => {
    serveQueue((body) =>
      HttpResponse.json({
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
    expect(requests(decidePropertyApproval)[0]?.body).toEqual({
      decision: 'rejected',
      reason: 'Blurry photos',
    });
    expect(await screen.findByText('No listings are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when the rejection fails', async () => {
    serveQueue(() => apiError(403, 'forbidden', 'Not allowed here.'));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Garden cottage' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this listing?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByText('Not allowed here.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason for rejection/)).toHaveValue('Duplicate');
  });

  it('approves without a dialog', async () => {
    serveQueue(() => HttpResponse.json({ ...pending, approval: 'approved' }));
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Garden cottage' }));
    expect(requests(decidePropertyApproval)[0]?.body).toEqual({ decision: 'approved' });
    expect(await screen.findByText('No listings are waiting for review.')).toBeInTheDocument();
  });

  it('says so when the next page fails, and keeps the loaded rows and Load more', async () => {
    server.use(
      on(findProperties, ({ search }) =>
        search.get('startAfter') === null
          ? HttpResponse.json({ items: [pending], nextCursor: 'c1', totalCount: 2 })
          : apiError(500, 'internal', 'Internal Server Error'),
      ),
    );
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const queue = await screen.findByRole('list', { name: 'Listings to review' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more listings. Try again.')).toBeInTheDocument();
    expect(within(queue).getByText('Garden cottage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let fail = true;
    server.use(
      on(findProperties, () =>
        fail
          ? apiError(500, 'internal', 'Internal Server Error')
          : HttpResponse.json({ items: [pending], nextCursor: null, totalCount: 1 }),
      ),
    );
    renderSignedIn(<PropertyManagementPage />, sessionUser('admin'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the listings');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Listings to review' })).toBeInTheDocument();
  });
});
