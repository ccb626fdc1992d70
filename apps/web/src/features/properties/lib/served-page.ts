import type { InitialDataStore } from '@/lib/initial-data';
import type { ServedDispatch } from './served-listing';

/**
 * The browser's way into served-data.ts's two halves: each page loads only its half, a listing's page none of
 * the search's code and /properties none of the listing's (their code is mostly loaded with the
 * page's own chunk by then).
 */
export async function seedServedPage(
  dispatch: ServedDispatch,
  initialData: InitialDataStore,
  url: string,
  viewer: string | null,
): Promise<void> {
  const [pathname = ''] = url.split('?');
  if (pathname === '/properties') {
    const { seedServedSearch } = await import('./served-search');
    seedServedSearch(dispatch, initialData, url);
    return;
  }
  const listing = /^\/properties\/([^/]+)$/.exec(pathname);
  if (!listing) return;
  const { seedServedListing } = await import('./served-listing');
  seedServedListing(dispatch, initialData, decodeURIComponent(listing[1]!), viewer);
}
