import { describe } from 'vitest';
import { itParses } from './parse-case';

const tucsonHouses = {
  previousFilters: {
    propertyType: 'house' as const,
    city: 'Tucson',
    maxPrice: 450_000,
    features: ['fireplace' as const, 'garden' as const, 'gym' as const],
  },
};
const { features: _features, ...tucsonWithoutWishes } = tucsonHouses.previousFilters;

describe('a removal reaches every wish of the list it heads (decision 0590)', () => {
  itParses([
    [
      'ditch the fireplace and the gym',
      { ...tucsonWithoutWishes, features: ['garden'] },
      'property_search',
      tucsonHouses,
    ],
    [
      'scratch the garden or the fireplace',
      { ...tucsonWithoutWishes, features: ['gym'] },
      'property_search',
      tucsonHouses,
    ],
    // a comma list closed by "and" is one list
    [
      'skip the gym, the garden and the fireplace',
      tucsonWithoutWishes,
      'property_search',
      tucsonHouses,
    ],
    // a comma alone joins nothing: "keep" starts a wish of its own
    [
      'drop the gym but keep the garden',
      { ...tucsonWithoutWishes, features: ['fireplace', 'garden'] },
      'property_search',
      tucsonHouses,
    ],
    // on a new search the same list is ruled out
    [
      'lofts in Reno with no fireplace, gym or garden',
      {
        propertyType: 'apartment',
        city: 'Reno',
        excludeFeatures: ['fireplace', 'garden', 'gym'],
      },
    ],
  ]);
});

describe('"nevermind" typed as one word takes a wish back as "never mind" does', () => {
  itParses([
    [
      'nevermind the gym',
      { ...tucsonWithoutWishes, features: ['fireplace', 'garden'] },
      'property_search',
      tucsonHouses,
    ],
    [
      'ok nevermind the garden and the fireplace',
      { ...tucsonWithoutWishes, features: ['gym'] },
      'property_search',
      tucsonHouses,
    ],
  ]);
});

const salemRentals = {
  previousFilters: {
    status: 'for-rent' as const,
    propertyType: 'townhouse' as const,
    city: 'Salem',
    state: 'OR',
    minBedrooms: 2,
  },
};

const { city: _city, ...salemWithoutCity } = salemRentals.previousFilters;

describe('a place said alone after a search moves that search (decision 0590)', () => {
  itParses([
    [
      'near eugene, no sorry, corvallis',
      { ...salemRentals.previousFilters, city: 'Corvallis' },
      'property_search',
      salemRentals,
    ],
    [
      'in bend then',
      { ...salemRentals.previousFilters, city: 'Bend' },
      'property_search',
      salemRentals,
    ],
    [
      'Medford or Ashland please',
      { ...salemWithoutCity, cities: ['Medford', 'Ashland'] },
      'property_search',
      salemRentals,
    ],
    // a kind of home with the place asks afresh
    ['condos in Bend', { propertyType: 'condo', city: 'Bend' }, 'property_search', salemRentals],
    // with no search before, a place alone is a search of that place
    ['in bend, sorry, redmond', { city: 'Redmond' }],
  ]);
});
