import type { TAssistantFilters } from '@nestwise/shared';
import { describe } from 'vitest';
import { itParses, type ParseCase } from './parse-case';

/** A follow-up said after the search `previous`, read as `filters`. */
const after = (
  previous: TAssistantFilters,
  transcript: string,
  filters: TAssistantFilters,
): ParseCase => [transcript, filters, 'property_search', { previousFilters: previous }];

const raleighCondos: TAssistantFilters = { propertyType: 'condo', city: 'Raleigh', minBedrooms: 2 };
const oklahoma: TAssistantFilters = {
  propertyType: 'apartment',
  cities: ['Tulsa', 'Norman', 'Edmond'],
};

describe('a follow-up adds a city to the last search', () => {
  itParses([
    after(raleighCondos, 'throw in durham', {
      propertyType: 'condo',
      cities: ['Raleigh', 'Durham'],
      minBedrooms: 2,
    }),
    after({ propertyType: 'house', city: 'Tacoma' }, 'and olympia as well', {
      propertyType: 'house',
      cities: ['Tacoma', 'Olympia'],
    }),
    // a name that needs a cue elsewhere ("chandler") is a place when added to a list of places
    after({ propertyType: 'house', city: 'Tempe' }, 'add chandler too', {
      propertyType: 'house',
      cities: ['Tempe', 'Chandler'],
    }),
    // a listing word that starts with a town's name stays the listing word
    after({ propertyType: 'condo', city: 'Tampa' }, 'plus central air', {
      propertyType: 'condo',
      city: 'Tampa',
      features: ['air-conditioning'],
    }),
  ]);
});

describe('a follow-up takes one city off the list and keeps the others', () => {
  itParses([
    after(oklahoma, 'take edmond off', { propertyType: 'apartment', cities: ['Tulsa', 'Norman'] }),
    after(oklahoma, 'drop norman', { propertyType: 'apartment', cities: ['Tulsa', 'Edmond'] }),
    after(oklahoma, 'no more tulsa please', {
      propertyType: 'apartment',
      cities: ['Norman', 'Edmond'],
    }),
    after({ cities: ['Tulsa', 'Norman'], maxPrice: 1500 }, 'remove the norman ones', {
      city: 'Tulsa',
      maxPrice: 1500,
    }),
  ]);
});

describe('a correction puts the new city in place of the one ruled out', () => {
  itParses([
    after({ propertyType: 'house', cities: ['Provo', 'Orem'] }, 'actually lehi, not orem', {
      propertyType: 'house',
      cities: ['Provo', 'Lehi'],
    }),
    after(
      { propertyType: 'house', city: 'Boise', state: 'ID', maxPrice: 500_000 },
      'nampa rather than boise',
      { propertyType: 'house', city: 'Nampa', state: 'ID', maxPrice: 500_000 },
    ),
  ]);
});

describe('an edit names the field it changes and keeps every other filter', () => {
  const memphis: TAssistantFilters = {
    propertyType: 'townhouse',
    city: 'Memphis',
    minBedrooms: 3,
    features: ['garage'],
  };
  itParses([
    after(memphis, 'change the city to collierville', { ...memphis, city: 'Collierville' }),
    after(memphis, 'could you set the location to Bartlett', { ...memphis, city: 'Bartlett' }),
    // a bigger budget is more money, not a bigger home
    after(
      { propertyType: 'house', city: 'Omaha', minBedrooms: 3, maxPrice: 400_000 },
      'a bigger budget please, up to 550k',
      { propertyType: 'house', city: 'Omaha', minBedrooms: 3, maxPrice: 550_000 },
    ),
    // "bigger" said of the homes still asks for more room
    after({ city: 'Omaha', minBedrooms: 3 }, 'bigger ones', { city: 'Omaha', minBedrooms: 4 }),
  ]);
});
