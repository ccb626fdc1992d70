import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { describe, expect, it } from 'vitest';
import { InitialDataProvider, InitialDataStore } from '@/lib/initial-data';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, testStore } from '@/test/dashboard-fixtures';
import { FeaturedListings } from './featured-listings';

function renderFeatured(initialData = new InitialDataStore()) {
  return render(
    <Provider store={testStore(null)}>
      <InitialDataProvider store={initialData}>
        <MemoryRouter>
          <FeaturedListings />
        </MemoryRouter>
      </InitialDataProvider>
    </Provider>,
  );
}

describe('featured listings on the home page', () => {
  it('shows the six newest listings as cards linking to their pages', async () => {
    server.use(
      answer(findProperties, {
        // The second breaks the contract on purpose: the page must survive it.
        items: [aListing({ id: 'p1', title: 'Garden cottage' }), { id: 'broken' } as TProperty],
        nextCursor: null,
        totalCount: 2,
      }),
    );
    renderFeatured();
    expect(screen.getByRole('list', { name: 'Loading listings' })).toBeInTheDocument();

    const card = await screen.findByRole('link', { name: /Garden cottage/ }, { timeout: 10_000 });
    expect(card).toHaveAttribute('href', '/properties/p1');
    // A listing the card cannot show is left out.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(requests(findProperties)[0]?.search.get('limit')).toBe('6');
  });

  it('invites to browse when the listings cannot load', async () => {
    server.use(on(findProperties, () => apiError(500, 'internal', 'Boom')));
    renderFeatured();
    expect(
      await screen.findByText(
        'Featured listings are unavailable right now.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('shows the cards the server rendered the first visit with, without asking again', async () => {
    server.use(
      answer(findProperties, {
        items: [aListing({ id: 'p2', title: 'Loft' })],
        nextCursor: null,
        totalCount: 1,
      }),
    );
    const served = new InitialDataStore({
      featured: { key: '', data: { items: [aListing({ id: 'p1', title: 'Garden cottage' })] } },
    });
    const first = renderFeatured(served);
    expect(screen.getByRole('link', { name: /Garden cottage/ })).toHaveAttribute(
      'href',
      '/properties/p1',
    );
    expect(screen.queryByRole('list', { name: 'Loading listings' })).toBeNull();
    first.unmount();
    expect(requests()).toHaveLength(0);

    // A later visit in the app asks the API for the newest cards.
    renderFeatured(served);
    expect(await screen.findByRole('link', { name: /Loft/ }, { timeout: 10_000 })).toBeVisible();
    expect(requests(findProperties)).toHaveLength(1);
  });
});
