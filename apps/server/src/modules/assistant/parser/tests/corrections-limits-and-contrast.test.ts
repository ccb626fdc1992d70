import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

/** Sentences written for these tests; none is taken from an evaluation file. */
const lastSearch = {
  city: 'Lincoln',
  state: 'NE',
  propertyType: 'townhouse' as const,
  minBedrooms: 2,
  maxPrice: 325000,
};

describe('a correction replaces one value and keeps the rest (read-repairs.ts, leadingRepairTail)', () => {
  itParses([
    [
      'nope, i meant duplexes',
      { ...lastSearch, propertyType: 'multi-family' },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'oops, sorry, make that three bedrooms',
      { ...lastSearch, minBedrooms: 3 },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'sorry, i said lincoln, i meant omaha',
      { propertyType: 'townhouse', city: 'Omaha', state: 'NE', minBedrooms: 2, maxPrice: 325000 },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'i typed lincoln but meant omaha',
      { propertyType: 'townhouse', city: 'Omaha', state: 'NE', minBedrooms: 2, maxPrice: 325000 },
      'property_search',
      { previousFilters: lastSearch },
    ],
    // a town that needs a cue is a place where a correction puts it in place of the last city
    [
      'i typed lincoln but meant grand island',
      {
        propertyType: 'townhouse',
        city: 'Grand Island',
        state: 'NE',
        minBedrooms: 2,
        maxPrice: 325000,
      },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'no, i said under 280k',
      { ...lastSearch, maxPrice: 280000 },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'nah, i misspoke, four bedrooms',
      { ...lastSearch, minBedrooms: 4 },
      'property_search',
      { previousFilters: lastSearch },
    ],
    [
      'what i meant was condos',
      { ...lastSearch, propertyType: 'condo' },
      'property_search',
      { previousFilters: lastSearch },
    ],
  ]);

  it('reads a question opened by "you got" as a new search, not a repair', () => {
    const result = parseTranscript({
      transcript: 'you got any lofts in kearney',
      previousFilters: lastSearch,
    });
    expect(result.filters.city).toBe('Kearney');
    expect(result.filters.maxPrice).toBeUndefined();
  });
});

describe('a bound taken back by its name (follow-up.ts, LIMITS)', () => {
  const home = { city: 'Tacoma', propertyType: 'house' as const };
  const sized = { ...home, minSquareFeet: 1800 };
  const prices = { minPrice: 400000, maxPrice: 650000 };
  const ranged = { ...sized, maxSquareFeet: 2600, ...prices };
  const after = (previousFilters: object) => ({ previousFilters });
  itParses([
    ['lose the square footage', home, 'property_search', after(sized)],
    ['never mind the size requirement', { ...home, ...prices }, 'property_search', after(ranged)],
    ['no size limit', home, 'property_search', after(sized)],
    ['scrap the maximum square feet', { ...sized, ...prices }, 'property_search', after(ranged)],
    [
      'remove the minimum price',
      { ...sized, maxSquareFeet: 2600, maxPrice: 650000 },
      'property_search',
      after(ranged),
    ],
    ['forget the bathroom count', home, 'property_search', after({ ...home, minBathrooms: 2 })],
    ['ignore the size', home, 'property_search', after(sized)],
    // a bound said not to matter is taken back as a wish would be
    ["honestly the footage isn't important", home, 'property_search', after(sized)],
    ["we're not fussed about the budget", sized, 'property_search', after({ ...sized, ...prices })],
  ]);
});

describe('a negation ends at a contrast comma (list-scope.ts, negationReachesNext)', () => {
  itParses([
    ['not condos, townhomes in reno', { propertyType: 'townhouse', city: 'Reno' }],
    ['no lofts, a duplex in provo', { propertyType: 'multi-family', city: 'Provo' }],
    ['not in tempe, in chandler', { city: 'Chandler' }],
    // a list that closes with a joiner is ruled out whole
    [
      'no lofts, condos or duplexes in provo',
      { excludePropertyTypes: ['apartment', 'condo', 'multi-family'], city: 'Provo' },
    ],
    ['not in mesa, tempe or gilbert', { excludeCities: ['Mesa', 'Tempe', 'Gilbert'] }],
  ]);
});

describe('a price level judged of homes in general (market-judgements.ts)', () => {
  itParses([
    [
      'are condos in boise overvalued at the moment',
      { propertyType: 'condo', city: 'Boise' },
      'market_trends',
    ],
    [
      'would you say townhomes in raleigh are too pricey these days',
      { propertyType: 'townhouse', city: 'Raleigh' },
      'market_trends',
    ],
    ['is housing in spokane overpriced', { city: 'Spokane' }, 'market_trends'],
    // "affordable" sorts a search; a market figure has no order
    [
      'are lofts in omaha affordable at the moment',
      { propertyType: 'apartment', city: 'Omaha' },
      'market_trends',
    ],
  ]);
  it.each(['is this place overpriced', 'are there any cheap condos in boise'])(
    '"%s" is no market question',
    (transcript) => {
      expect(parseTranscript({ transcript }).intent).not.toBe('market_trends');
    },
  );
});
