import {
  SEARCH_QUERY_FIELDS,
  writeSearchParam,
  ZAssistantFiltersSchema,
  ZListPropertiesQuerySchema,
  SEARCH_URL_FIELDS,
  type SearchUrlKey,
  type TAssistantFilters,
} from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { assistantSearchQuery } from './assistant.search-query';

/** Every assistant filter set (the type makes a new filter key a compile error here). */
const EVERY_FILTER: Required<TAssistantFilters> = {
  status: 'for-rent',
  propertyType: 'condo',
  city: 'Austin',
  state: 'TX',
  neighborhood: 'Zilker',
  minPrice: 1000,
  maxPrice: 3000,
  minBedrooms: 2,
  maxBedrooms: 4,
  minBathrooms: 1.5,
  maxBathrooms: 3,
  minSquareFeet: 700,
  maxSquareFeet: 2000,
  features: ['pool', 'garage'],
  sort: 'price-asc',
  cities: ['Austin', 'Denver'],
  propertyTypes: ['house', 'condo'],
  excludeCities: ['Miami'],
  excludePropertyTypes: ['land'],
  excludeFeatures: ['basement'],
  virtualTour: true,
};

/** What one filter alone changes in the search: the query's keys and the narrowing's. */
function targetsOf(key: keyof TAssistantFilters): string[] {
  const alone = assistantSearchQuery({ [key]: EVERY_FILTER[key] }, 'for-sale', 10);
  const none = assistantSearchQuery({}, 'for-sale', 10);
  const changed = (a: object, b: object, prefix: string) =>
    Object.entries(a)
      .filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(b[name as keyof object]))
      .map(([name]) => `${prefix}${name}`);
  return [
    ...changed(alone.query, none.query, ''),
    ...changed(alone.narrowing, none.narrowing, 'narrowing.'),
  ];
}

describe('the assistant’s filters as a listing search', () => {
  it('sends every assistant filter key to a key of the search query, or to the narrowing', () => {
    expect(ZAssistantFiltersSchema.safeParse(EVERY_FILTER).success).toBe(true);
    const queryKeys = Object.keys(ZListPropertiesQuerySchema.shape);
    const mapping = Object.fromEntries(
      Object.keys(ZAssistantFiltersSchema.shape).map((key) => [
        key,
        targetsOf(key as keyof TAssistantFilters),
      ]),
    );
    // The market is the caller's (both markets are searched when none is named).
    expect(mapping.status).toEqual([]);
    const { status: _status, ...mapped } = mapping;
    for (const [key, targets] of Object.entries(mapped)) {
      expect(targets, key).toHaveLength(1);
      const [target = ''] = targets;
      if (!target.startsWith('narrowing.')) expect(queryKeys, key).toContain(target);
    }
    expect(mapped).toEqual({
      propertyType: ['propertyType'],
      city: ['city'],
      state: ['state'],
      neighborhood: ['neighborhood'],
      minPrice: ['minPrice'],
      maxPrice: ['maxPrice'],
      minBedrooms: ['minBedrooms'],
      maxBedrooms: ['maxBedrooms'],
      minBathrooms: ['minBathrooms'],
      maxBathrooms: ['narrowing.maxBathrooms'],
      minSquareFeet: ['minSquareFeet'],
      maxSquareFeet: ['maxSquareFeet'],
      features: ['features'],
      sort: ['sort'],
      cities: ['narrowing.cities'],
      propertyTypes: ['narrowing.propertyTypes'],
      excludeCities: ['narrowing.excludeCities'],
      excludePropertyTypes: ['narrowing.excludePropertyTypes'],
      excludeFeatures: ['narrowing.excludeFeatures'],
      virtualTour: ['twin'],
    });
  });

  it('builds the query the API would read from the same search in a URL', () => {
    const { query } = assistantSearchQuery(EVERY_FILTER, 'for-rent', 10);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      // The search page's keys through its codec; the status and the page size as API callers write them.
      const text =
        key in SEARCH_URL_FIELDS
          ? writeSearchParam(key as SearchUrlKey, value as never)
          : value === undefined
            ? undefined
            : String(value);
      if (text !== undefined) params.set(key, text);
    }
    expect([...params.keys()].every((key) => key in SEARCH_QUERY_FIELDS)).toBe(true);
    const parsed = ZListPropertiesQuerySchema.parse(Object.fromEntries(params));
    expect(parsed).toEqual({ ...query, twin: 'models', status: 'for-rent' });
  });
});
