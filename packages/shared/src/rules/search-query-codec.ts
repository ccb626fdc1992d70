import {
  LISTING_MODES,
  NUMERIC_SEARCH_FILTERS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
} from '../constants/properties';
import { formatBounds, formatPolygon, parseBounds, parsePolygon } from './map-area';
import type { SearchQueryFields, SearchQueryKey, SearchQueryValue } from './search-query-fields';

/**
 * The search page's URL, read and written without zod, so the page that loads first stays small
 * (decision 0370). It reads as a link is typed: what does not parse is dropped rather than
 * refused; the API's schema, built from SEARCH_QUERY_FIELDS, validates what is sent.
 */

/** What the codec needs of a field of SEARCH_QUERY_FIELDS: its kind, or an enum's values. */
type UrlField<F> = F extends { kind: 'enum'; values: infer V }
  ? V
  : F extends { kind: infer K }
    ? K
    : never;

/** The number filters, named once in NUMERIC_SEARCH_FILTERS (the saved searches' summary reads it). */
const numbers = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 'number'])) as Record<K, 'number'>;

/**
 * The keys a search URL carries, in the URL's order (the same search always gives the same
 * address), each with what SEARCH_QUERY_FIELDS says of it: the type rejects a key the API does
 * not read, another kind or other enum values, and search-query-codec.test.ts checks that the
 * API's other keys (status, approval, paging…) are only the API's. Only this map ships to the
 * browser; the table with the bounds stays with the schema.
 */
export const SEARCH_URL_FIELDS = {
  mode: LISTING_MODES,
  q: 'string',
  location: 'string',
  city: 'string',
  state: 'string',
  zip: 'string',
  neighborhood: 'string',
  propertyType: PROPERTY_TYPES,
  ...numbers(NUMERIC_SEARCH_FILTERS),
  features: 'list',
  agentId: 'string',
  bounds: 'bounds',
  polygon: 'polygon',
  sort: PROPERTY_SORTS,
} as const satisfies { [K in SearchQueryKey]?: UrlField<SearchQueryFields[K]> };

export type SearchUrlKey = keyof typeof SEARCH_URL_FIELDS;

/** What the codec reads of a URLSearchParams (this package is built without the DOM's types). */
export interface SearchParamsReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** A non-negative number, else nothing ("abc", "-5" and "" filter nothing); "$450,000" reads. */
export function parseAmount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** `a,b` and repeated keys alike, trimmed, blanks and repeats dropped. */
export function splitList(values: string[]): string[] {
  const out = values
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(out)];
}

function read(params: SearchParamsReader, key: SearchUrlKey): unknown {
  const field: string | readonly string[] = SEARCH_URL_FIELDS[key];
  const text = params.get(key);
  if (typeof field !== 'string') return text !== null && field.includes(text) ? text : undefined;
  if (field === 'string') return text?.trim() || undefined;
  if (field === 'number') return parseAmount(text);
  if (field === 'list') {
    const items = splitList(params.getAll(key));
    return items.length > 0 ? items : undefined;
  }
  // The API's own parsers: an area the API would refuse is dropped, never half-read.
  const area = (field === 'bounds' ? parseBounds : parsePolygon)(text ?? '');
  return area.ok ? area.value : undefined;
}

/**
 * One field of the URL, or undefined when it is absent or does not parse. `read` follows the
 * field's kind, which is what SearchQueryValue names.
 */
export const readSearchParam = read as <K extends SearchUrlKey>(
  params: SearchParamsReader,
  key: K,
) => SearchQueryValue<SearchQueryFields[K]> | undefined;

/** One field's URL text, or undefined for an empty value (left out of the URL). */
export function writeSearchParam<K extends SearchUrlKey>(
  key: K,
  value: SearchQueryValue<SearchQueryFields[K]> | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  // A list's String() is its items joined with commas; an empty list or text writes nothing.
  const text =
    key === 'bounds'
      ? formatBounds(value as SearchQueryValue<{ kind: 'bounds' }>)
      : key === 'polygon'
        ? formatPolygon(value as SearchQueryValue<{ kind: 'polygon' }>)
        : String(value);
  return text === '' ? undefined : text;
}
