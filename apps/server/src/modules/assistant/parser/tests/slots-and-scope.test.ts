import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('where the grammar expects a number or a room word, a slip is read as one', () => {
  itParses([
    ['condos under sevn hundred thousand', { propertyType: 'condo', maxPrice: 700_000 }],
    ['fivve bedroom houses in boise', { propertyType: 'house', city: 'Boise', minBedrooms: 5 }],
    ['a townhouse with tow baths', { propertyType: 'townhouse', minBathrooms: 2 }],
    ['houses under one point tu million', { propertyType: 'house', maxPrice: 1_200_000 }],
    ['four bad three bath homes', { propertyType: 'house', minBedrooms: 4, minBathrooms: 3 }],
    ['fourbedroom condos', { propertyType: 'condo', minBedrooms: 4 }],
    ['a 2 bedrom 2 bathrom condo', { propertyType: 'condo', minBedrooms: 2, minBathrooms: 2 }],
    ['houses with fuor and a half baths', { propertyType: 'house', minBathrooms: 4.5 }],
    ['a two bed to bath condo', { propertyType: 'condo', minBedrooms: 2, minBathrooms: 2 }],
    // a real word stays itself where a number could stand but a recogniser would not write it
    ['condos with nice bathrooms', { propertyType: 'condo' }],
  ]);
});

describe('one word written as two is read whole', () => {
  itParses([
    ['houses in louis ville', { propertyType: 'house', city: 'Louisville' }],
    [
      'a condo with a car port in tampa',
      { propertyType: 'condo', city: 'Tampa', features: ['parking'] },
    ],
    [
      'lofts down town in dallas',
      { propertyType: 'apartment', city: 'Dallas', neighborhood: 'downtown' },
    ],
    ['a home with a base mint', { propertyType: 'house', features: ['basement'] }],
    // listing words and place names keep their own meaning
    ['a 3 bed room house in new york', { propertyType: 'house', minBedrooms: 3, city: 'New York' }],
  ]);
});

describe('a misspelt place is read where a list or a negation expects one', () => {
  itParses([
    [
      'condos in dallas, austin or hustin',
      { propertyType: 'condo', cities: ['Dallas', 'Austin', 'Houston'] },
    ],
    ['houses anywhere except denvr', { propertyType: 'house', excludeCities: ['Denver'] }],
    [
      'homes outsde Dallas but in Texas',
      { propertyType: 'house', state: 'TX', excludeCities: ['Dallas'] },
    ],
  ]);
});

describe('a negation reaches through its verb phrase', () => {
  itParses([
    ["townhouses that shouldn't cost over 450k", { propertyType: 'townhouse', maxPrice: 450_000 }],
    [
      "i don't want to spend more than 3k a month on an apartment",
      { status: 'for-rent', propertyType: 'apartment', maxPrice: 3_000 },
    ],
    ['condos not exceeding 800k', { propertyType: 'condo', maxPrice: 800_000 }],
    ['condos exceeding 800k', { propertyType: 'condo', minPrice: 800_000 }],
    [
      "homes that don't have a pool or a basement but do have a fireplace",
      { propertyType: 'house', features: ['fireplace'], excludeFeatures: ['basement', 'pool'] },
    ],
    ["condos that don't come with a gym", { propertyType: 'condo', excludeFeatures: ['gym'] }],
    ['houses that have a garage', { propertyType: 'house', features: ['garage'] }],
  ]);
});

describe('a city set apart from the state named before it is carved out of it', () => {
  itParses([
    [
      'condos in florida outside of tampa',
      { propertyType: 'condo', state: 'FL', excludeCities: ['Tampa'] },
    ],
    [
      'anywhere in ohio but columbus or dayton',
      { state: 'OH', excludeCities: ['Columbus', 'Dayton'] },
    ],
    // with no area first, "outside" is near the city
    ['homes just outside austin', { propertyType: 'house', city: 'Austin' }],
  ]);
});

describe('a district said before its city after a comma', () => {
  itParses([
    [
      'lofts in the gulch, nashville',
      { propertyType: 'apartment', city: 'Nashville', neighborhood: 'gulch' },
    ],
    [
      'houses in fishtown, philadelphia',
      { propertyType: 'house', city: 'Philadelphia', neighborhood: 'fishtown' },
    ],
    // a comma before a list of cities starts the list
    [
      'condos in sea addle, portland or boise',
      { propertyType: 'condo', cities: ['Seattle', 'Portland', 'Boise'] },
    ],
  ]);
});

describe('a home pointed at is the one on screen', () => {
  itParses([
    ['how old is this house', {}, 'property_details'],
    ['give me more details about that condo', {}, 'property_details'],
    ['does this place have a garage', {}, 'property_details'],
    ['show me houses like these homes in austin', { propertyType: 'house', city: 'Austin' }],
  ]);
});

describe('actions the assistant cannot take are declined', () => {
  itParses([
    ['set up an in-person viewing on monday', {}, 'unsupported'],
    ['fill out the rental application for me', {}, 'unsupported'],
    ['sign the purchase contract', {}, 'unsupported'],
  ]);
});

const lasVegas = {
  previousFilters: {
    propertyType: 'house' as const,
    city: 'Las Vegas',
    state: 'NV',
    minPrice: 300_000,
    maxPrice: 500_000,
    features: ['garage' as const, 'pool' as const],
  },
};

describe('follow-ups that name the bound or drop a wish change only that', () => {
  itParses([
    [
      'raise the minimum to 350k',
      { ...lasVegas.previousFilters, minPrice: 350_000 },
      'property_search',
      lasVegas,
    ],
    [
      'push the max down to 450k',
      { ...lasVegas.previousFilters, maxPrice: 450_000 },
      'property_search',
      lasVegas,
    ],
    [
      'scrap the pool',
      { ...lasVegas.previousFilters, features: ['garage'] },
      'property_search',
      lasVegas,
    ],
    [
      'try henderson instead',
      { ...lasVegas.previousFilters, city: 'Henderson' },
      'property_search',
      lasVegas,
    ],
    // a city of another state leaves the old state behind
    [
      'try phoenix instead',
      {
        propertyType: 'house',
        city: 'Phoenix',
        minPrice: 300_000,
        maxPrice: 500_000,
        features: ['garage', 'pool'],
      },
      'property_search',
      lasVegas,
    ],
  ]);
});
