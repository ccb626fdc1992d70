import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { itParses, type ParseCase } from './parse-case';

describe('words a recogniser heard wrong are read as what sounds alike, where the sentence then parses better', () => {
  itParses([
    [
      'a hose with a pool in phoenix',
      { propertyType: 'house', city: 'Phoenix', features: ['pool'] },
    ],
    ['condos four sail in tampa', { status: 'for-sale', propertyType: 'condo', city: 'Tampa' }],
    ['a condo for sell in miami', { status: 'for-sale', propertyType: 'condo', city: 'Miami' }],
    ['lofts with a balk any', { propertyType: 'apartment', features: ['balcony'] }],
    ['houses in sea addle', { propertyType: 'house', city: 'Seattle' }],
    ['places to rant in austin', { status: 'for-rent', city: 'Austin' }],
    ['a place with a pull', { features: ['pool'] }],
    // real words that sound alike but would change what was understood stay as said
    ['kid friendly condos', { propertyType: 'condo' }],
    ['houses on the main street in Tulsa', { propertyType: 'house', city: 'Tulsa' }],
    ['is it a good time to buy in Denver', { status: 'for-sale', city: 'Denver' }, 'market_trends'],
  ]);
});

describe('a negation or a comparison reaches its whole phrase', () => {
  itParses([
    [
      'houses not in miami or orlando',
      { propertyType: 'house', excludeCities: ['Miami', 'Orlando'] },
    ],
    [
      'homes anywhere except austin, dallas and san antonio',
      { propertyType: 'house', excludeCities: ['Austin', 'Dallas', 'San Antonio'] },
    ],
    ['not in Miami, somewhere in Austin', { city: 'Austin' }],
    ["condos that aren't over 2 million", { propertyType: 'condo', maxPrice: 2_000_000 }],
    ['condos that are not under 300k', { propertyType: 'condo', minPrice: 300_000 }],
    ['a house with not fewer than 3 bedrooms', { propertyType: 'house', minBedrooms: 3 }],
    ['under 500k only', { maxPrice: 500_000 }],
  ]);
});

describe('a follow-up edits the last search', () => {
  const previous = (extra: NonNullable<ParseCase[3]>) => extra;
  itParses([
    [
      'drop the garage',
      { propertyType: 'house', city: 'Denver' },
      'property_search',
      previous({
        previousFilters: { propertyType: 'house', city: 'Denver', features: ['garage'] },
      }),
    ],
    [
      'forget the pool',
      { propertyType: 'condo', features: ['balcony'] },
      'property_search',
      previous({ previousFilters: { propertyType: 'condo', features: ['balcony', 'pool'] } }),
    ],
    [
      'remove the price limit',
      { city: 'Austin' },
      'property_search',
      previous({ previousFilters: { city: 'Austin', maxPrice: 500_000 } }),
    ],
    [
      'switch to townhouses',
      { propertyType: 'townhouse', city: 'Chicago' },
      'property_search',
      previous({ previousFilters: { propertyType: 'condo', city: 'Chicago' } }),
    ],
    [
      'under 500k only',
      { city: 'Austin', maxPrice: 500_000 },
      'property_search',
      previous({ previousFilters: { city: 'Austin', maxPrice: 700_000 } }),
    ],
  ]);
});

describe('questions about how a market sells are market questions', () => {
  itParses([
    [
      'how fast do homes sell in Denver',
      { propertyType: 'house', city: 'Denver' },
      'market_trends',
    ],
    [
      'how long do condos stay on the market in Miami',
      { propertyType: 'condo', city: 'Miami' },
      'market_trends',
    ],
    [
      'what do townhouses usually go for in Austin',
      { propertyType: 'townhouse', city: 'Austin' },
      'market_trends',
    ],
    ['what kinds of things can you do', {}, 'help'],
    ['what are they asking', {}, 'price_inquiry', { propertyContext: { id: 'P1' } }],
  ]);
});

describe('words heard as two, first sounds spelt otherwise, and grammar homophones', () => {
  itParses([
    ['a condo with a bal cony', { propertyType: 'condo', features: ['balcony'] }],
    [
      'apartments with a jim in denver',
      { propertyType: 'apartment', city: 'Denver', features: ['gym'] },
    ],
    [
      'we want to by a condo in tampa',
      { status: 'for-sale', propertyType: 'condo', city: 'Tampa' },
    ],
    ['houses with air condition', { propertyType: 'house', features: ['air-conditioning'] }],
  ]);
});

describe('a plural written apart, and wishes with no filter spelt wrong', () => {
  itParses([['condo s in tampa', { propertyType: 'condo', city: 'Tampa' }]]);
  it('reads "luxuy" as the luxury wish it cannot filter by', () => {
    const result = parseTranscript({ transcript: 'luxuy condos in miami' });
    expect(result.unapplied).toEqual(['luxury']);
    expect(result.filters).toEqual({ propertyType: 'condo', city: 'Miami' });
  });
});
