import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { TPropertyPin } from '@nestwise/shared';
import { findPropertyPins } from '@nestwise/shared/operation-routes/find-property-pins';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, on, requests, server } from '@/test/api-server';
import { testStore } from '@/test/dashboard-fixtures';
import { EMPTY_FILTERS, type SearchFilters } from '../lib/search-filters';
import { usePropertyPins } from './get-property-pins';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
let store = testStore(null);

const pin = (id: string): TPropertyPin => ({
  id,
  lat: 30.2,
  lng: -97.7,
  price: 450_000,
  status: 'for-sale',
  address: '1 Elm St',
  neighborhood: null,
});

describe('the map’s pins', () => {
  afterEach(() => {
    store = testStore(null);
  });

  it('asks for the pins with the list’s filters once the map loads, and follows a new search', async () => {
    server.use(
      on(findPropertyPins, ({ search }) =>
        HttpResponse.json({
          pins: [pin(search.get('city') ?? 'any')],
          total: 40,
          truncated: false,
        }),
      ),
    );
    const austin: SearchFilters = {
      ...EMPTY_FILTERS,
      city: 'Austin',
      bounds: { south: 30, west: -98, north: 31, east: -97 },
    };
    const { result, rerender } = renderHook(
      ({ filters, enabled }) => usePropertyPins(filters, enabled),
      { initialProps: { filters: austin, enabled: false }, wrapper },
    );
    // Not before the map loads: the list's first paint never waits for the pins.
    expect(result.current.data).toBeNull();
    expect(requests()).toHaveLength(0);

    rerender({ filters: austin, enabled: true });
    await waitFor(() => expect(result.current.data?.pins.map((p) => p.id)).toEqual(['Austin']));
    expect(result.current.data?.total).toBe(40);
    const query = requests(findPropertyPins)[0]!.search;
    expect(query.get('city')).toBe('Austin');
    expect(query.get('bounds')).toBe('30,-98,31,-97');
    expect(query.get('mode')).toBe('buy');
    expect(query.has('limit')).toBe(false);

    // A new search: nothing stale in between (the map keeps drawing the last pins meanwhile).
    rerender({ filters: { ...austin, city: 'Denver' }, enabled: true });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data?.pins.map((p) => p.id)).toEqual(['Denver']));
  });

  it('says when the pins could not load', async () => {
    server.use(on(findPropertyPins, () => apiError(500, 'internal', 'Boom')));
    const { result } = renderHook(() => usePropertyPins(EMPTY_FILTERS, true), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
