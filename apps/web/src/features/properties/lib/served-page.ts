import type { InitialDataStore } from '@/lib/initial-data';
import { seedServedListing, type ServedDispatch } from './served-listing';

/**
 * The browser's way into served-data.ts: a listing's page seeds its listing with no search code
 * loaded; /properties loads the search's half (its code is already loaded with the page by then).
 */
export async function seedServedPage(
  dispatch: ServedDispatch,
  initialData: InitialDataStore,
  url: string,
  viewer: string | null,
): Promise<void> {
  const [pathname = ''] = url.split('?');
  if (pathname === '/properties') {
    const { seedServedData } = await import('./served-data');
    seedServedData(dispatch, initialData, url, viewer);
    return;
  }
  const listing = /^\/properties\/([^/]+)$/.exec(pathname);
  if (listing) seedServedListing(dispatch, initialData, decodeURIComponent(listing[1]!), viewer);
}
