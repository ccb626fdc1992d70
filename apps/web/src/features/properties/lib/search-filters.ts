import {
  formatBounds,
  formatPolygon,
  parseBounds,
  parsePolygon,
  type TLatLng,
  type TMapBounds,
  DEFAULT_LISTING_MODE,
  DEFAULT_PROPERTY_SORT,
  LISTING_MODES,
  NUMERIC_SEARCH_FILTERS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type ListingMode,
  type PropertySort,
  type PropertyType,
} from '@nestwise/shared';

/**
 * The search of /properties, kept in the URL so it can be shared and survives a reload. URL keys are
 * the API's own filter names (GET /api/properties), so the home page's search and the assistant can
 * link here with the same words.
 */
export interface SearchFilters {
  /** Buy, rent or sold (issue #17): one status each; buy by default. */
  mode: ListingMode;
  q?: string;
  /** The location box's typed text: the start of a city, "City, ST", ZIP, neighborhood or address. */
  location?: string;
  city?: string;
  state?: string;
  neighborhood?: string;
  /** One ZIP code (a suggestion chosen in the location box). */
  zip?: string;
  propertyType?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  maxBedrooms?: number;
  minBathrooms?: number;
  minSquareFeet?: number;
  maxSquareFeet?: number;
  /** Listings of one agent (the agent card links here). */
  agentId?: string;
  /** All of these. */
  features: string[];
  sort: PropertySort;
  /** The map's area searched with "Search this area" (`bounds=south,west,north,east`). */
  bounds?: TMapBounds;
  /** An area drawn on the map (`polygon=lat lng,…`). */
  polygon?: TLatLng[];
}

export const TEXT_KEYS = [
  'q',
  'location',
  'city',
  'state',
  'zip',
  'neighborhood',
  'agentId',
] as const;
export const NUMBER_KEYS = NUMERIC_SEARCH_FILTERS;
type TextKey = (typeof TEXT_KEYS)[number];
type NumberKey = (typeof NUMBER_KEYS)[number];

/** The URL's order: the same search always gives the same address. */
const ORDER = [
  'mode',
  ...TEXT_KEYS.filter((key) => key !== 'agentId'),
  'propertyType',
  ...NUMBER_KEYS,
  'features',
  'agentId',
  'bounds',
  'polygon',
  'sort',
] as const;

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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A non-negative number, else nothing ("abc", "-5" and "" filter nothing). */
export function parseAmount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

export function splitFeatures(values: string[]): string[] {
  const out = values
    .flatMap((value) => value.split(','))
    .map((feature) => feature.trim())
    .filter(Boolean);
  return [...new Set(out)];
}

/** URL → filters; unknown keys and invalid values are dropped. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {
    mode:
      oneOf(LISTING_MODES, params.get('mode')) ??
      LEGACY_STATUS_MODE[params.get('status') ?? ''] ??
      DEFAULT_LISTING_MODE,
    features: splitFeatures(params.getAll('features')),
    sort: oneOf(PROPERTY_SORTS, params.get('sort')) ?? DEFAULT_PROPERTY_SORT,
  };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of NUMBER_KEYS) {
    const value = parseAmount(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const propertyType = oneOf(PROPERTY_TYPES, params.get('propertyType'));
  if (propertyType) filters.propertyType = propertyType;
  // The API's own parsers: an area the API would refuse is dropped, never half-read.
  const bounds = parseBounds(params.get('bounds') ?? '');
  if (bounds.ok) filters.bounds = bounds.value;
  const polygon = parsePolygon(params.get('polygon') ?? '');
  if (polygon.ok) filters.polygon = polygon.value;
  return filters;
}

function entries(filters: SearchFilters): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const key of ORDER) {
    if (key === 'features') {
      if (filters.features.length > 0) out.push([key, filters.features.join(',')]);
    } else if (key === 'sort') {
      if (filters.sort !== DEFAULT_PROPERTY_SORT) out.push([key, filters.sort]);
    } else if (key === 'mode') {
      if (filters.mode !== DEFAULT_LISTING_MODE) out.push([key, filters.mode]);
    } else if (key === 'bounds') {
      if (filters.bounds) out.push([key, formatBounds(filters.bounds)]);
    } else if (key === 'polygon') {
      if (filters.polygon) out.push([key, formatPolygon(filters.polygon)]);
    } else {
      const value = filters[key];
      if (value !== undefined && value !== '') out.push([key, String(value)]);
    }
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

export function isTextKey(key: string): key is TextKey {
  return (TEXT_KEYS as readonly string[]).includes(key);
}
export function isNumberKey(key: string): key is NumberKey {
  return (NUMBER_KEYS as readonly string[]).includes(key);
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
