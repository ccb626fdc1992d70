import { describe } from 'vitest';
import { itParses } from './parse-case';

const austinHouses = {
  previousFilters: { city: 'Austin', propertyType: 'house' as const },
  recentSearchResults: [
    { id: 'A', price: 450_000, squareFeet: 1_800, bedrooms: 3 },
    { id: 'B', price: 520_000, squareFeet: 2_400, bedrooms: 4 },
  ],
};

describe('follow-ups refine the last results', () => {
  itParses([
    [
      'only the ones with a pool',
      { propertyType: 'house', city: 'Austin', features: ['pool'] },
      'property_search',
      austinHouses,
    ],
    [
      'with a pool',
      { propertyType: 'house', city: 'Austin', features: ['pool'] },
      'property_search',
      austinHouses,
    ],
    [
      'which of those has 3 bedrooms',
      { propertyType: 'house', city: 'Austin', minBedrooms: 3 },
      'property_search',
      austinHouses,
    ],
    [
      'show me cheaper ones',
      { propertyType: 'house', city: 'Austin', maxPrice: 449_999 },
      'property_search',
      austinHouses,
    ],
    [
      'cheaper',
      { propertyType: 'house', city: 'Austin', maxPrice: 449_999 },
      'property_search',
      austinHouses,
    ],
    [
      'anything more affordable?',
      { propertyType: 'house', city: 'Austin', maxPrice: 449_999 },
      'property_search',
      austinHouses,
    ],
    [
      'more expensive ones',
      { propertyType: 'house', city: 'Austin', minPrice: 520_001 },
      'property_search',
      austinHouses,
    ],
    [
      'bigger ones',
      { propertyType: 'house', city: 'Austin', minSquareFeet: 2_401 },
      'property_search',
      austinHouses,
    ],
    [
      'under 400k',
      { propertyType: 'house', city: 'Austin', maxPrice: 400_000 },
      'property_search',
      austinHouses,
    ],
    [
      'only for rent',
      { status: 'for-rent', propertyType: 'house', city: 'Austin' },
      'property_search',
      austinHouses,
    ],
    [
      'sort them by price',
      { propertyType: 'house', city: 'Austin', sort: 'price-asc' },
      'property_search',
      austinHouses,
    ],
    [
      'what about Dallas',
      { propertyType: 'house', city: 'Dallas' },
      'property_search',
      austinHouses,
    ],
    [
      'what about condos',
      { propertyType: 'condo', city: 'Austin' },
      'property_search',
      austinHouses,
    ],
    [
      'any with a fireplace',
      { city: 'Austin', features: ['fireplace', 'pool'] },
      'property_search',
      { previousFilters: { city: 'Austin', features: ['pool'] } },
    ],
    [
      'what about Denver',
      { city: 'Denver', maxPrice: 500_000 },
      'property_search',
      { previousFilters: { city: 'Austin', state: 'TX', maxPrice: 500_000 } },
    ],
    [
      'cheaper ones please',
      { city: 'Austin', maxPrice: 499_999 },
      'property_search',
      { previousFilters: { city: 'Austin', maxPrice: 500_000 } },
    ],
  ]);
});

describe('a new request is not a follow-up', () => {
  itParses([
    ['condos in Miami', { propertyType: 'condo', city: 'Miami' }, 'property_search', austinHouses],
    [
      'show me 3 bedroom townhomes in Denver',
      { propertyType: 'townhouse', city: 'Denver', minBedrooms: 3 },
      'property_search',
      austinHouses,
    ],
    ['hello', {}, 'greeting', austinHouses],
    ["how's the market in Austin", { city: 'Austin' }, 'market_trends', austinHouses],
  ]);
});

describe('follow-ups that narrow or add without pointing back', () => {
  const previous = { propertyType: 'house' as const, state: 'AZ' };
  itParses([
    [
      'not in tempe though',
      { ...previous, excludeCities: ['Tempe'] },
      'property_search',
      { previousFilters: previous },
    ],
    [
      'anything under 400 grand?',
      { ...previous, maxPrice: 400_000 },
      'property_search',
      { previousFilters: previous },
    ],
    [
      'add scottsdale too',
      { propertyType: 'house', state: 'AZ', cities: ['Mesa', 'Scottsdale'] },
      'property_search',
      { previousFilters: { ...previous, city: 'Mesa' } },
    ],
    [
      'switch to condos',
      { propertyType: 'condo', city: 'Mesa' },
      'property_search',
      { previousFilters: { propertyType: 'house', city: 'Mesa' } },
    ],
  ]);
});

describe('a verb with a particle of removal takes a kind or a place out', () => {
  const sarasotaSales = {
    previousFilters: { city: 'Sarasota', status: 'for-sale' as const },
  };
  itParses([
    [
      'cut out the townhomes please',
      { city: 'Sarasota', status: 'for-sale', excludePropertyTypes: ['townhouse'] },
      'property_search',
      sarasotaSales,
    ],
    [
      'rule out condos and townhouses',
      { city: 'Sarasota', status: 'for-sale', excludePropertyTypes: ['condo', 'townhouse'] },
      'property_search',
      sarasotaSales,
    ],
    [
      'houses in florida but strike off Tampa',
      { propertyType: 'house', state: 'FL', excludeCities: ['Tampa'] },
    ],
  ]);
});
