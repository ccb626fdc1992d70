import { describe } from 'vitest';
import { itParses } from './parse-case';

describe("a speaker's repair edits what was said before it", () => {
  itParses([
    [
      'a condo with two bedrooms actually make that three in denver',
      { propertyType: 'condo', minBedrooms: 3, city: 'Denver' },
    ],
    [
      'townhouses in tampa no wait orlando under 300k',
      { propertyType: 'townhouse', city: 'Orlando', maxPrice: 300_000 },
    ],
    [
      'apartments for rent under two thousand a month no sorry twenty two hundred',
      { status: 'for-rent', propertyType: 'apartment', maxPrice: 2_200 },
    ],
    [
      'houses with a garage i mean without a garage',
      { propertyType: 'house', excludeFeatures: ['garage'] },
    ],
    // "actually" alone is no repair
    ['i actually want a condo in boston', { propertyType: 'condo', city: 'Boston' }],
  ]);
});

describe('spoken numbers in ranges and hundreds', () => {
  itParses([
    [
      'apartments for rent under twelve fifty',
      { status: 'for-rent', propertyType: 'apartment', maxPrice: 1_250 },
    ],
    [
      'condos for sale between two seventy five and three twenty five',
      { status: 'for-sale', propertyType: 'condo', minPrice: 275_000, maxPrice: 325_000 },
    ],
    [
      'homes between eighteen hundred and twenty two hundred square feet',
      { propertyType: 'house', minSquareFeet: 1_800, maxSquareFeet: 2_200 },
    ],
    [
      'apartments for rent between eight hundred and twelve fifty',
      { status: 'for-rent', propertyType: 'apartment', minPrice: 800, maxPrice: 1_250 },
    ],
    ['a house for three hundred and fifty thousand', { propertyType: 'house', maxPrice: 350_000 }],
    // years are no prices
    ['houses built between 1995 and 2010', { propertyType: 'house' }],
  ]);
});

describe('spoken lists without commas and lists after a negation', () => {
  itParses([
    [
      'homes in florida but not in miami tampa or orlando',
      { propertyType: 'house', state: 'FL', excludeCities: ['Miami', 'Tampa', 'Orlando'] },
    ],
  ]);
});

describe('nicknames, phrasal verbs and letters said apart', () => {
  itParses([
    ['condos in cincy', { propertyType: 'condo', city: 'Cincinnati' }],
    ['lofts in the windy city', { propertyType: 'apartment', city: 'Chicago' }],
    ['pull up houses in reno', { propertyType: 'house', city: 'Reno' }],
    ['a lot to build on in bend oregon', { propertyType: 'land', city: 'Bend', state: 'OR' }],
    [
      'an apartment with a c in phoenix',
      { propertyType: 'apartment', city: 'Phoenix', features: ['air-conditioning'] },
    ],
    ['how does this thing work', {}, 'help'],
  ]);
});

const tampaHouses = {
  previousFilters: { propertyType: 'house' as const, city: 'Tampa', maxPrice: 400_000 },
};

describe('follow-ups that take a limit back or move the search', () => {
  itParses([
    [
      'get rid of the price limit',
      { propertyType: 'house', city: 'Tampa' },
      'property_search',
      tampaHouses,
    ],
    [
      'what about orlndo instead',
      { propertyType: 'house', city: 'Orlando', maxPrice: 400_000 },
      'property_search',
      tampaHouses,
    ],
  ]);
});
