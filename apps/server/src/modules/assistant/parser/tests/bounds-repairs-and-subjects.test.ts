import { describe, expect, it } from 'vitest';
import { abbreviationVariants } from '../gazetteer/gazetteer';
import { itParses } from './parse-case';

describe('two bounds joined by "but" / "and" share the unit one of them said', () => {
  itParses([
    [
      'townhomes with at least 2 but no more than 3 bathrooms in reno',
      { propertyType: 'townhouse', city: 'Reno', minBathrooms: 2, maxBathrooms: 3 },
    ],
    [
      'a condo bigger than 900 sq ft but smaller than 1,400 in austin',
      { propertyType: 'condo', city: 'Austin', minSquareFeet: 900, maxSquareFeet: 1_400 },
    ],
    // a price after an area keeps being a price: money never takes a unit of size
    ['over 2000 sq ft and under 500k', { minSquareFeet: 2_000, maxPrice: 500_000 }],
  ]);
});

describe("a speaker's repair replaces the wish or the number it names", () => {
  itParses([
    [
      'a condo with a gym, no wait, with a balcony, in miami',
      { propertyType: 'condo', city: 'Miami', features: ['balcony'] },
    ],
    // a repair that says it adds keeps the first wish
    [
      'houses with a pool, no wait, also a garage',
      { propertyType: 'house', features: ['garage', 'pool'] },
    ],
    // the period said after the new number is the number's: a rent
    [
      'apartments in austin under nine hundred, sorry, nine fifty a month',
      { status: 'for-rent', propertyType: 'apartment', city: 'Austin', maxPrice: 950 },
    ],
  ]);
});

describe('place names with Mt., St., Ft. are read either way', () => {
  it('spells out and shortens each abbreviable word', () => {
    expect(abbreviationVariants('Mount Pleasant')).toEqual(['mt pleasant']);
    expect(abbreviationVariants('Port St. Lucie').sort()).toEqual(
      ['port saint lucie', 'pt saint lucie', 'pt st lucie'].sort(),
    );
  });
  itParses([
    ['houses in mt. juliet tn', { propertyType: 'house', city: 'Mount Juliet', state: 'TN' }],
    ['condos in mount vernon', { propertyType: 'condo', city: 'Mount Vernon' }],
  ]);
});

describe('a question about another subject is off topic, told by its words', () => {
  itParses([
    ['how do I get red wine out of a carpet', {}, 'off_topic'],
    ['what should I name my goldfish', {}, 'off_topic'],
    // questions about buying or renting stay property questions, even unread
    ['how does a mortgage pre approval work', {}, 'unknown'],
    // more than one word nobody knows is no subject: not understood
    ['how do I zorble the fremp', {}, 'unknown'],
  ]);
});

describe('a repair set off before its number, a tour search named by its filters, Temple TX', () => {
  itParses([
    [
      'a 1 bed, actually 2 bed, condo in tampa',
      { propertyType: 'condo', city: 'Tampa', minBedrooms: 2 },
    ],
    [
      'townhouses in raleigh that have a 3d tour',
      { propertyType: 'townhouse', city: 'Raleigh', virtualTour: true },
      'virtual_tour',
    ],
    ['condos in temple tx', { propertyType: 'condo', city: 'Temple', state: 'TX' }],
    // an everyday word stays a word where no place is expected
    ['near a temple in austin', { city: 'Austin' }],
  ]);
});
