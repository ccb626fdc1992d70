import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('bedrooms', () => {
  itParses([
    ['3-bedroom houses', { propertyType: 'house', minBedrooms: 3 }],
    ['three-bedroom homes', { propertyType: 'house', minBedrooms: 3 }],
    ['3 bed', { minBedrooms: 3 }],
    ['3br', { minBedrooms: 3 }],
    ['4 bd', { minBedrooms: 4 }],
    ['2 bdrm condo', { propertyType: 'condo', minBedrooms: 2 }],
    ['one bedroom apartment', { propertyType: 'apartment', minBedrooms: 1 }],
    ['exactly 3 bedrooms', { minBedrooms: 3, maxBedrooms: 3 }],
    ['at most 2 bedrooms', { maxBedrooms: 2 }],
    ['no more than 2 bedrooms', { maxBedrooms: 2 }],
    ['up to 3 beds', { maxBedrooms: 3 }],
    ['at least 4 bedrooms', { minBedrooms: 4 }],
    ['minimum 3 bedrooms', { minBedrooms: 3 }],
    ['4+ bedrooms', { minBedrooms: 4 }],
    ['3 bedrooms or more', { minBedrooms: 3 }],
    ['3 or more bedrooms', { minBedrooms: 3 }],
    ['more than 3 bedrooms', { minBedrooms: 4 }],
    ['fewer than 3 bedrooms', { maxBedrooms: 2 }],
    ['3 to 4 bedrooms', { minBedrooms: 3, maxBedrooms: 4 }],
    ['3 or 4 bedrooms', { minBedrooms: 3, maxBedrooms: 4 }],
    ['between 2 and 3 bedrooms', { minBedrooms: 2, maxBedrooms: 3 }],
    [
      '2-3 bedroom apartments in Chicago',
      { propertyType: 'apartment', city: 'Chicago', minBedrooms: 2, maxBedrooms: 3 },
    ],
    ['studio', { maxBedrooms: 0 }],
    ['studio apartments', { propertyType: 'apartment', maxBedrooms: 0 }],
    ['a studio or one bedroom', { maxBedrooms: 1 }],
    ['four to five bedrooms', { minBedrooms: 4, maxBedrooms: 5 }],
    ['three plus bedrooms', { minBedrooms: 3 }],
    ['5 bedroom or larger', { minBedrooms: 5 }],
    ['homes with 3 bedrooms or fewer', { propertyType: 'house', maxBedrooms: 3 }],
    ['at least 3 bedrooms but no more than 4', { minBedrooms: 3, maxBedrooms: 4 }],
    ['a 3/2 in Tampa', { city: 'Tampa', minBedrooms: 3, minBathrooms: 2 }],
    ['3/2.5 townhouse', { propertyType: 'townhouse', minBedrooms: 3, minBathrooms: 2.5 }],
  ]);
});

describe('bathrooms', () => {
  itParses([
    ['at least 2 baths', { minBathrooms: 2 }],
    ['2.5 bathrooms', { minBathrooms: 2.5 }],
    ['two full baths', { minBathrooms: 2 }],
    ['2 and a half baths', { minBathrooms: 2.5 }],
    ['2 1/2 baths', { minBathrooms: 2.5 }],
    ['1 bath', { minBathrooms: 1 }],
    ['one and a half baths', { minBathrooms: 1.5 }],
    ['2+ baths', { minBathrooms: 2 }],
    ['3 beds and 2 baths', { minBedrooms: 3, minBathrooms: 2 }],
    ['2 bed 2 bath', { minBedrooms: 2, minBathrooms: 2 }],
    ['3br 2ba', { minBedrooms: 3, minBathrooms: 2 }],
    ['three bedroom two bath', { minBedrooms: 3, minBathrooms: 2 }],
    ['2 bedroom 1 bath condo', { propertyType: 'condo', minBedrooms: 2, minBathrooms: 1 }],
  ]);
});

describe('square feet', () => {
  itParses([
    ['over 2000 sq ft', { minSquareFeet: 2_000 }],
    ['at least 1,500 square feet', { minSquareFeet: 1_500 }],
    ['under 900 sqft', { maxSquareFeet: 900 }],
    ['max 900 sq ft', { maxSquareFeet: 900 }],
    ['2000 sq. ft.', { minSquareFeet: 2_000 }],
    ['around 2000 square feet', { minSquareFeet: 1_800, maxSquareFeet: 2_200 }],
    ['1500 to 2000 square feet', { minSquareFeet: 1_500, maxSquareFeet: 2_000 }],
    ['2k sq ft', { minSquareFeet: 2_000 }],
    ['at least 1,800 sq ft and under 2,500 sq ft', { minSquareFeet: 1_800, maxSquareFeet: 2_500 }],
    ['houses no bigger than 1200 square feet', { propertyType: 'house', maxSquareFeet: 1_200 }],
    ['a 2,500 square foot house', { propertyType: 'house', minSquareFeet: 2_500 }],
    ['two thousand square feet', { minSquareFeet: 2_000 }],
    ['5000 sq ft lot', { propertyType: 'land', minSquareFeet: 5_000 }],
    ['house on a 5000 sq ft lot', { propertyType: 'house' }],
    [
      'exactly 4 bedrooms and over 2,000 square feet',
      { minBedrooms: 4, maxBedrooms: 4, minSquareFeet: 2_000 },
    ],
  ]);
});
