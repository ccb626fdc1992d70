import { describe, expect, it } from 'vitest';
import {
  ZCreateSavedSearchRequestSchema,
  ZSavedSearchFiltersSchema,
} from '../schemas/saved-searches';
import { describeSavedSearch, savedSearchPath } from './saved-search-summary';

const parse = (input: Record<string, unknown>) => ZSavedSearchFiltersSchema.parse(input);

describe('saved search filters', () => {
  it('keeps the URL’s filters as numbers and drops paging and unknown keys', () => {
    expect(
      parse({ city: 'Austin', minBedrooms: '3', maxPrice: '600000', page: '2', limit: '5' }),
    ).toEqual({ mode: 'buy', city: 'Austin', minBedrooms: 3, maxPrice: 600_000, sort: 'newest' });
  });

  it('refuses what the search refuses', () => {
    expect(ZSavedSearchFiltersSchema.safeParse({ mode: 'lease' }).success).toBe(false);
    expect(ZSavedSearchFiltersSchema.safeParse({ minPrice: '-5' }).success).toBe(false);
    expect(
      ZCreateSavedSearchRequestSchema.safeParse({ name: ' ', filters: {} }).error?.issues[0]
        ?.message,
    ).toBe('Give your search a name.');
  });
});

describe('describeSavedSearch', () => {
  it('reads like the search page’s filters', () => {
    expect(
      describeSavedSearch(parse({ city: 'Austin', state: 'TX', minBedrooms: 3, maxPrice: 600000 })),
    ).toBe('Austin, TX · 3+ bd · under $600K');
    expect(
      describeSavedSearch(
        parse({ mode: 'rent', propertyType: 'condo', minPrice: 1500, maxPrice: 2500 }),
      ),
    ).toBe('For rent · Condos · $1,500/mo–$2,500/mo');
    expect(describeSavedSearch(parse({ features: 'pool,garage', minPrice: 1250000 }))).toBe(
      'over $1.25M · with pool, garage',
    );
  });

  it('names an unfiltered search by its mode', () => {
    expect(describeSavedSearch(parse({}))).toBe('All homes for sale');
    expect(describeSavedSearch(parse({ mode: 'sold' }))).toBe('All sold homes');
  });
});

describe('savedSearchPath', () => {
  it('opens /properties with the same filters', () => {
    const filters = parse({ mode: 'rent', city: 'Austin', minBedrooms: 2, features: ['pool'] });
    expect(savedSearchPath(filters)).toBe(
      '/properties?mode=rent&city=Austin&minBedrooms=2&features=pool',
    );
    expect(savedSearchPath(parse({}))).toBe('/properties');
  });
});
