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
 * its bounds. The zod schema (schemas/search-query-schema.ts) is built from this table; the web
 * reads and writes its URL through the zod-free codec (rules/search-query-codec.ts), whose map of
 * kinds is typed and tested against this table, so /properties never carries zod nor the bounds
 * (decision 0370).
 */
export type SearchQueryField =
  | { kind: 'string'; max: number }
  | { kind: 'number'; min: number; max: number; integer?: true; default?: number }
  | { kind: 'enum'; values: readonly [string, ...string[]]; default?: string }
  | { kind: 'bool' }
  /** `a,b` or `key=a&key=b`: all of these. */
  | { kind: 'list'; max: number; itemMax: number }
  /** The map's area (rules/map-area.ts reads and writes both). */
  | { kind: 'bounds' }
  | { kind: 'polygon' };

// Each kind by a small constructor, so each line says only what is particular to its key.
const text = (max: number) => ({ kind: 'string', max }) as const;
const amount = (min: number, max: number) => ({ kind: 'number', min, max }) as const;
const whole = (min: number, max: number) => ({ kind: 'number', min, max, integer: true }) as const;
const oneOf = <V extends readonly [string, ...string[]]>(values: V) =>
  ({ kind: 'enum', values }) as const;

export const SEARCH_QUERY_FIELDS = {
  agentId: text(100),
  status: oneOf(PROPERTY_STATUSES),
  /** Buy, rent or sold: one status each; an explicit `status` wins over it. */
  mode: oneOf(LISTING_MODES),
  propertyType: oneOf(PROPERTY_TYPES),
  approval: oneOf(APPROVAL_STATES),
  isActive: { kind: 'bool' },
  minPrice: amount(0, PROPERTY_LIMITS.priceMax),
  maxPrice: amount(0, PROPERTY_LIMITS.priceMax),
  city: text(100),
  state: text(50),
  neighborhood: text(100),
  /** One ZIP code, exactly (a location suggestion sets it). */
  zip: text(20),
  /**
   * Free text of the location box: matches the start of the city, "City, ST", the ZIP code, the
   * neighborhood or the street address, in any case.
   */
  location: text(LOCATION_TEXT_MAX),
  minBedrooms: whole(0, PROPERTY_LIMITS.roomsMax),
  maxBedrooms: whole(0, PROPERTY_LIMITS.roomsMax),
  minBathrooms: amount(0, PROPERTY_LIMITS.roomsMax),
  minSquareFeet: whole(0, 100_000_000),
  maxSquareFeet: whole(0, 100_000_000),
  /** All of these: `features=pool,garage` or `features=pool&features=garage`. */
  features: { kind: 'list', max: 20, itemMax: PROPERTY_LIMITS.featureMax },
  q: text(200),
  twin: oneOf(TWIN_FILTERS),
  /** The map's visible area, `south,west,north,east`: only listings with coordinates inside. */
  bounds: { kind: 'bounds' },
  /** An area drawn on the map, `lat lng,lat lng,…` (3 to 50 corners). */
  polygon: { kind: 'polygon' },
  sort: { ...oneOf(PROPERTY_SORTS), default: DEFAULT_PROPERTY_SORT },
  limit: { ...whole(1, PROPERTY_PAGE_MAX_LIMIT), default: PROPERTY_PAGE_DEFAULT_LIMIT },
  startAfter: text(500),
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
