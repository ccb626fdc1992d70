import { formatBounds, formatPolygon, parseBounds, parsePolygon } from './map-area';
import {
  SEARCH_QUERY_FIELDS,
  type SearchQueryField,
  type SearchQueryFields,
  type SearchQueryKey,
  type SearchQueryValue,
} from './search-query-fields';

/**
 * The listing search's URL, read and written from SEARCH_QUERY_FIELDS without zod, so the pages
 * that load first stay small (decision 0370). It reads as a link is typed: what does not parse is
 * dropped rather than refused, and the API's schema (built from the same table) validates what is
 * sent.
 */

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

function read(field: SearchQueryField, params: SearchParamsReader, key: string): unknown {
  const text = params.get(key);
  switch (field.kind) {
    case 'string':
      return text?.trim() || undefined;
    case 'number':
      return parseAmount(text);
    case 'enum':
      return text !== null && (field.values as readonly string[]).includes(text) ? text : undefined;
    case 'bool':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'list': {
      const items = splitList(params.getAll(key));
      return items.length > 0 ? items : undefined;
    }
    case 'bounds': {
      // The API's own parsers: an area the API would refuse is dropped, never half-read.
      const bounds = parseBounds(text ?? '');
      return bounds.ok ? bounds.value : undefined;
    }
    case 'polygon': {
      const polygon = parsePolygon(text ?? '');
      return polygon.ok ? polygon.value : undefined;
    }
  }
}

/** One field of the URL, or undefined when it is absent or does not parse. */
export function readSearchParam<K extends SearchQueryKey>(
  params: SearchParamsReader,
  key: K,
): SearchQueryValue<SearchQueryFields[K]> | undefined {
  // `read` follows the field's kind, which is what SearchQueryValue names.
  return read(SEARCH_QUERY_FIELDS[key], params, key) as
    SearchQueryValue<SearchQueryFields[K]> | undefined;
}

/** One field's URL text, or undefined for an empty value (left out of the URL). */
export function writeSearchParam<K extends SearchQueryKey>(
  key: K,
  value: SearchQueryValue<SearchQueryFields[K]> | undefined,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  const { kind } = SEARCH_QUERY_FIELDS[key];
  if (kind === 'bounds') return formatBounds(value as SearchQueryValue<{ kind: 'bounds' }>);
  if (kind === 'polygon') return formatPolygon(value as SearchQueryValue<{ kind: 'polygon' }>);
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  return String(value);
}

/** The keys of one kind, in the table's order. */
export function searchKeysOfKind(kind: SearchQueryField['kind']): SearchQueryKey[] {
  return (Object.keys(SEARCH_QUERY_FIELDS) as SearchQueryKey[]).filter(
    (key) => SEARCH_QUERY_FIELDS[key].kind === kind,
  );
}
