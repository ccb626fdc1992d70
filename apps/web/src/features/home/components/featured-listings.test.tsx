import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListing, json, stubApi, testStore } from '@/test/dashboard-fixtures';
import { FeaturedListings } from './featured-listings';

function renderFeatured() {
  render(
    <Provider store={testStore(null)}>
      <MemoryRouter>
        <FeaturedListings />
      </MemoryRouter>
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
});
