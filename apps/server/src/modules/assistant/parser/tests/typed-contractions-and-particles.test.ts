import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('contractions typed without their apostrophe read as the contraction', () => {
  itParses([
    // a negation still negates
    [
      'houses in Tampa, dont want a pool',
      { propertyType: 'house', city: 'Tampa', excludeFeatures: ['pool'] },
    ],
    [
      'townhomes in Boise that doesnt have a basement',
      { propertyType: 'townhouse', city: 'Boise', excludeFeatures: ['basement'] },
    ],
    // a negated comparator is still a bound
    [
      'condos in Tucson that arent over 300k',
      { propertyType: 'condo', city: 'Tucson', maxPrice: 300_000 },
    ],
    // "lets" is no misspelt "lots" (land), "im" no name
    ['lets see houses in Mesa', { propertyType: 'house', city: 'Mesa' }],
    ['im after a condo in Reno', { propertyType: 'condo', city: 'Reno' }],
  ]);
});

describe('a verb of affording in the scope of a negation makes the comparator a maximum', () => {
  itParses([
    [
      "can't afford more than 300k, houses in Tampa",
      { propertyType: 'house', city: 'Tampa', maxPrice: 300_000 },
    ],
    [
      'we cant really swing more than 2500 a month for an apartment in Austin',
      { status: 'for-rent', propertyType: 'apartment', city: 'Austin', maxPrice: 2_500 },
    ],
  ]);
});

describe('a removing verb with its particle after the wish takes the wish out', () => {
  itParses([
    [
      'leave the pool out',
      { city: 'Miami', features: ['garage'] },
      'property_search',
      { previousFilters: { city: 'Miami', features: ['pool', 'garage'] } },
    ],
    [
      'cross the condos off the list',
      { city: 'Miami', status: 'for-sale', excludePropertyTypes: ['condo'] },
      'property_search',
      { previousFilters: { city: 'Miami', status: 'for-sale' } },
    ],
    [
      'houses in Miami, leave the pool out',
      { propertyType: 'house', city: 'Miami', excludeFeatures: ['pool'] },
    ],
    // a particle that removes nothing
    ['houses with a pool, leave the lights on', { propertyType: 'house', features: ['pool'] }],
  ]);
});

describe('a listing word is no place beside which a word turns into a town', () => {
  itParses([
    // "homes" is a word of some town's name; "selling" after it is not Sterling
    [
      'what are homes selling for in Madison these days',
      { propertyType: 'house', city: 'Madison' },
      'market_trends',
    ],
  ]);
});

describe('a price a recogniser wrote as two numbers ("under 2 50") is said in hundreds', () => {
  itParses([
    ['houses in el paso under 2 50', { propertyType: 'house', city: 'El Paso', maxPrice: 250_000 }],
    [
      'condos between 3 25 and 4 50 in Tampa',
      { propertyType: 'condo', city: 'Tampa', minPrice: 325_000, maxPrice: 450_000 },
    ],
    [
      'apartments under 9 50 a month in Tulsa',
      { status: 'for-rent', propertyType: 'apartment', city: 'Tulsa', maxPrice: 950 },
    ],
    // without a comparator before them, two numbers stay two
    [
      '3 bed 2 bath houses in Waco',
      { propertyType: 'house', city: 'Waco', minBedrooms: 3, minBathrooms: 2 },
    ],
  ]);
});

describe('an "in" joined to the word before it by a hyphen names no district', () => {
  itParses([
    [
      'an accessible apartment with a roll-in shower in Denver',
      { propertyType: 'apartment', city: 'Denver' },
    ],
    ['a house with a walk-in closet in Tampa', { propertyType: 'house', city: 'Tampa' }],
    [
      'apartments in koreatown los angeles',
      { propertyType: 'apartment', city: 'Los Angeles', neighborhood: 'koreatown' },
    ],
  ]);
});
