import { z } from 'zod';
import {
  SEARCH_QUERY_FIELDS,
  type SearchQueryField,
  type SearchQueryFields,
  type SearchQueryKey,
  type SearchQueryValue,
} from '../rules/search-query-fields';
import { ZMapBoundsQuerySchema, ZMapPolygonQuerySchema } from './map-area';

/** Blank query values count as absent, so an empty filter box filters nothing. */
const queryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const queryNumber = (min: number, max: number, integer = false) =>
  queryValue((integer ? z.coerce.number().int() : z.coerce.number()).min(min).max(max));

export const queryText = (max: number) =>
  queryValue(z.string().trim().max(max)).transform((value) => (value ? value : undefined));

/** `a,b`, `key=a&key=b`, or both; blank items are dropped. */
const queryList = (max: number, itemMax: number) =>
  z
    .preprocess(
      (value) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value])
          .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
          .map((item) => (typeof item === 'string' ? item.trim() : item))
          .filter((item) => item !== ''),
      z.array(z.string().max(itemMax)).max(max),
    )
    .optional();

/** The 400's message of an enum that has its own (zod's otherwise). */
const ENUM_MESSAGES: Partial<Record<SearchQueryKey, string>> = {
  mode: 'mode must be buy, rent or sold',
  twin: 'twin must be any, models or documents',
};

function fieldSchema(key: SearchQueryKey, field: SearchQueryField): z.ZodType {
  switch (field.kind) {
    case 'string':
      return queryText(field.max);
    case 'number': {
      const schema = queryNumber(field.min, field.max, field.integer);
      const fallback = field.default;
      return fallback === undefined ? schema : schema.transform((value) => value ?? fallback);
    }
    case 'enum': {
      const message = ENUM_MESSAGES[key];
      const schema = queryValue(z.enum(field.values, message ? { error: message } : undefined));
      const fallback = field.default;
      return fallback === undefined ? schema : schema.transform((value) => value ?? fallback);
    }
    case 'bool':
      return queryValue(z.enum(['true', 'false']).transform((value) => value === 'true'));
    case 'list':
      return queryList(field.max, field.itemMax);
    case 'bounds':
      return ZMapBoundsQuerySchema;
    case 'polygon':
      return ZMapPolygonQuerySchema;
  }
}

/**
 * A field's schema as the object's type sees it: optional in the query, and in the result unless
 * the field has a default (the sort, the page size). The query string's values arrive as text, so
 * the input is `unknown`.
 */
type FieldSchema<F> = F extends { default: unknown }
  ? z.ZodDefault<z.ZodType<SearchQueryValue<F>, unknown>>
  : z.ZodOptional<z.ZodType<SearchQueryValue<F>, unknown>>;

export type SearchQueryShape = { [K in SearchQueryKey]: FieldSchema<SearchQueryFields[K]> };

/** The zod shape of GET /api/properties' query, one schema per field of SEARCH_QUERY_FIELDS. */
export function searchQueryShape(): SearchQueryShape {
  const keys = Object.keys(SEARCH_QUERY_FIELDS) as SearchQueryKey[];
  const shape = Object.fromEntries(
    keys.map((key) => [key, fieldSchema(key, SEARCH_QUERY_FIELDS[key])]),
  );
  // Object.fromEntries forgets the keys; the switch above builds each kind's schema.
  return shape as unknown as SearchQueryShape;
}
