import { describe, expect, it } from 'vitest';
import { InitialDataStore } from '@/lib/initial-data';
import { aListing, testStore } from '@/test/dashboard-fixtures';
import { listingEndpoint } from '@/lib/listings/get-listing';
import { PAGE_SIZE, searchPropertiesEndpoint } from '../api/search-properties';
import { INITIAL_SEARCH } from '../hooks/use-property-search';
import { INITIAL_LISTING } from './initial-requests';
import { seedServedData } from './served-data';

const page = { items: [aListing({ id: 'served' })], nextCursor: 'c1', totalCount: 30 };

describe('the data a page was served with, put into the cache', () => {
  it('stores the search of the address as its first pages, asked for as one request', () => {
    const store = testStore(null);
    const served = new InitialDataStore({ [INITIAL_SEARCH]: { key: 'mode=rent', data: page } });
    seedServedData(store.dispatch, served, '/properties?mode=rent&page=2', null);

    const entry = searchPropertiesEndpoint.select('mode=rent')(store.getState());
    expect(entry.data?.pages).toEqual([page]);
    // A reload of the entry asks for both pages again, from the start.
    expect(entry.data?.pageParams).toEqual([{ limit: PAGE_SIZE * 2, startAfter: null }]);
  });

  it('stores a listing for the viewer it is rendered for', () => {
    const store = testStore(null);
    const listing = aListing({ id: 'p 1' });
    const served = new InitialDataStore({ [INITIAL_LISTING]: { key: 'p 1', data: listing } });
    seedServedData(store.dispatch, served, '/properties/p%201', 'buyer-1');

    const state = store.getState();
    expect(listingEndpoint.select({ id: 'p 1', viewer: 'buyer-1' })(state).data).toEqual(listing);
    expect(listingEndpoint.select({ id: 'p 1', viewer: null })(state).data).toBeUndefined();
  });

  it('stores nothing served for another address', () => {
    const store = testStore(null);
    const served = new InitialDataStore({
      [INITIAL_SEARCH]: { key: 'mode=rent', data: page },
      [INITIAL_LISTING]: { key: 'p1', data: aListing() },
    });
    seedServedData(store.dispatch, served, '/properties?mode=buy', null);
    seedServedData(store.dispatch, served, '/properties/p2', null);
    seedServedData(store.dispatch, served, '/about', null);

    expect(Object.keys((store.getState() as { api: { queries: object } }).api.queries)).toEqual([]);
  });
});
