import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearFavoriteProperties } from '@nestwise/shared/operation-routes/clear-favorite-properties';
import { findFavoriteProperties } from '@nestwise/shared/operation-routes/find-favorite-properties';
import { removeFavoriteProperty } from '@nestwise/shared/operation-routes/remove-favorite-property';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, on, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { SavedPropertiesPage } from './saved-properties-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const cottage = aListing({ id: 'p1', title: 'Garden cottage', approval: 'approved' });
const loft = aListing({ id: 'p2', title: 'City loft', approval: 'approved' });

describe('SavedPropertiesPage', () => {
  it('removes one favorite and keeps the store in step with the server', async () => {
    server.use(
      answer(findFavoriteProperties, { items: [cottage, loft] }),
      on(removeFavoriteProperty, ({ params }) =>
        HttpResponse.json({
          favoriteProperties: ['p1', 'p2'].filter((id) => id !== params.propertyId),
        }),
      ),
    );
    const store = renderSignedIn(<SavedPropertiesPage />, sessionUser('buyer'));
    const list = await screen.findByRole('list', { name: 'Saved properties' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Garden cottage from saved properties' }),
    );
    expect(await screen.findByText('City loft')).toBeInTheDocument();
    expect(screen.queryByText('Garden cottage')).not.toBeInTheDocument();
    expect(requests(removeFavoriteProperty).map((c) => c.path)).toEqual(['/api/me/favorites/p1']);
    expect(store.getState().favorites.favoriteIds).toEqual(['p2']);
  });

  it('clears all only after confirmation, then shows the empty state', async () => {
    let cleared = false;
    server.use(
      on(findFavoriteProperties, () =>
        HttpResponse.json({ items: cleared ? [] : [cottage, loft] }),
      ),
      on(clearFavoriteProperties, () => {
        cleared = true;
        return HttpResponse.json({ favoriteProperties: [] });
      }),
    );
    renderSignedIn(<SavedPropertiesPage />, sessionUser('buyer'));
    await screen.findByRole('list', { name: 'Saved properties' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all saved properties?' });
    expect(dialog).toHaveTextContent('removes all 2 saved properties');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(clearFavoriteProperties)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }),
    );
    expect(await screen.findByText('You have no saved properties.')).toBeInTheDocument();
    expect(requests(clearFavoriteProperties)).toHaveLength(1);
  });
});
