import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InitialDataProvider, InitialDataStore } from '@/lib/initial-data';
import { aListing, json, stubApi, testStore } from '@/test/dashboard-fixtures';
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
  afterEach(() => vi.unstubAllGlobals());

  it('shows the six newest listings as cards linking to their pages', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/properties'
        ? json(200, {
            items: [aListing({ id: 'p1', title: 'Garden cottage' }), { id: 'broken' }],
            nextCursor: null,
            totalCount: 2,
          })
        : undefined,
    );
    renderFeatured();
    expect(screen.getByRole('list', { name: 'Loading listings' })).toBeInTheDocument();

    const card = await screen.findByRole('link', { name: /Garden cottage/ }, { timeout: 10_000 });
    expect(card).toHaveAttribute('href', '/properties/p1');
    // A listing the card cannot show is left out.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(calls[0]?.search.get('limit')).toBe('6');
  });

  it('invites to browse when the listings cannot load', async () => {
    stubApi(() => json(500, { error: { code: 'internal', message: 'Boom' } }));
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
    const calls = stubApi((call) =>
      call.path === '/api/properties'
        ? json(200, { items: [aListing({ id: 'p2', title: 'Loft' })], nextCursor: null })
        : undefined,
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
    expect(calls).toHaveLength(0);

    // A later visit in the app asks the API for the newest cards.
    renderFeatured(served);
    expect(await screen.findByRole('link', { name: /Loft/ }, { timeout: 10_000 })).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});
