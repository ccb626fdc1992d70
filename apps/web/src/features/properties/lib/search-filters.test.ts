import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filtersKey,
  parseAmount,
  parseFilters,
  toApiQuery,
  toSearchParams,
  withoutFilter,
} from './search-filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('URL → filters', () => {
  it('reads every API filter', () => {
    const filters = parse(
      'q=pool&city=Austin&state=TX&neighborhood=Zilker&propertyType=house&status=for-sale' +
        '&minPrice=100000&maxPrice=900000&minBedrooms=2&maxBedrooms=4&minBathrooms=1.5' +
        '&minSquareFeet=800&maxSquareFeet=3000&features=pool,garage&agentId=a1&sort=price-asc',
    );
    expect(filters).toEqual({
      q: 'pool',
      city: 'Austin',
      state: 'TX',
      neighborhood: 'Zilker',
      propertyType: 'house',
      status: 'for-sale',
      minPrice: 100000,
      maxPrice: 900000,
      minBedrooms: 2,
      maxBedrooms: 4,
      minBathrooms: 1.5,
      minSquareFeet: 800,
      maxSquareFeet: 3000,
      features: ['pool', 'garage'],
      agentId: 'a1',
      sort: 'price-asc',
    });
  });

  it('drops unknown enums, bad numbers and blanks', () => {
    expect(
      parse('propertyType=castle&status=stolen&minPrice=abc&maxPrice=-5&city=%20&sort=random&x=1'),
    ).toEqual(EMPTY_FILTERS);
  });

  it('reads features given as a list or repeated, without duplicates', () => {
    expect(parse('features=pool&features=garage,pool&features=').features).toEqual([
      'pool',
      'garage',
    ]);
  });

  it('accepts amounts typed with $ and commas', () => {
    expect(parseAmount('$450,000')).toBe(450000);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('1e3')).toBe(1000);
  });
});

describe('filters → URL', () => {
  it('round-trips, in a fixed order, leaving out empty values and the default sort', () => {
    const search =
      'city=Austin&propertyType=condo&minPrice=1000&features=pool%2Cgym&sort=price-desc';
    expect(toSearchParams(parse(search)).toString()).toBe(search);
    expect(toSearchParams(parse('sort=newest&city=')).toString()).toBe('');
  });

  it('gives the same key for the same search however it was written', () => {
    expect(filtersKey(parse('status=for-rent&city=Denver'))).toBe(
      filtersKey(parse('city=Denver&status=for-rent&sort=newest')),
    );
  });

  it('sends the API every filter and always a sort', () => {
    expect(toApiQuery(parse('city=Miami&features=pool,view'))).toEqual({
      city: 'Miami',
      features: 'pool,view',
      sort: 'newest',
    });
  });

  it('removes one filter or one feature, and counts what narrows the search', () => {
    const filters = parse('city=Austin&features=pool,gym&sort=price-asc');
    expect(countActiveFilters(filters)).toBe(3);
    expect(withoutFilter(filters, 'features', 'pool').features).toEqual(['gym']);
    expect(withoutFilter(filters, 'city').city).toBeUndefined();
    expect(withoutFilter(filters, 'city').sort).toBe('price-asc');
  });
});
