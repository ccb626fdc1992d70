import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../gazetteer/gazetteer';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

describe('cities and states', () => {
  itParses([
    ['in austin', { city: 'Austin' }],
    ['near San Francisco', { city: 'San Francisco' }],
    ['condos in NYC', { propertyType: 'condo', city: 'New York' }],
    ['homes in New York City', { propertyType: 'house', city: 'New York' }],
    ['in New York', { city: 'New York' }],
    ['farmhouse in New York state', { propertyType: 'house', state: 'NY' }],
    ['land for sale in Texas', { status: 'for-sale', propertyType: 'land', state: 'TX' }],
    ['Austin, TX homes', { propertyType: 'house', city: 'Austin', state: 'TX' }],
    ['Austin, tx homes', { propertyType: 'house', city: 'Austin', state: 'TX' }],
    ['homes near Austin Texas', { propertyType: 'house', city: 'Austin', state: 'TX' }],
    [
      'house in austin texas under four hundred thousand',
      { propertyType: 'house', city: 'Austin', state: 'TX', maxPrice: 400_000 },
    ],
    ['3br 2ba in Portland, OR', { city: 'Portland', state: 'OR', minBedrooms: 3, minBathrooms: 2 }],
    ['Portland Maine', { city: 'Portland', state: 'ME' }],
    ['homes in Kansas City', { propertyType: 'house', city: 'Kansas City' }],
    ['homes in Kansas', { propertyType: 'house', state: 'KS' }],
    ['townhouses in St. Louis', { propertyType: 'townhouse', city: 'St. Louis' }],
    ['saint louis houses', { propertyType: 'house', city: 'St. Louis' }],
    ['homes in Washington', { propertyType: 'house', state: 'WA' }],
    ['homes in Washington DC', { propertyType: 'house', city: 'Washington', state: 'DC' }],
    ['condo in Miami Beach', { propertyType: 'condo', city: 'Miami Beach' }],
    ['houses in philly', { propertyType: 'house', city: 'Philadelphia' }],
    ['vegas condos', { propertyType: 'condo', city: 'Las Vegas' }],
    ['apartments in SF', { propertyType: 'apartment', city: 'San Francisco' }],
    ['homes in LA under 2m', { propertyType: 'house', city: 'Los Angeles', maxPrice: 2_000_000 }],
    ['FOUR BEDROOM HOMES IN TX', { propertyType: 'house', state: 'TX', minBedrooms: 4 }],
    ['homes in Mobile, AL', { propertyType: 'house', city: 'Mobile', state: 'AL' }],
    ['mobile homes', { propertyType: 'house' }],
    ['homes in Orange', { propertyType: 'house', city: 'Orange' }],
    ['homes in Smallville, KS', { propertyType: 'house', city: 'Smallville', state: 'KS' }],
    ['looking for a place in Dallas or Austin', { cities: ['Dallas', 'Austin'] }],
    ['houses in Winston-Salem', { propertyType: 'house', city: 'Winston-Salem' }],
    [
      'homes in Salt Lake City, Utah',
      { propertyType: 'house', city: 'Salt Lake City', state: 'UT' },
    ],
  ]);
});

describe('regions', () => {
  itParses([
    ['homes in the bay area', { propertyType: 'house', state: 'CA' }],
    ['Orange County condos', { propertyType: 'condo', state: 'CA' }],
    ['houses in silicon valley', { propertyType: 'house', state: 'CA' }],
    ['condos in south florida', { propertyType: 'condo', state: 'FL' }],
  ]);
});

describe('neighborhoods', () => {
  itParses([
    ['condos downtown', { propertyType: 'condo', neighborhood: 'downtown' }],
    [
      'homes in downtown Austin',
      { propertyType: 'house', city: 'Austin', neighborhood: 'downtown' },
    ],
    ['lofts in midtown', { propertyType: 'apartment', neighborhood: 'midtown' }],
    ['something in the waterfront district', { neighborhood: 'waterfront district' }],
    [
      'condos in Brickell, Miami',
      { propertyType: 'condo', city: 'Miami', neighborhood: 'brickell' },
    ],
    [
      'houses in the Buckhead area of Atlanta',
      { propertyType: 'house', city: 'Atlanta', neighborhood: 'buckhead' },
    ],
    ['brooklyn lofts', { propertyType: 'apartment', city: 'New York', neighborhood: 'brooklyn' }],
    [
      'apartments on the upper east side',
      { propertyType: 'apartment', neighborhood: 'upper east side' },
    ],
    [
      'homes in the neighborhood of Hyde Park',
      { propertyType: 'house', neighborhood: 'hyde park' },
    ],
    // a landmark or a name cut at an abbreviation's stop is no neighbourhood
    ["apartments near St. Mary's hospital", { propertyType: 'apartment' }],
    ['condos near Mount Sinai hospital in Miami', { propertyType: 'condo', city: 'Miami' }],
    ['condos near Brickell', { propertyType: 'condo', neighborhood: 'brickell' }],
  ]);
});

describe('the cities present in the listings', () => {
  it('recognises a town the built-in list does not know once it is added', () => {
    const transcript = 'houses in wimberley under 900k';
    expect(parseTranscript({ transcript }).filters).toEqual({
      propertyType: 'house',
      maxPrice: 900_000,
    });
    const gazetteer = createGazetteer([{ city: 'Wimberley', state: 'TX' }]);
    expect(parseTranscript({ transcript }, { gazetteer }).filters).toEqual({
      propertyType: 'house',
      city: 'Wimberley',
      maxPrice: 900_000,
    });
  });

  it('keeps a listing city that is an everyday word behind a cue', () => {
    const gazetteer = createGazetteer([{ city: 'Surprise', state: 'AZ' }]);
    expect(parseTranscript({ transcript: 'homes in surprise' }, { gazetteer }).filters.city).toBe(
      'Surprise',
    );
    expect(
      parseTranscript({ transcript: 'surprise me with a house' }, { gazetteer }).filters.city,
    ).toBeUndefined();
  });
});
