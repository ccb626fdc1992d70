import {
  DEFAULT_LISTING_MODE,
  DEFAULT_PROPERTY_SORT,
  SEARCH_URL_FIELDS,
  readSearchParam,
  writeSearchParam,
  type ListingMode,
  type PropertySort,
  type SearchQueryFields,
  type SearchUrlKey,
  type SearchQueryValues,
  type TLatLng,
  type TMapBounds,
} from '@nestwise/shared';

export { parseAmount } from '@nestwise/shared';

/**
 * The search of /properties, kept in the URL so it can be shared and survives a reload. URL keys are
 * the API's own filter names (GET /api/properties), read and written by the shared codec, which is
 * checked against the table the API's schema is built from (decision 0370), so the home page's search and the
 * assistant can link here with the same words.
 */

/** The URL's keys, in the codec's order: the same search always gives the same address. */
const URL_KEYS = Object.keys(SEARCH_URL_FIELDS) as SearchUrlKey[];

/**
 * The mode (buy by default: issue #17), the sort and the features (all of these) always have a
 * value; the rest are optional, typed by their field's kind.
 */
export type SearchFilters = Omit<
  Pick<SearchQueryValues, SearchUrlKey>,
  'mode' | 'features' | 'sort'
> & {
  mode: ListingMode;
  features: string[];
  sort: PropertySort;
};

type KeyOfKind<Kind> = {
  [K in SearchUrlKey]: SearchQueryFields[K] extends { kind: Kind } ? K : never;
}[SearchUrlKey];
type TextKey = KeyOfKind<'string'>;
type NumberKey = KeyOfKind<'number'>;

export const EMPTY_FILTERS: SearchFilters = {
  mode: DEFAULT_LISTING_MODE,
  features: [],
  sort: DEFAULT_PROPERTY_SORT,
};

/** Links from before the modes said `status=`; they open the matching mode. */
const LEGACY_STATUS_MODE: Record<string, ListingMode> = {
  'for-sale': 'buy',
  'for-rent': 'rent',
  sold: 'sold',
  rented: 'rent',
};

/** URL → filters; unknown keys and invalid values are dropped. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {
    // Links from before the modes said `status=`; a `mode` read below wins.
    mode: LEGACY_STATUS_MODE[params.get('status') ?? ''] ?? DEFAULT_LISTING_MODE,
    features: [],
    sort: DEFAULT_PROPERTY_SORT,
  };
  for (const key of URL_KEYS) {
    const value = readSearchParam(params, key);
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/** The URL's pairs; the default mode and sort are left out. */
function entries(filters: SearchFilters): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const key of URL_KEYS) {
    // The default mode and sort go unsaid; other defaults are empty and write nothing anyway.
    const value = filters[key];
    const text = value === EMPTY_FILTERS[key] ? undefined : writeSearchParam(key, value);
    if (text !== undefined) out.push([key, text]);
  }
  return out;
}

/** Filters → URL; empty values and the default sort are left out. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  return new URLSearchParams(entries(filters));
}

/** Filters → the query of GET /api/properties (the mode always, so buy never shows sold homes). */
export function toApiQuery(filters: SearchFilters): Record<string, string> {
  const query = Object.fromEntries(entries(filters));
  query.mode = filters.mode;
  query.sort = filters.sort;
  return query;
}

/** The most pages a visit restores at once: the API's page limit over the page size. */
export const MAX_RESTORED_PAGES = 8;

/** `page=N`: N pages of results were loaded ("Load more"), so a reload or Back shows them all. */
export function parsePageCount(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_RESTORED_PAGES) : 1;
}

/** The filters' URL with the page count (left out for one page). */
export function toSearchParamsWithPages(filters: SearchFilters, pages: number): URLSearchParams {
  const params = toSearchParams(filters);
  if (pages > 1) params.set('page', String(Math.min(pages, MAX_RESTORED_PAGES)));
  return params;
}

/** One string per distinct search: the results reload when it changes. */
export function filtersKey(filters: SearchFilters): string {
  return toSearchParams(filters).toString();
}

export type FilterKey = TextKey | NumberKey | 'propertyType' | 'features';

/** Removes one filter (a chip's ×); for features, one feature. */
export function withoutFilter(
  filters: SearchFilters,
  key: FilterKey,
  feature?: string,
): SearchFilters {
  if (key === 'features') {
    return { ...filters, features: filters.features.filter((f) => f !== feature) };
  }
  const next = { ...filters };
  delete next[key];
  return next;
}

/** Keys the filter bar does not count: the order, the mode, and the map's area (the map shows it). */
const UNCOUNTED = new Set(['sort', 'mode', 'features', 'bounds', 'polygon']);

/** How many filters narrow the search (the sort and the map's area do not count). */
export function countActiveFilters(filters: SearchFilters): number {
  return entries(filters).filter(([key]) => !UNCOUNTED.has(key)).length + filters.features.length;
}

/** The search without its map area: the map fits itself to results when this changes. */
export function withoutArea(filters: SearchFilters): SearchFilters {
  const { bounds: _bounds, polygon: _polygon, ...rest } = filters;
  return rest;
}

/** The search of a map area: the visible bounds or a drawn polygon, one at a time. */
export function withArea(
  filters: SearchFilters,
  area: { bounds: TMapBounds } | { polygon: TLatLng[] } | null,
): SearchFilters {
  return { ...withoutArea(filters), ...area };
}

const PLACE_KEYS = ['location', 'city', 'state', 'zip', 'neighborhood'] as const;

/** Whether a change of the filters names another place (the location box's choice or text). */
export function placeChanged(before: SearchFilters, after: SearchFilters): boolean {
  return PLACE_KEYS.some((key) => (before[key] ?? '') !== (after[key] ?? ''));
}
