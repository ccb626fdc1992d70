import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

/**
 * Issue #24, session 24: a correction's bare value, swaps of one wish for another, a home's
 * running charges, homophones of "buy" and "view", and towns read by sound within their state.
 * Sentences written for these tests; none is taken from an evaluation file.
 */
const ownSearch = {
  propertyType: 'condo' as const,
  city: 'Omaha',
  maxPrice: 420000,
  features: ['fireplace' as const, 'gym' as const],
};
const afterOwn = { previousFilters: ownSearch };

describe('a correction with a bare value replaces the bound it fits', () => {
  itParses([
    ['nope, I said three ninety', { ...ownSearch, maxPrice: 390000 }, 'property_search', afterOwn],
    ['sorry, i meant four forty', { ...ownSearch, maxPrice: 440000 }, 'property_search', afterOwn],
    [
      'no, I said nine hundred',
      { propertyType: 'apartment', city: 'Boise', maxPrice: 900 },
      'property_search',
      { previousFilters: { propertyType: 'apartment', city: 'Boise', maxPrice: 1300 } },
    ],
    [
      'no wait, two',
      { propertyType: 'house', city: 'Fargo', minBathrooms: 2 },
      'property_search',
      { previousFilters: { propertyType: 'house', city: 'Fargo', minBathrooms: 1 } },
    ],
  ]);
});

describe('a swap gives up one wish for another', () => {
  itParses([
    [
      'trade the fireplace for a balcony',
      { ...ownSearch, features: ['balcony', 'gym'] },
      'property_search',
      afterOwn,
    ],
    [
      'could you replace the gym with parking',
      { ...ownSearch, features: ['fireplace', 'parking'] },
      'property_search',
      afterOwn,
    ],
    [
      'substitute a pool for the gym',
      { ...ownSearch, features: ['fireplace', 'pool'] },
      'property_search',
      afterOwn,
    ],
    ['swap out the garage for a basement', { features: ['basement'] }],
  ]);
});

describe("a home's running charges are details about it, not its price", () => {
  const onListing = { propertyContext: { id: 'listing-9' } };
  itParses([
    ['how much are the association dues here', {}, 'property_details', onListing],
    ['what would I owe in taxes on it', {}, 'property_details', onListing],
    ['is there an hoa fee for this place', {}, 'property_details', onListing],
    ['what are they asking for it', {}, 'price_inquiry', onListing],
  ]);
});

describe('homophones where the grammar wants another word', () => {
  itParses([
    [
      'we are ready to by a townhouse in Tulsa',
      { status: 'for-sale', propertyType: 'townhouse', city: 'Tulsa' },
    ],
    ['lofts by the river in Tulsa', { propertyType: 'apartment', city: 'Tulsa' }],
    ['a cottage with a great vue', { propertyType: 'house', features: ['view'] }],
  ]);
  it('shows the homophone read', () => {
    const result = parseTranscript({ transcript: 'hoping to bye a condo' });
    expect(result.filters.status).toBe('for-sale');
    expect(result.corrections).toContainEqual({ from: 'bye', to: 'buy' });
  });
});

describe('a town of the named state read by the sound of its words', () => {
  itParses([
    ['ranch homes in sue city iowa', { propertyType: 'house', city: 'Sioux City', state: 'IA' }],
  ]);
});

describe('a name in a modifier place describes the home when the city is said after "in"', () => {
  itParses([
    ['Palm Springs style homes in Tucson', { propertyType: 'house', city: 'Tucson' }],
    [
      'Mountain View condos in Denver',
      { propertyType: 'condo', city: 'Denver', features: ['view'] },
    ],
    [
      'ADA accessible condos in Dayton, Ohio',
      { propertyType: 'condo', city: 'Dayton', state: 'OH' },
    ],
    // no city said after "in": the name is the place
    ['Mountain View condos', { propertyType: 'condo', city: 'Mountain View' }],
    ['Boulder homes near Denver', { propertyType: 'house', cities: ['Boulder', 'Denver'] }],
    ['Dallas homes in Texas', { propertyType: 'house', city: 'Dallas', state: 'TX' }],
  ]);
});

describe('corrections shown back keep everyday words', () => {
  const lastSearch = { propertyType: 'townhouse' as const, city: 'Tulsa', minBathrooms: 1 };
  it('reads "meant" after a lead-in as the repair, never as a town', () => {
    const result = parseTranscript({
      transcript: 'oops, meant two baths',
      previousFilters: lastSearch,
    });
    expect(result.filters).toEqual({ ...lastSearch, minBathrooms: 2 });
    expect(result.corrections).toEqual([]);
  });
});

describe('a wish listed after a bound taken back by name is taken back too', () => {
  const lastSearch = {
    propertyType: 'house' as const,
    city: 'Wichita',
    maxPrice: 380000,
    minSquareFeet: 1800,
    features: ['garage' as const, 'garden' as const],
  };
  const after = { previousFilters: lastSearch };
  itParses([
    [
      'forget the budget and the yard',
      { propertyType: 'house', city: 'Wichita', minSquareFeet: 1800, features: ['garage'] },
      'property_search',
      after,
    ],
    [
      'get rid of the yard and the budget',
      { propertyType: 'house', city: 'Wichita', minSquareFeet: 1800, features: ['garage'] },
      'property_search',
      after,
    ],
    [
      'lose the size limit and add a pool',
      {
        propertyType: 'house',
        city: 'Wichita',
        maxPrice: 380000,
        features: ['garage', 'garden', 'pool'],
      },
      'property_search',
      after,
    ],
  ]);
});

describe('words that say where someone is or what an owner does', () => {
  itParses([
    [
      'my wife works from home, we need a townhouse in Provo',
      { propertyType: 'townhouse', city: 'Provo' },
    ],
    [
      'a fourplex in Dayton where I could rent out three units',
      { propertyType: 'multi-family', city: 'Dayton' },
    ],
    [
      'townhouses for rent out east in Provo',
      { status: 'for-rent', propertyType: 'townhouse', city: 'Provo' },
    ],
    [
      'just moved here from japan, any lofts in Dayton',
      { propertyType: 'apartment', city: 'Dayton' },
    ],
  ]);
});
