import type { InitialDataStore } from '@/lib/initial-data';
import { firstPages, searchPropertiesCache, type PropertyPage } from '../api/search-properties';
import { INITIAL_SEARCH } from '../hooks/use-property-search';
import { filtersKey, parseFilters, parsePageCount } from './search-filters';
import type { ServedDispatch } from './served-listing';

/**
 * /properties: the search's first pages it was rendered with go into RTK Query's cache (see
 * served-data.ts). Apart from the listing's half, so each page loads only its own.
 */
export function seedServedSearch(
  dispatch: ServedDispatch,
  initialData: InitialDataStore,
  url: string,
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
  }
}
