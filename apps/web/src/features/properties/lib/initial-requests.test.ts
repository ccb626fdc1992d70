import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../hooks/use-property-search';
import { initialSearchRequest } from './initial-requests';
import { filtersKey, parseFilters } from './search-filters';

describe('the first results the server renders /properties with', () => {
  const query = (search: string) =>
    new URLSearchParams(initialSearchRequest(search).apiPath.split('?')[1]);

  it('asks for the mode of the address, and homes for sale when it names none', () => {
    expect(query('?mode=rent&city=Austin').get('mode')).toBe('rent');
    expect(query('').get('mode')).toBe('buy');
    expect(query('?status=sold').get('mode')).toBe('sold');
  });

  it('asks for as many pages as the address records, under the same key as one page', () => {
    expect(query('?mode=rent&page=2').get('limit')).toBe(String(PAGE_SIZE * 2));
    expect(query('').get('limit')).toBe(String(PAGE_SIZE));
    expect(initialSearchRequest('?mode=rent&page=2').key).toBe(
      filtersKey(parseFilters(new URLSearchParams('mode=rent'))),
    );
  });
});
