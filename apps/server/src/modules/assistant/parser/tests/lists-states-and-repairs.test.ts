import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses } from './parse-case';

describe('a state said after the place narrows it to that state', () => {
  itParses([
    // a word-like code right after a city that lies in it, with more said after it
    [
      'townhomes in boulder co near a trail',
      { propertyType: 'townhouse', city: 'Boulder', state: 'CO' },
    ],
    [
      'a house in mobile al with a pool',
      { propertyType: 'house', city: 'Mobile', state: 'AL', features: ['pool'] },
    ],
    // "in" and "or" go on as grammar after a city
    ['condos in portland or boise', { propertyType: 'condo', cities: ['Portland', 'Boise'] }],
    // words that are no city there are read as the one city of that state they sound like
    ['a condo in santa fay new mexico', { propertyType: 'condo', city: 'Santa Fe', state: 'NM' }],
    ['houses in tack oma washington', { propertyType: 'house', city: 'Tacoma', state: 'WA' }],
    ['land near fresh no california', { propertyType: 'land', city: 'Fresno', state: 'CA' }],
    // a real city there is kept as said
    ['houses in salem oregon', { propertyType: 'house', city: 'Salem', state: 'OR' }],
  ]);

  it('says which city it read the words as', () => {
    const result = parseTranscript({ transcript: 'homes in tack oma washington' });
    expect(result.corrections).toContainEqual({ from: 'tack oma', to: 'Tacoma' });
  });
});

describe('lists, their articles and their hedges', () => {
  itParses([
    ['a townhouse or a condo in reno', { propertyTypes: ['townhouse', 'condo'], city: 'Reno' }],
    [
      'an apartment, a condo or maybe a townhouse',
      { propertyTypes: ['apartment', 'condo', 'townhouse'] },
    ],
    // a type said after another and a preposition is no list
    ['a house on a lot in boise', { propertyType: 'house', city: 'Boise' }],
    [
      'neither condos nor apartments in tulsa',
      { excludePropertyTypes: ['condo', 'apartment'], city: 'Tulsa' },
    ],
    [
      'homes in neither mesa nor tempe',
      { propertyType: 'house', excludeCities: ['Mesa', 'Tempe'] },
    ],
    [
      'condos in either tampa or clearwater',
      { propertyType: 'condo', cities: ['Tampa', 'Clearwater'] },
    ],
  ]);
});

describe('spoken numbers joined by "and"', () => {
  itParses([
    // what follows "and" is added only when it is smaller than the scale before it
    [
      'rentals between fifteen hundred and twenty two hundred a month',
      { status: 'for-rent', minPrice: 1500, maxPrice: 2200 },
    ],
    [
      'homes between two hundred thousand and three hundred fifty thousand',
      { propertyType: 'house', minPrice: 200000, maxPrice: 350000 },
    ],
    ['a condo under one million and fifty thousand', { propertyType: 'condo', maxPrice: 1050000 }],
  ]);
});

describe("a speaker's repair set off by pauses", () => {
  itParses([
    ['condos in boise, sorry, in meridian', { propertyType: 'condo', city: 'Meridian' }],
    ['two bedrooms, wait, three bedrooms in omaha', { minBedrooms: 3, city: 'Omaha' }],
    // the same words inside a sentence are no repair
    ["i can't wait to see houses in omaha", { propertyType: 'house', city: 'Omaha' }],
  ]);
});

describe('the market a follow-up keeps', () => {
  itParses([
    [
      'ok and under nine fifty',
      { status: 'for-rent', city: 'Fresno', maxPrice: 950 },
      'property_search',
      { previousFilters: { status: 'for-rent', city: 'Fresno' } },
    ],
    [
      'ok and under nine fifty',
      { status: 'for-sale', city: 'Fresno', maxPrice: 950000 },
      'property_search',
      { previousFilters: { status: 'for-sale', city: 'Fresno' } },
    ],
  ]);
});

describe('statistics of prices and the price of one home', () => {
  itParses([
    [
      'the median townhouse price in boise',
      { propertyType: 'townhouse', city: 'Boise' },
      'market_trends',
    ],
    [
      'typical rents for apartments in fresno',
      { status: 'for-rent', propertyType: 'apartment', city: 'Fresno' },
      'market_trends',
    ],
    [
      'the average price of a condo in boise',
      { propertyType: 'condo', city: 'Boise' },
      'price_inquiry',
    ],
    ['what would this townhouse cost', {}, 'price_inquiry', { propertyContext: { id: 'P7' } }],
  ]);
});

describe('"a lot" that is land and "a lot" that is an amount', () => {
  itParses([
    ['a lot for sale near reno', { propertyType: 'land', status: 'for-sale', city: 'Reno' }],
    ['a lot to buy in boise', { propertyType: 'land', status: 'for-sale', city: 'Boise' }],
    ['condos in boise with a lot of light', { propertyType: 'condo', city: 'Boise' }],
  ]);
});

describe('a silent first letter heard as the word it sounds like', () => {
  itParses([
    [
      'knew construction townhomes in mesa',
      { propertyType: 'townhouse', city: 'Mesa', features: ['new-construction'] },
    ],
    // a different first sound stays as said
    ['kid friendly townhomes', { propertyType: 'townhouse' }],
  ]);
});

describe('steering worded over a list or as people with a condition', () => {
  const refused = (transcript: string) => parseTranscript({ transcript }).declined;
  it('refuses a wish that names several groups with one noun', () => {
    expect(refused('a complex with no deaf or blind residents')).toBe('steering');
    expect(refused('a street without black or hispanic families')).toBe('steering');
  });
  it('refuses a wish about people with a disability', () => {
    expect(refused('we would rather not have tenants with disabilities nearby')).toBe('steering');
    expect(refused("i don't want residents with a disability in my building")).toBe('steering');
  });
  it('serves the same words when nothing is excluded', () => {
    expect(refused('apartments accessible for residents with disabilities')).toBeUndefined();
    expect(refused('black and white tile in the kitchen')).toBeUndefined();
  });
});
