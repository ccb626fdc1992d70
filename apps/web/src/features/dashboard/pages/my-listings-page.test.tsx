import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteProperty } from '@nestwise/shared/operation-routes/delete-property';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { setPropertyActive } from '@nestwise/shared/operation-routes/set-property-active';
import { HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { MyListingsPage } from './my-listings-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const rejected = aListing({
  id: 'p1',
  title: 'Garden cottage',
  approval: 'rejected',
  rejectionReason: 'Blurry photos',
  agentId: 'agent-1',
});
const approved = aListing({ id: 'p2', title: 'City loft', approval: 'approved' });

/** The agent's two listings, and the changes a test answers. */
function serve(...changes: HttpHandler[]) {
  server.use(
    answer(findProperties, { items: [rejected, approved], nextCursor: null, totalCount: 2 }),
    ...changes,
  );
}

const row = (title: string) =>
  within(screen.getByRole('list', { name: 'Your listings' })).getByRole('listitem', {
    name: title,
  });

describe('MyListingsPage', () => {
  it("lists the caller's own listings with a rejection's reason and an edit link", async () => {
    serve();
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    expect(requests(findProperties)[0]!.search.get('agentId')).toBe('agent-1');
    expect(row('Garden cottage')).toHaveTextContent('Reason: Blurry photos');
    expect(
      within(row('Garden cottage')).getByRole('link', { name: 'Edit Garden cottage' }),
    ).toHaveAttribute('href', '/edit-property/p1');
  });

  it('deletes after confirmation and reports the files cleaned and left', async () => {
    serve(answer(deleteProperty, { filesCleaned: 3, filesNeedingManualCleanup: 1 }));
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    await userEvent.click(
      within(row('Garden cottage')).getByRole('button', { name: 'Delete Garden cottage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(requests(deleteProperty)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await screen.findByText(
        'Deleted “Garden cottage”. Files cleaned: 3. Files needing manual cleanup: 1.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Garden cottage' })).not.toBeInTheDocument();
    expect(screen.getByText('1 listing')).toBeInTheDocument();
    expect(requests(deleteProperty).map((c) => c.path)).toEqual(['/api/properties/p1']);
  });

  it('shows the refusal in the dialog when the delete fails, and keeps the listing', async () => {
    serve(
      on(deleteProperty, () =>
        apiError(500, 'internal', 'Failed to delete property: Internal Server Error'),
      ),
    );
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    await userEvent.click(
      within(row('City loft')).getByRole('button', { name: 'Delete City loft' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await within(dialog).findByText('Failed to delete property: Internal Server Error'),
    ).toBeInTheDocument();
  });

  it('turns a listing off with the switch', async () => {
    serve(
      on(setPropertyActive, ({ params, body }) =>
        params.id === 'p2'
          ? HttpResponse.json({ ...approved, ...(body as object) })
          : apiError(404, 'not-found', 'Not found'),
      ),
    );
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    const toggle = within(row('City loft')).getByRole('switch', { name: 'Active: City loft' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(requests(setPropertyActive)[0]?.body).toEqual({ isActive: false });
    expect(await within(row('City loft')).findByText('Inactive')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
