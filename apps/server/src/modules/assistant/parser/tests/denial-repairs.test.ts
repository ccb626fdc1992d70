import { describe } from 'vitest';
import { itParses } from './parse-case';

/**
 * A denial set off by a comma, then only the value meant, right after a search: it repairs that
 * search and keeps the rest (rules/self-repair.ts, `deniedAt`); a denial that changes nothing is
 * no repair. Sentences written for these tests; none is taken from an evaluation file.
 */
const lastSearch = {
  status: 'for-rent' as const,
  propertyType: 'apartment' as const,
  city: 'Spokane',
  state: 'WA',
  minBedrooms: 2,
  maxPrice: 1800,
};
const after = { previousFilters: lastSearch };

describe('a denial and the value meant repair the last search', () => {
  itParses([
    ['no, Tacoma', { ...lastSearch, city: 'Tacoma' }, 'property_search', after],
    ['nope, townhouses', { ...lastSearch, propertyType: 'townhouse' }, 'property_search', after],
    ['sorry, Boise Idaho', { ...lastSearch, city: 'Boise', state: 'ID' }, 'property_search', after],
    // without the comma "no" is a wish about the home, not a denial
    ['no pets', { ...lastSearch, excludeFeatures: ['pet-friendly'] }, 'property_search', after],
  ]);
});

describe('a denial that changes nothing is no repair', () => {
  itParses([
    ['no, thanks', {}, 'greeting', after],
    ['sorry, what?', {}, 'unknown', after],
  ]);
});
