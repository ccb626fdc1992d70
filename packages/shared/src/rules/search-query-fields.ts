import {
  APPROVAL_STATES,
  DEFAULT_PROPERTY_SORT,
  LISTING_MODES,
  LOCATION_TEXT_MAX,
  PROPERTY_LIMITS,
  PROPERTY_PAGE_DEFAULT_LIMIT,
  PROPERTY_PAGE_MAX_LIMIT,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TWIN_FILTERS,
} from '../constants/properties';
import type { TLatLng, TMapBounds } from './map-area';

/**
 * The listing search's query (GET /api/properties), named once: each key's kind, its values and
 * its bounds. The zod schema (schemas/search-query-schema.ts) is built from this table for the
 * server, and the web reads and writes its URL through the zod-free codec
 * (rules/search-query-codec.ts), so a first-load route never carries zod (decision 0370).
 */
export type SearchQueryField =
  | { kind: 'string'; max: number }
  | { kind: 'number'; min: number; max: number; integer?: true; default?: number }
  | {
      kind: 'enum';
      values: readonly [string, ...string[]];
      default?: string;
      /** The 400's message when the value is none of these (zod's own otherwise). */
      message?: string;
    }
  | { kind: 'bool' }
  /** `a,b` or `key=a&key=b`: all of these. */
  | { kind: 'list'; max: number; itemMax: number }
  /** The map's area (rules/map-area.ts reads and writes both). */
  | { kind: 'bounds' }
  | { kind: 'polygon' };

export const SEARCH_QUERY_FIELDS = {
  agentId: { kind: 'string', max: 100 },
  status: { kind: 'enum', values: PROPERTY_STATUSES },
  /** Buy, rent or sold: one status each; an explicit `status` wins over it. */
  mode: { kind: 'enum', values: LISTING_MODES, message: 'mode must be buy, rent or sold' },
  propertyType: { kind: 'enum', values: PROPERTY_TYPES },
  approval: { kind: 'enum', values: APPROVAL_STATES },
  isActive: { kind: 'bool' },
  minPrice: { kind: 'number', min: 0, max: PROPERTY_LIMITS.priceMax },
  maxPrice: { kind: 'number', min: 0, max: PROPERTY_LIMITS.priceMax },
  city: { kind: 'string', max: 100 },
  state: { kind: 'string', max: 50 },
  neighborhood: { kind: 'string', max: 100 },
  /** One ZIP code, exactly (a location suggestion sets it). */
  zip: { kind: 'string', max: 20 },
  /**
   * Free text of the location box: matches the start of the city, "City, ST", the ZIP code, the
   * neighborhood or the street address, in any case.
   */
  location: { kind: 'string', max: LOCATION_TEXT_MAX },
  minBedrooms: { kind: 'number', min: 0, max: PROPERTY_LIMITS.roomsMax, integer: true },
  maxBedrooms: { kind: 'number', min: 0, max: PROPERTY_LIMITS.roomsMax, integer: true },
  minBathrooms: { kind: 'number', min: 0, max: PROPERTY_LIMITS.roomsMax },
  minSquareFeet: { kind: 'number', min: 0, max: 100_000_000, integer: true },
  maxSquareFeet: { kind: 'number', min: 0, max: 100_000_000, integer: true },
  /** All of these: `features=pool,garage` or `features=pool&features=garage`. */
  features: { kind: 'list', max: 20, itemMax: PROPERTY_LIMITS.featureMax },
  q: { kind: 'string', max: 200 },
  twin: { kind: 'enum', values: TWIN_FILTERS, message: 'twin must be any, models or documents' },
  /** The map's visible area, `south,west,north,east`: only listings with coordinates inside. */
  bounds: { kind: 'bounds' },
  /** An area drawn on the map, `lat lng,lat lng,…` (3 to 50 corners). */
  polygon: { kind: 'polygon' },
  sort: { kind: 'enum', values: PROPERTY_SORTS, default: DEFAULT_PROPERTY_SORT },
  limit: {
    kind: 'number',
    min: 1,
    max: PROPERTY_PAGE_MAX_LIMIT,
    integer: true,
    default: PROPERTY_PAGE_DEFAULT_LIMIT,
  },
  startAfter: { kind: 'string', max: 500 },
} as const satisfies Record<string, SearchQueryField>;

export type SearchQueryFields = typeof SEARCH_QUERY_FIELDS;
export type SearchQueryKey = keyof SearchQueryFields;

/** The value a field holds once read: what its kind says. */
export type SearchQueryValue<F> = F extends { kind: 'string' }
  ? string
  : F extends { kind: 'number' }
    ? number
    : F extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : F extends { kind: 'bool' }
        ? boolean
        : F extends { kind: 'list' }
          ? string[]
          : F extends { kind: 'bounds' }
            ? TMapBounds
            : F extends { kind: 'polygon' }
              ? TLatLng[]
              : never;

/** A read search: each field optional, except those with a default (the sort, the page size). */
export type SearchQueryValues = {
  [
    K in SearchQueryKey as SearchQueryFields[K] extends { default: unknown } ? never : K
  ]?: SearchQueryValue<SearchQueryFields[K]>;
} & {
  [
    K in SearchQueryKey as SearchQueryFields[K] extends { default: unknown } ? K : never
  ]: SearchQueryValue<SearchQueryFields[K]>;
};
