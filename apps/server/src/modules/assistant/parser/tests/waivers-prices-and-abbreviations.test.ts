import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

/**
 * Each rule below is read by the sentence's shape; the wordings here differ from the examples
 * the rules were written beside (a wish said not to matter, a price asked of what is on screen,
 * money handed over, a town ruled out inside its state, an abbreviation before a kind of home).
 */
const lakeHouses = {
  previousFilters: {
    propertyType: 'house' as const,
    city: 'Madison',
    features: ['garage' as const, 'waterfront' as const],
  },
  recentSearchResults: [{ id: 'A', price: 610_000 }],
};
const onScreen = { propertyContext: { id: 'lst-42' } };

describe('a wish said not to matter', () => {
  itParses([
    [
      'the garage is not that important',
      { propertyType: 'house', city: 'Madison', features: ['waterfront'] },
      'property_search',
      lakeHouses,
    ],
    [
      "waterfront isn't a must",
      { propertyType: 'house', city: 'Madison', features: ['garage'] },
      'property_search',
      lakeHouses,
    ],
    [
      'honestly a garage is optional',
      { propertyType: 'house', city: 'Madison', features: ['waterfront'] },
      'property_search',
      lakeHouses,
    ],
    [
      "we don't care about the garage",
      { propertyType: 'house', city: 'Madison', features: ['waterfront'] },
      'property_search',
      lakeHouses,
    ],
    // a fresh search neither wants nor rules it out
    ['a condo in tucson, parking is not required', { propertyType: 'condo', city: 'Tucson' }],
    // a wish still wanted or ruled out stays as it was
    [
      'a house in tucson, a pool is a must',
      { propertyType: 'house', city: 'Tucson', features: ['pool'] },
    ],
    [
      'a house in tucson with no pool',
      { propertyType: 'house', city: 'Tucson', excludeFeatures: ['pool'] },
    ],
  ]);
});

describe('a price asked of the listing on screen', () => {
  itParses([
    ['cost?', {}, 'price_inquiry', onScreen],
    ['and the price?', {}, 'price_inquiry', onScreen],
    ['so what is it going for', {}, 'price_inquiry', onScreen],
    ['ok what does this one cost', {}, 'price_inquiry', onScreen],
    // homes in general going for a price ask about the market
    [
      'what are townhouses going for in boise',
      { propertyType: 'townhouse', city: 'Boise' },
      'market_trends',
    ],
    // a rent said alone is a search for rentals
    ['rent?', { status: 'for-rent' }, 'property_search', onScreen],
  ]);
});

describe('money handed over for the user', () => {
  it.each([
    'put a deposit down on this one for me',
    'pay the application fee for me',
    'wire the earnest money',
  ])('%s is an action the assistant cannot take', (transcript) => {
    const result = parseTranscript({ transcript, ...onScreen });
    expect([result.intent, result.declined]).toEqual(['unsupported', 'action']);
  });

  it.each(['do we have to pay a deposit', 'would I pay the fee upfront'])(
    '%s asks about the user paying, and is not declined',
    (transcript) => {
      expect(parseTranscript({ transcript, ...onScreen }).declined).toBeUndefined();
    },
  );
});

describe('places by their neighbours', () => {
  itParses([
    ['townhouses in hawaii honolulu', { propertyType: 'townhouse', city: 'Honolulu', state: 'HI' }],
    ['condos in honolulu hawaii', { propertyType: 'condo', city: 'Honolulu', state: 'HI' }],
    [
      'houses in alabama except mobile',
      { propertyType: 'house', state: 'AL', excludeCities: ['Mobile'] },
    ],
    [
      'land in arizona, not mesa or gilbert',
      { propertyType: 'land', state: 'AZ', excludeCities: ['Mesa', 'Gilbert'] },
    ],
    [
      'la apartments for rent',
      { propertyType: 'apartment', status: 'for-rent', city: 'Los Angeles' },
    ],
    [
      'sf lofts under 900k',
      { propertyType: 'apartment', city: 'San Francisco', maxPrice: 900_000 },
    ],
    // a number before it makes it square feet
    ['900 sf condos', { propertyType: 'condo', minSquareFeet: 900 }],
  ]);
});
