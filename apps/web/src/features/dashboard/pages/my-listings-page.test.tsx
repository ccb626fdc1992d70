import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { MyListingsPage } from './my-listings-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const rejected = aListing({
  id: 'p1',
  title: 'Garden cottage',
  approval: 'rejected',
  rejectionReason: 'Blurry photos',
  agentId: 'agent-1',
});
const approved = aListing({ id: 'p2', title: 'City loft', approval: 'approved' });

function serve(extra: (method: string, path: string, body: unknown) => Response | undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/properties') {
      return json(200, { items: [rejected, approved], nextCursor: null, totalCount: 2 });
    }
    return extra(call.method, call.path, call.body);
  });
}

const row = (title: string) =>
  within(screen.getByRole('list', { name: 'Your listings' })).getByRole('listitem', {
    name: title,
  });

describe('MyListingsPage', () => {
  it("lists the caller's own listings with a rejection's reason and an edit link", async () => {
    const calls = serve(() => undefined);
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    expect(calls[0]!.search.get('agentId')).toBe('agent-1');
    expect(row('Garden cottage')).toHaveTextContent('Reason: Blurry photos');
    expect(
      within(row('Garden cottage')).getByRole('link', { name: 'Edit Garden cottage' }),
    ).toHaveAttribute('href', '/edit-property/p1');
  });

  it('deletes after confirmation and reports the files cleaned and left', async () => {
    const calls = serve((method, path) =>
      method === 'DELETE' && path === '/api/properties/p1'
        ? json(200, { filesCleaned: 3, filesNeedingManualCleanup: 1 })
        : undefined,
    );
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    await userEvent.click(
      within(row('Garden cottage')).getByRole('button', { name: 'Delete Garden cottage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(
      await screen.findByText(
        'Deleted “Garden cottage”. Files cleaned: 3. Files needing manual cleanup: 1.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Garden cottage' })).not.toBeInTheDocument();
    expect(screen.getByText('1 listing')).toBeInTheDocument();
  });

  it('shows the refusal in the dialog when the delete fails, and keeps the listing', async () => {
    serve((method) =>
      method === 'DELETE'
        ? json(500, {
            error: {
              code: 'internal',
              message: 'Failed to delete property: Internal Server Error',
            },
          })
        : undefined,
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
    const calls = serve((method, path, body) =>
      method === 'POST' && path === '/api/properties/p2/active'
        ? json(200, { ...approved, ...(body as object) })
        : undefined,
    );
    renderSignedIn(<MyListingsPage />, sessionUser('agent', 'agent-1'));
    await screen.findByRole('list', { name: 'Your listings' });
    const toggle = within(row('City loft')).getByRole('switch', { name: 'Active: City loft' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ isActive: false });
    expect(await within(row('City loft')).findByText('Inactive')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
