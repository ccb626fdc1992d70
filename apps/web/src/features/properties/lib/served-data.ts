import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TProperty } from '@nestwise/shared';
import type { InitialDataStore } from '@/lib/initial-data';
import { listingCache } from '@/lib/listings/get-listing';
import { firstPages, searchPropertiesCache, type PropertyPage } from '../api/search-properties';
import { INITIAL_SEARCH } from '../hooks/use-property-search';
import { INITIAL_LISTING } from './initial-requests';
import { filtersKey, parseFilters, parsePageCount } from './search-filters';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * Puts what the server rendered `url` with (the search's first pages, or a listing) into RTK
 * Query's cache before the first render (upsertQueryEntries: a plain action, in the cache at once), on the server and in the browser alike, so the page
 * renders the served results instead of loading them. `viewer`: the signed-in user's id, or null.
 * The entries stay in the InitialDataStore: the hooks read there whether this first render may skip
 * asking the server (signed out, the served data is the answer).
 */
export function seedServedData(
  dispatch: Dispatch,
  initialData: InitialDataStore,
  url: string,
  viewer: string | null,
): void {
  const [pathname = '', search = ''] = url.split('?');
  if (pathname === '/properties') {
    const params = new URLSearchParams(search);
    const key = filtersKey(parseFilters(params));
    const page = initialData.peek<PropertyPage>(INITIAL_SEARCH, key);
    if (!page) return;
    dispatch(
      searchPropertiesCache.upsertQueryEntries([
        {
          endpointName: 'searchProperties',
          arg: key,
          value: { pages: [page], pageParams: [firstPages(parsePageCount(params))] },
        },
      ]),
    );
    return;
  }
  const listing = /^\/properties\/([^/]+)$/.exec(pathname);
  if (!listing) return;
  const id = decodeURIComponent(listing[1]!);
  const property = initialData.peek<TProperty>(INITIAL_LISTING, id);
  if (!property) return;
  dispatch(
    listingCache.upsertQueryEntries([
      { endpointName: 'getListing', arg: { id, viewer }, value: property },
    ]),
  );
}
