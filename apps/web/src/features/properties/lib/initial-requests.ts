import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { INITIAL_SEARCH, PAGE_SIZE } from '../hooks/use-property-search';
import { INITIAL_LISTING } from './initial-listing';
import { filtersKey, parseFilters, parsePageCount, toApiQuery } from './search-filters';

export { INITIAL_LISTING };

/**
 * The request whose answer /properties?… shows first: the server makes it while rendering the
 * page, so the listings (and their photos) are in the HTML before any of the app's code has run.
 */
export function initialSearchRequest(search: string) {
  const params = new URLSearchParams(search);
  const filters = parseFilters(params);
  const limit = PAGE_SIZE * parsePageCount(params);
  const query = new URLSearchParams({ ...toApiQuery(filters), limit: String(limit) });
  return {
    name: INITIAL_SEARCH,
    key: filtersKey(filters),
    apiPath: `${findProperties.path}?${query}`,
  };
}

/** The same for one listing's page, /properties/{id}. */
export function initialListingRequest(id: string) {
  return {
    name: INITIAL_LISTING,
    key: id,
    apiPath: getProperty.path.replace('{id}', encodeURIComponent(id)),
  };
}
