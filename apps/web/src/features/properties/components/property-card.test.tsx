import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authReducer } from '@/stores/auth-slice';
import { favoritesReducer } from '@/stores/favorites-slice';
import { interfaceReducer } from '@/stores/interface-slice';
import { formatDay } from '@/lib/dates';
import { PropertyCard, type CardProperty } from './property-card';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const listing: CardProperty = {
  id: 'p1',
  title: 'Sunny <b>Loft</b>',
  price: 2450,
  status: 'for-rent',
  location: {
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: null,
    neighborhood: null,
    latitude: null,
    longitude: null,
  },
  images: [{ url: '/files/properties/p1/images/1_a_front.png' }],
  features: ['pool', 'gym', 'view', 'garage'],
  bedrooms: 2,
  bathrooms: 1.5,
  squareFeet: 900,
  propertyType: 'apartment',
};

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page, from {from}</p>;
}

function renderCard(property = listing, favoriteIds: string[] = [], priority = false) {
  const store = configureStore({
    reducer: combineReducers({
      auth: authReducer,
      interface: interfaceReducer,
      favorites: favoritesReducer,
    }),
    preloadedState: { favorites: { favoriteIds, comparison: [] } },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/properties?city=Austin']}>
        <Routes>
          <Route
            path="/properties"
            element={<PropertyCard property={property} priority={priority} />}
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('PropertyCard', () => {
  it('fetches an above-the-fold card’s picture at once and first', () => {
    renderCard(listing, [], true);
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the spec card: image derivative, badge, title, location, price, 3 features', () => {
    renderCard();
    const card = screen.getByRole('article');
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/files/properties/p1/images/1_a_front.png?w=400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(within(card).getByText('For Rent')).toHaveClass('bg-amber-300');
    // User text is text: the tags are shown, not interpreted.
    expect(within(card).getByRole('link', { name: 'Sunny <b>Loft</b>' })).toHaveAttribute(
      'href',
      '/properties/p1',
    );
    expect(within(card).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(card).getByText('$2,450/mo')).toBeInTheDocument();
    const features = within(card).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pool', 'Gym', 'View']);
  });

  it('shows a placeholder without images and the primary badge for sale', () => {
    renderCard({ ...listing, images: [], status: 'for-sale', price: 1250000 });
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('For Sale')).toHaveClass('bg-teal-700');
    expect(within(card).getByText('$1,250,000')).toBeInTheDocument();
  });

  it('shows the saved state from the store', () => {
    renderCard(listing, ['p1']);
    expect(
      screen.getByRole('button', { name: 'Remove Sunny <b>Loft</b> from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /Save .* to favorites/ }));
    expect(screen.getByText('Login page, from /properties')).toBeInTheDocument();
  });

  it('adds to and removes from the comparison', async () => {
    const store = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Compare Sunny <b>Loft</b>' }));
    expect(store.getState().favorites.comparison.map((p) => p.id)).toEqual(['p1']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Sunny <b>Loft</b> from comparison' }),
    );
    expect(store.getState().favorites.comparison).toEqual([]);
  });

  it('in sold mode shows "Sold for $X" and the day it sold', () => {
    renderCard({
      ...listing,
      status: 'sold',
      price: 640_000,
      soldAt: '2026-07-30T15:00:00.000Z',
    });
    expect(screen.getByTestId('card-price')).toHaveTextContent('Sold for $640,000');
    expect(screen.getByTestId('card-sold-on')).toHaveTextContent(
      `Sold ${formatDay('2026-07-30T15:00:00.000Z')}`,
    );
  });
});
