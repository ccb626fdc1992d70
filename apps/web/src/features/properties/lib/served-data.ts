import type { InitialDataStore } from '@/lib/initial-data';
import { seedServedListing, type ServedDispatch as Dispatch } from './served-listing';
import { seedServedSearch } from './served-search';

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
  const [pathname = ''] = url.split('?');
  if (pathname === '/properties') seedServedSearch(dispatch, initialData, url);
  const listing = /^\/properties\/([^/]+)$/.exec(pathname);
  if (listing) seedServedListing(dispatch, initialData, decodeURIComponent(listing[1]!), viewer);
}
