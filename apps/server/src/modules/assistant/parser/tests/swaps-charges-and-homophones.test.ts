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
