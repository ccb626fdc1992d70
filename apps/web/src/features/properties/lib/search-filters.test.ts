import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filtersKey,
  parseAmount,
  MAX_RESTORED_PAGES,
  parseFilters,
  parsePageCount,
  toApiQuery,
  toSearchParams,
  toSearchParamsWithPages,
  withoutFilter,
} from './search-filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('URL → filters', () => {
  it('reads every API filter', () => {
    const filters = parse(
      'q=pool&city=Austin&state=TX&neighborhood=Zilker&propertyType=house&mode=rent' +
        '&minPrice=100000&maxPrice=900000&minBedrooms=2&maxBedrooms=4&minBathrooms=1.5' +
        '&minSquareFeet=800&maxSquareFeet=3000&features=pool,garage&agentId=a1&sort=price-asc',
    );
    expect(filters).toEqual({
      mode: 'rent',
      q: 'pool',
      city: 'Austin',
      state: 'TX',
      neighborhood: 'Zilker',
      propertyType: 'house',
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
      parse(
        'propertyType=castle&mode=lease&status=stolen&minPrice=abc&maxPrice=-5&city=%20&sort=random&x=1',
      ),
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
      mode: 'buy',
      city: 'Miami',
      features: 'pool,view',
      sort: 'newest',
    });
  });

  it('opens links from before the modes (status=…) in the matching mode', () => {
    expect(parse('status=for-rent').mode).toBe('rent');
    expect(parse('status=sold').mode).toBe('sold');
    expect(parse('status=for-sale').mode).toBe('buy');
    expect(parse('mode=sold&status=for-rent').mode).toBe('sold');
    expect(toSearchParams(parse('status=for-rent&city=Austin')).toString()).toBe(
      'mode=rent&city=Austin',
    );
  });

  it('records and reads the page count, leaving out one page and capping what a visit restores', () => {
    const filters = parse('mode=rent&city=Austin');
    expect(toSearchParamsWithPages(filters, 1).toString()).toBe('mode=rent&city=Austin');
    expect(toSearchParamsWithPages(filters, 3).toString()).toBe('mode=rent&city=Austin&page=3');
    expect(parsePageCount(new URLSearchParams('page=3'))).toBe(3);
    expect(parsePageCount(new URLSearchParams('page=0'))).toBe(1);
    expect(parsePageCount(new URLSearchParams('page=2.5'))).toBe(1);
    expect(parsePageCount(new URLSearchParams('page=500'))).toBe(MAX_RESTORED_PAGES);
    // The page count is where the visitor is, not what they search: the results key ignores it.
    expect(filtersKey(parse('city=Austin&page=3'))).toBe(filtersKey(parse('city=Austin')));
  });

  it('removes one filter or one feature, and counts what narrows the search', () => {
    const filters = parse('city=Austin&features=pool,gym&sort=price-asc');
    expect(countActiveFilters(filters)).toBe(3);
    expect(withoutFilter(filters, 'features', 'pool').features).toEqual(['gym']);
    expect(withoutFilter(filters, 'city').city).toBeUndefined();
    expect(withoutFilter(filters, 'city').sort).toBe('price-asc');
  });
});
