import { describe, expect, it } from 'vitest';
import { ZListPropertiesQuerySchema } from '../schemas/properties';
import {
  readSearchParam,
  SEARCH_URL_FIELDS,
  writeSearchParam,
  type SearchParamsReader,
  type SearchUrlKey,
} from './search-query-codec';
import {
  SEARCH_QUERY_FIELDS,
  type SearchQueryField,
  type SearchQueryKey,
} from './search-query-fields';

/** A URL's pairs as URLSearchParams reads them (this package is typed without the DOM). */
const paramsOf = (pairs: Array<[string, string]>): SearchParamsReader => ({
  get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
  getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value),
});

const KEYS = Object.keys(SEARCH_QUERY_FIELDS) as SearchQueryKey[];
const URL_KEYS = Object.keys(SEARCH_URL_FIELDS) as SearchUrlKey[];
/** Keys only API callers send: the status and approval of the agent's and admin's lists, paging. */
const API_ONLY_KEYS = ['status', 'approval', 'isActive', 'twin', 'limit', 'startAfter'];
const accepts = (key: string, text: string) =>
  ZListPropertiesQuerySchema.safeParse({ [key]: text }).success;

/** A value of each kind that every field of that kind accepts. */
function sample(field: SearchQueryField): unknown {
  switch (field.kind) {
    case 'string':
      return 'Austin, TX';
    case 'number':
      return field.integer ? field.max : field.max - 0.5;
    case 'enum':
      return field.values[field.values.length - 1];
    case 'bool':
      return false;
    case 'list':
      return ['pool', 'garage'];
    case 'bounds':
      return { south: 30, west: -98, north: 31, east: -97 };
    case 'polygon':
      return [
        [30, -98],
        [31, -98],
        [30.5, -97],
      ];
  }
}

describe('the search query table, the API schema and the URL codec agree', () => {
  it('names every key of ZListPropertiesQuerySchema, and no other', () => {
    expect(Object.keys(ZListPropertiesQuerySchema.shape)).toEqual(KEYS);
  });

  it('covers every key in the URL codec, with the same kind and enum values, but the API’s own', () => {
    expect(KEYS.filter((key) => !(key in SEARCH_URL_FIELDS))).toEqual(API_ONLY_KEYS);
    for (const key of URL_KEYS) {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      const codec: string | readonly string[] = SEARCH_URL_FIELDS[key];
      expect(codec, key).toEqual(field.kind === 'enum' ? field.values : field.kind);
    }
  });

  it('gives each enum the values the schema accepts, and only those', () => {
    const everyValue = KEYS.flatMap((key) => {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      return field.kind === 'enum' ? field.values : [];
    });
    for (const key of KEYS) {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      if (field.kind !== 'enum') continue;
      const accepted = [...new Set([...everyValue, 'castle'])].filter((text) => accepts(key, text));
      expect(accepted.sort(), key).toEqual([...field.values].sort());
    }
  });

  it('gives each number the bounds the schema keeps', () => {
    for (const key of KEYS) {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      if (field.kind !== 'number') continue;
      expect(accepts(key, String(field.min)), key).toBe(true);
      expect(accepts(key, String(field.max)), key).toBe(true);
      expect(accepts(key, String(field.min - 1)), key).toBe(false);
      expect(accepts(key, String(field.max + 1)), key).toBe(false);
      expect(accepts(key, String(field.min + 0.5)), key).toBe(!field.integer);
    }
  });

  it('gives each text its longest length', () => {
    for (const key of KEYS) {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      if (field.kind !== 'string') continue;
      expect(accepts(key, 'a'.repeat(field.max)), key).toBe(true);
      expect(accepts(key, 'a'.repeat(field.max + 1)), key).toBe(false);
    }
  });

  it('writes every URL key so that the codec and the schema read back the same value', () => {
    for (const key of URL_KEYS) {
      const value = sample(SEARCH_QUERY_FIELDS[key]);
      const text = writeSearchParam(key, value as never);
      expect(text, key).toBeDefined();
      expect(readSearchParam(paramsOf([[key, text ?? '']]), key), key).toEqual(value);
      const parsed = ZListPropertiesQuerySchema.parse({ [key]: text });
      expect(parsed[key], key).toEqual(value);
    }
  });

  it('reads blanks as absent, as the schema does (the defaults are the schema’s)', () => {
    const parsed = ZListPropertiesQuerySchema.parse(Object.fromEntries(KEYS.map((k) => [k, ''])));
    for (const key of URL_KEYS) {
      expect(readSearchParam(paramsOf([[key, '']]), key), key).toBeUndefined();
    }
    for (const key of KEYS) {
      const field: SearchQueryField = SEARCH_QUERY_FIELDS[key];
      // A blank list is no required feature: the schema says [], the codec leaves the key out.
      const absent = field.kind === 'list' ? [] : undefined;
      expect(parsed[key], key).toEqual('default' in field ? field.default : absent);
    }
  });

  it('reads a link leniently: amounts with $ and commas, lists repeated or joined', () => {
    const params = paramsOf([
      ['minPrice', '$450,000'],
      ['features', 'pool'],
      ['features', 'garage,pool'],
    ]);
    expect(readSearchParam(params, 'minPrice')).toBe(450000);
    expect(readSearchParam(params, 'features')).toEqual(['pool', 'garage']);
    expect(readSearchParam(paramsOf([['minPrice', '-5']]), 'minPrice')).toBeUndefined();
    expect(readSearchParam(paramsOf([['bounds', '31,-98,30,-97']]), 'bounds')).toBeUndefined();
    expect(readSearchParam(paramsOf([['mode', 'lease']]), 'mode')).toBeUndefined();
  });
});
