import { describe } from 'vitest';
import { itParses } from './parse-case';

// Towns beyond the best-known cities come from GeoNames (gazetteer/us-places.ts); each is read
// only where a place is plainly meant, so names of listings, landmarks and words stay themselves.
describe('towns of every size', () => {
  itParses([
    ['houses in evanston', { propertyType: 'house', city: 'Evanston' }],
    ['condos in los alamos nm', { propertyType: 'condo', city: 'Los Alamos', state: 'NM' }],
    ['Bozeman land under 200k', { propertyType: 'land', city: 'Bozeman', maxPrice: 200_000 }],
    ['homes in red bank', { propertyType: 'house', city: 'Red Bank' }],
    ['apartments with a sunrise view', { propertyType: 'apartment', features: ['view'] }],
    ['houses with a mission style porch in denver', { propertyType: 'house', city: 'Denver' }],
    [
      'condos for sale sorted by price',
      { status: 'for-sale', propertyType: 'condo', sort: 'price-asc' },
    ],
    [
      'apartments near Sacred Heart hospital in Spokane',
      { propertyType: 'apartment', city: 'Spokane' },
    ],
  ]);
});

describe('a district said just before its city', () => {
  itParses([
    [
      'lofts in the pearl district portland',
      { propertyType: 'apartment', city: 'Portland', neighborhood: 'pearl district' },
    ],
    [
      'apartments in koreatown los angeles',
      { propertyType: 'apartment', city: 'Los Angeles', neighborhood: 'koreatown' },
    ],
    [
      'a condo in little tokyo in los angeles',
      { propertyType: 'condo', city: 'Los Angeles', neighborhood: 'little tokyo' },
    ],
    [
      'townhomes in greektown in chicago',
      { propertyType: 'townhouse', city: 'Chicago', neighborhood: 'greektown' },
    ],
  ]);
});

describe('a word-like state code said last, where the city lies in that state', () => {
  itParses([
    ['houses in scranton pa', { propertyType: 'house', city: 'Scranton', state: 'PA' }],
    ['homes in blacksburg va', { propertyType: 'house', city: 'Blacksburg', state: 'VA' }],
  ]);
});

describe('landmarks named in the plural are no district', () => {
  itParses([
    ['condos near Catholic schools in Omaha', { propertyType: 'condo', city: 'Omaha' }],
    [
      'homes near Methodist churches in Tulsa with a garage',
      { propertyType: 'house', city: 'Tulsa', features: ['garage'] },
    ],
    // a district by name still is one
    [
      'houses near Wicker Park in Chicago',
      { propertyType: 'house', city: 'Chicago', neighborhood: 'wicker park' },
    ],
  ]);
});

describe('an abbreviated name keeps its article', () => {
  itParses([
    ['condos in the ATL', { propertyType: 'condo', city: 'Atlanta' }],
    ['a townhouse in the KC area', { propertyType: 'townhouse', city: 'Kansas City' }],
    // a word with its article is still the thing
    ['homes near the mesa in Boulder', { propertyType: 'house', city: 'Boulder' }],
  ]);
});
