import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  parseFilters,
  placeChanged,
  toApiQuery,
  toSearchParams,
  withArea,
  withoutArea,
} from './search-filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('the map area in the URL', () => {
  it('reads bounds and a drawn polygon, and writes them back the same', () => {
    const url =
      'city=Austin&bounds=30.2%2C-97.8%2C30.3%2C-97.7&polygon=30.2+-97.8%2C30.2+-97.7%2C30.3+-97.75';
    const filters = parse(url);
    expect(filters.bounds).toEqual({ south: 30.2, west: -97.8, north: 30.3, east: -97.7 });
    expect(filters.polygon).toEqual([
      [30.2, -97.8],
      [30.2, -97.7],
      [30.3, -97.75],
    ]);
    expect(toSearchParams(filters).toString()).toBe(url);
    // The API gets the same words (GET /api/properties validates them with the shared schema).
    expect(toApiQuery(filters)).toMatchObject({
      bounds: '30.2,-97.8,30.3,-97.7',
      polygon: '30.2 -97.8,30.2 -97.7,30.3 -97.75',
    });
  });

  it('rounds coordinates to five decimals so addresses stay short', () => {
    const params = toSearchParams({
      ...EMPTY_FILTERS,
      bounds: { south: 30.123456789, west: -97.987654321, north: 30.5, east: -97.5 },
    });
    expect(params.get('bounds')).toBe('30.12346,-97.98765,30.5,-97.5');
  });

  it('drops an area the API would refuse instead of half-reading it', () => {
    expect(parse('bounds=31,-97,30,-98').bounds).toBeUndefined();
    expect(parse('bounds=1,2,3').bounds).toBeUndefined();
    expect(parse('polygon=30 -97,31 -97').polygon).toBeUndefined();
    const many = Array.from({ length: 51 }, (_, i) => `30 ${-97 - i / 100}`).join(',');
    expect(parse(`polygon=${encodeURIComponent(many)}`).polygon).toBeUndefined();
  });

  it('keeps one area at a time: searching the view drops a drawn area and the reverse', () => {
    const drawn = withArea(parse('city=Austin&bounds=30,-98,31,-97'), {
      polygon: [
        [30, -98],
        [30, -97],
        [31, -97],
      ],
    });
    expect(drawn.bounds).toBeUndefined();
    expect(drawn.city).toBe('Austin');
    const searched = withArea(drawn, { bounds: { south: 30, west: -98, north: 31, east: -97 } });
    expect(searched.polygon).toBeUndefined();
    expect(withArea(searched, null)).toEqual(withoutArea(searched));
    expect(toSearchParams(withArea(searched, null)).toString()).toBe('city=Austin');
  });

  it('does not count the area among the filter bar’s filters', () => {
    expect(countActiveFilters(parse('bounds=30,-98,31,-97&polygon=30 -98,30 -97,31 -97'))).toBe(0);
    expect(countActiveFilters(parse('city=Austin&bounds=30,-98,31,-97'))).toBe(1);
  });
});

describe('a new place drops the map’s area', () => {
  it('tells a change of place from other changes', () => {
    const austin = parse('city=Austin&state=TX&bounds=30,-98,31,-97');
    expect(placeChanged(austin, { ...austin, minPrice: 100_000 })).toBe(false);
    expect(placeChanged(austin, { ...austin, bounds: undefined })).toBe(false);
    expect(placeChanged(austin, { ...austin, city: 'Denver', state: 'CO' })).toBe(true);
    expect(placeChanged(austin, { ...withoutArea(austin), location: '787' })).toBe(true);
    expect(placeChanged(austin, { ...austin, city: undefined, state: undefined })).toBe(true);
  });
});
