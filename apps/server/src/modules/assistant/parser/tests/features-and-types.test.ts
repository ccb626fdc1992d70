import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('property types', () => {
  itParses([
    ['homes', { propertyType: 'house' }],
    ['single-family houses', { propertyType: 'house' }],
    ['single family home', { propertyType: 'house' }],
    ['a flat', { propertyType: 'apartment' }],
    ['condominiums', { propertyType: 'condo' }],
    ['townhomes', { propertyType: 'townhouse' }],
    ['town house', { propertyType: 'townhouse' }],
    ['duplex under 600 k', { propertyType: 'multi-family', maxPrice: 600_000 }],
    ['show me a duplex or triplex', { propertyType: 'multi-family' }],
    ['multifamily', { propertyType: 'multi-family' }],
    ['a plot', { propertyType: 'land' }],
    ['1 acre lot', { propertyType: 'land' }],
    ['5 acres of land in Texas', { propertyType: 'land', state: 'TX' }],
    ['office space for lease', { status: 'for-rent', propertyType: 'commercial' }],
    ['retail space in Dallas', { propertyType: 'commercial', city: 'Dallas' }],
    ['warehouse', { propertyType: 'commercial' }],
    ['house with a home office', { propertyType: 'house' }],
    ['a lot of space', {}, 'unknown'],
    ['apartment with a parking lot', { propertyType: 'apartment', features: ['parking'] }],
    // "any home" is a home of any type
    ['any home in Tulsa', { city: 'Tulsa' }],
    [
      'any home in Kansas City that is not a townhouse',
      { city: 'Kansas City', excludePropertyTypes: ['townhouse'] },
    ],
  ]);
});

describe('features', () => {
  itParses([
    ['with a pool', { features: ['pool'] }],
    ['swimming pool', { features: ['pool'] }],
    ['house with a backyard', { propertyType: 'house', features: ['garden'] }],
    ['a yard', { features: ['garden'] }],
    ['central air', { features: ['air-conditioning'] }],
    ['a/c and a gym', { features: ['air-conditioning', 'gym'] }],
    [
      'dog friendly apartments with AC and parking',
      { propertyType: 'apartment', features: ['air-conditioning', 'parking', 'pet-friendly'] },
    ],
    ['allows pets', { features: ['pet-friendly'] }],
    ['ocean view condos', { propertyType: 'condo', features: ['view'] }],
    [
      'lakefront cabins in Minnesota',
      { propertyType: 'house', state: 'MN', features: ['waterfront'] },
    ],
    ['beachfront homes', { propertyType: 'house', features: ['waterfront'] }],
    ['brand new townhomes', { propertyType: 'townhouse', features: ['new-construction'] }],
    ['new construction', { features: ['new-construction'] }],
    ['furnished apartment', { propertyType: 'apartment', features: ['furnished'] }],
    ['unfurnished apartment', { propertyType: 'apartment', excludeFeatures: ['furnished'] }],
    ['finished basement and a fireplace', { features: ['basement', 'fireplace'] }],
    ['a balcony', { features: ['balcony'] }],
    ['fitness center', { features: ['gym'] }],
    ['houses without a pool', { propertyType: 'house', excludeFeatures: ['pool'] }],
    ['a house, no pool', { propertyType: 'house', excludeFeatures: ['pool'] }],
    [
      'house with no garage, with a pool',
      { propertyType: 'house', features: ['pool'], excludeFeatures: ['garage'] },
    ],
    [
      'house with no garage but a basement',
      { propertyType: 'house', features: ['basement'], excludeFeatures: ['garage'] },
    ],
    [
      'houses with a view and a pool in San Diego, CA',
      {
        propertyType: 'house',
        city: 'San Diego',
        state: 'CA',
        features: ['pool', 'view'],
      },
    ],
  ]);
});

describe('status and sort', () => {
  itParses([
    ['for rent in Phoenix', { status: 'for-rent', city: 'Phoenix' }],
    ['rentals in Boise', { status: 'for-rent', city: 'Boise' }],
    ['I want to buy a condo', { status: 'for-sale', propertyType: 'condo' }],
    ['houses for sale', { status: 'for-sale', propertyType: 'house' }],
    [
      "I don't want to buy, I want to rent an apartment in Austin",
      { status: 'for-rent', propertyType: 'apartment', city: 'Austin' },
    ],
    ['not for sale, for rent', { status: 'for-rent' }],
    ['cheapest first', { sort: 'price-asc' }],
    ['least expensive condos', { propertyType: 'condo', sort: 'price-asc' }],
    ['most expensive homes', { propertyType: 'house', sort: 'price-desc' }],
    ['sort by price high to low', { sort: 'price-desc' }],
    ['newest condos in Boston', { propertyType: 'condo', city: 'Boston', sort: 'newest' }],
    ['latest listings', { sort: 'newest' }],
    ['recently listed homes', { propertyType: 'house', sort: 'newest' }],
  ]);
});
