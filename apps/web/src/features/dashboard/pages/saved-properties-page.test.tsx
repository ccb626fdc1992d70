import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { SavedPropertiesPage } from './saved-properties-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const cottage = aListing({ id: 'p1', title: 'Garden cottage', approval: 'approved' });
const loft = aListing({ id: 'p2', title: 'City loft', approval: 'approved' });

describe('SavedPropertiesPage', () => {
  it('removes one favorite and keeps the store in step with the server', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return json(200, { items: [cottage, loft] });
      if (call.method === 'DELETE' && call.path === '/api/me/favorites/p1') {
        return json(200, { favoriteProperties: ['p2'] });
      }
      return undefined;
    });
    const store = renderSignedIn(<SavedPropertiesPage />, sessionUser('buyer'));
    const list = await screen.findByRole('list', { name: 'Saved properties' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Garden cottage from saved properties' }),
    );
    expect(await screen.findByText('City loft')).toBeInTheDocument();
    expect(screen.queryByText('Garden cottage')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(store.getState().favorites.favoriteIds).toEqual(['p2']);
  });

  it('clears all only after confirmation, then shows the empty state', async () => {
    let cleared = false;
    const calls = stubApi((call) => {
      if (call.method === 'GET') return json(200, { items: cleared ? [] : [cottage, loft] });
      if (call.method === 'DELETE' && call.path === '/api/me/favorites') {
        cleared = true;
        return json(200, { favoriteProperties: [] });
      }
      return undefined;
    });
    renderSignedIn(<SavedPropertiesPage />, sessionUser('buyer'));
    await screen.findByRole('list', { name: 'Saved properties' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all saved properties?' });
    expect(dialog).toHaveTextContent('removes all 2 saved properties');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }),
    );
    expect(await screen.findByText('You have no saved properties.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
