import type { TProperty, TPublicPropertyHistory } from '@nestwise/shared';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { getPropertyPublicHistory } from '@nestwise/shared/operation-routes/get-property-public-history';
import { describe, expect, it } from 'vitest';
import { answer, requests, server } from '@/test/api-server';
import { testStore } from '@/test/dashboard-fixtures';
import { ListingBuyerSections } from './listing-buyer-sections';

const house = {
  id: 'p-3',
  title: 'Stone cottage',
  status: 'for-sale',
  price: 395_000,
  approval: 'approved',
  isActive: true,
} as unknown as TProperty;

const history: TPublicPropertyHistory = {
  listedAt: '2026-11-01T10:00:00.000Z',
  daysOnMarket: 22,
  events: [
    {
      kind: 'price',
      date: '2026-11-10T10:00:00.000Z',
      oldStatus: null,
      newStatus: null,
      oldPrice: 420_000,
      newPrice: 395_000,
    },
    {
      kind: 'listed',
      date: '2026-11-01T10:00:00.000Z',
      oldStatus: null,
      newStatus: 'for-sale',
      oldPrice: null,
      newPrice: null,
    },
  ],
};

describe('ListingHistory on a listing', () => {
  it('shows the days on market and the price cut from the public history', async () => {
    server.use(answer(getPropertyPublicHistory, history));
    render(
      <Provider store={testStore(null)}>
        <ListingBuyerSections property={house} />
      </Provider>,
    );
    // The section is a lazy chunk: the first import can take a while in jsdom.
    expect(await screen.findByTestId('days-on-market', {}, { timeout: 10_000 })).toHaveTextContent(
      '22 days on Nestwise · listed Nov 1, 2026',
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Price cut: $420,000 → $395,000 (-6.0 %)');
    expect(items[1]).toContain('Listed (For Sale)');
    expect(requests().map((call) => call.path)).toEqual(['/api/properties/p-3/public-history']);
  });

  it('asks for no history for a listing that is not public', () => {
    render(
      <ListingBuyerSections
        property={{ ...house, status: 'for-rent', approval: 'pending' } as TProperty}
      />,
    );
    expect(requests()).toHaveLength(0);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
