import type { InitialDataStore } from '@/lib/initial-data';
import { firstPages, searchPropertiesCache, type PropertyPage } from '../api/search-properties';
import { INITIAL_SEARCH } from '../hooks/use-property-search';
import { filtersKey, parseFilters, parsePageCount } from './search-filters';
import { seedServedListing, type ServedDispatch as Dispatch } from './served-listing';

/**
 * Puts what the server rendered `url` with (the search's first pages, or a listing) into RTK
 * Query's cache before the first render (upsertQueryEntries: a plain action, in the cache at once), on the server and in the browser alike, so the page
 * renders the served results instead of loading them. `viewer`: the signed-in user's id, or null.
 * The entries stay in the InitialDataStore: the hooks read there whether this first render may skip
 * asking the server (signed out, the served data is the answer). The browser comes here through
 * served-page.ts, so a listing's page loads only served-listing.ts.
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
  if (listing) seedServedListing(dispatch, initialData, decodeURIComponent(listing[1]!), viewer);
}
