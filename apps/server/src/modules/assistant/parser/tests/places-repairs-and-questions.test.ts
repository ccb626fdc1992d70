import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('a name that is also a word is the city when its state follows', () => {
  itParses([
    ['eugene oregon condos', { propertyType: 'condo', city: 'Eugene', state: 'OR' }],
    [
      '2 bed house mobile alabama',
      { propertyType: 'house', city: 'Mobile', state: 'AL', minBedrooms: 2 },
    ],
    // the state picks the town of that name: not the borough of New York
    [
      'lofts for rent in manhattan ks',
      { status: 'for-rent', propertyType: 'apartment', city: 'Manhattan', state: 'KS' },
    ],
    ['townhomes in portland maine', { propertyType: 'townhouse', city: 'Portland', state: 'ME' }],
    // with its article the word is the thing, not the town
    ['a condo close to the temple in provo', { propertyType: 'condo', city: 'Provo' }],
  ]);
});

describe('a misspelt city is read where what follows makes it a place', () => {
  itParses([
    [
      'pittsburg pennsylvania townhouses',
      { propertyType: 'townhouse', city: 'Pittsburgh', state: 'PA' },
    ],
    ['spokan wa rentals', { status: 'for-rent', city: 'Spokane', state: 'WA' }],
    ['tuscon condos under 300k', { propertyType: 'condo', city: 'Tucson', maxPrice: 300_000 }],
    ['minneapolos 4 bedroom', { city: 'Minneapolis', minBedrooms: 4 }],
  ]);
});

describe('a word said exactly as a number, where only a number can stand', () => {
  itParses([
    ['a fore bed condo in reno', { propertyType: 'condo', city: 'Reno', minBedrooms: 4 }],
    ['sicks bedroom house', { propertyType: 'house', minBedrooms: 6 }],
    // "the" sounds like nothing it could be here
    [
      'hmm forget the bedroom count',
      { city: 'Austin' },
      'property_search',
      { previousFilters: { city: 'Austin', minBedrooms: 2 } },
    ],
  ]);
});

describe('scope: set apart, negated subjects and repairs', () => {
  itParses([
    ['outside of boise but still in idaho', { excludeCities: ['Boise'], state: 'ID' }],
    [
      'condos in naples, nothing with a garage',
      { propertyType: 'condo', city: 'Naples', excludeFeatures: ['garage'] },
    ],
    [
      'rent under two thousand sorry twenty two hundred in denver',
      { status: 'for-rent', city: 'Denver', maxPrice: 2_200 },
    ],
    [
      'condos in tempe uh i mean scottsdale under 500k',
      { propertyType: 'condo', city: 'Scottsdale', maxPrice: 500_000 },
    ],
    [
      'a house with four bedrooms, no, five bedrooms in omaha',
      { propertyType: 'house', city: 'Omaha', minBedrooms: 5 },
    ],
    // a "no" that is not set off is still a negation
    [
      'houses in omaha, no pool',
      { propertyType: 'house', city: 'Omaha', excludeFeatures: ['pool'] },
    ],
  ]);
});

describe('moving a value up to a number sets it', () => {
  const previous = { previousFilters: { city: 'Boise', minBedrooms: 2, maxPrice: 400_000 } };
  itParses([
    [
      'push it up to 3 bedrooms',
      { city: 'Boise', minBedrooms: 3, maxPrice: 400_000 },
      'property_search',
      previous,
    ],
    // without a verb of moving, "up to" is still a ceiling
    ['condos with up to 2 baths', { propertyType: 'condo', maxBathrooms: 2 }],
  ]);
});

describe('questions about a price, the market and the assistant', () => {
  const onScreen = { propertyContext: { id: 'lst-77' } };
  itParses([
    ['is there an asking price for this one', {}, 'price_inquiry', onScreen],
    ['what would they want for it', {}, 'price_inquiry', onScreen],
    [
      'what are townhouses worth in raleigh',
      { propertyType: 'townhouse', city: 'Raleigh' },
      'market_trends',
    ],
    ['what is this condo worth', {}, 'price_inquiry'],
    ['what kinds of searches could you do', {}, 'help'],
    // a search asks for homes "for rent" without asking their price
    [
      'can you find apartments for rent that allow pets in tulsa',
      { status: 'for-rent', propertyType: 'apartment', city: 'Tulsa', features: ['pet-friendly'] },
    ],
  ]);
});

describe('a misspelt first word of a city name, completed by the next word', () => {
  itParses([
    [
      'saan antonio 2 bed apartments',
      { propertyType: 'apartment', city: 'San Antonio', minBedrooms: 2 },
    ],
    ['condos in baotn rouge', { propertyType: 'condo', city: 'Baton Rouge' }],
  ]);
});

describe('a state code that is also a word, after a city of that state', () => {
  itParses([
    ['houses in toledo oh', { propertyType: 'house', city: 'Toledo', state: 'OH' }],
    ['clevland oh duplexes', { propertyType: 'multi-family', city: 'Cleveland', state: 'OH' }],
    ['norman ok rentals', { status: 'for-rent', city: 'Norman', state: 'OK' }],
    // "or" and "in" mid-request stay grammar
    ['homes in portland or seattle', { propertyType: 'house', cities: ['Portland', 'Seattle'] }],
  ]);
});

describe('a name opening the request before a count of rooms', () => {
  itParses([
    ['lincoln 4 bedroom houses', { propertyType: 'house', city: 'Lincoln', minBedrooms: 4 }],
    // a kind of home after the name is not enough
    ['mobile homes', { propertyType: 'house' }],
  ]);
});

describe('another try at the last search', () => {
  const last = {
    previousFilters: { propertyType: 'condo' as const, city: 'Tampa', features: ['pool' as const] },
  };
  itParses([
    [
      'try sarasota',
      { propertyType: 'condo', city: 'Sarasota', features: ['pool'] },
      'property_search',
      last,
    ],
    [
      'swap tampa for clearwater',
      { propertyType: 'condo', city: 'Clearwater', features: ['pool'] },
      'property_search',
      last,
    ],
    ['scratch the pool', { propertyType: 'condo', city: 'Tampa' }, 'property_search', last],
  ]);
});
