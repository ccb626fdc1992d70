import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';

const previousFilters = {
  propertyType: 'house' as const,
  city: 'Tulsa',
  features: ['pool' as const],
};
const propertyContext = {
  id: 'listing-7',
  title: 'Brick ranch on Elm',
  city: 'Tulsa',
  price: 289000,
};

describe('a repair said first edits the search before it (rules/self-repair.ts, leadingRepairTail)', () => {
  it.each([
    ['i mean townhomes', { propertyType: 'townhouse', city: 'Tulsa', features: ['pool'] }],
    ['no wait, under 300k', { propertyType: 'house', city: 'Tulsa', maxPrice: 300000 }],
    ['sorry no, in Broken Arrow', { propertyType: 'house', city: 'Broken Arrow' }],
  ])('"%s" keeps the rest of the last search', (transcript, filters) => {
    const result = parseTranscript({ transcript, previousFilters });
    expect(result.intent).toBe('property_search');
    expect(result.filters).toMatchObject(filters);
  });

  it('reads a repair with no search before it as a request of its own', () => {
    expect(parseTranscript({ transcript: 'i mean townhomes' }).filters).toEqual({
      propertyType: 'townhouse',
    });
  });
});

describe('homes removed by what they have (rules/negation.ts, removedHomesWith)', () => {
  it.each([
    ['hide the ones with a basement', 'basement'],
    ['skip any listings with a fireplace', 'fireplace'],
    ['no places with a balcony please', 'balcony'],
  ])('"%s" rules the wish out', (transcript, feature) => {
    const result = parseTranscript({ transcript, previousFilters });
    expect(result.filters.excludeFeatures).toEqual([feature]);
  });

  it('keeps a wish when the homes with it are asked for', () => {
    const result = parseTranscript({
      transcript: 'only the ones with a basement',
      previousFilters,
    });
    expect(result.filters.features).toContain('basement');
    expect(result.filters.excludeFeatures).toBeUndefined();
  });
});

describe('a price pointed at the home on screen (rules/intent.ts, asksPriceOfThis)', () => {
  it.each(['cost on this house?', 'the asking price of this place', "what's this one priced at"])(
    '"%s" asks its price',
    (transcript) => {
      expect(parseTranscript({ transcript, propertyContext }).intent).toBe('price_inquiry');
    },
  );

  it('still reads a price with a search as the search', () => {
    const result = parseTranscript({ transcript: 'price on condos in Tulsa under 200k' });
    expect(result.intent).toBe('property_search');
  });

  it('reads a whole account of the home asked for as a question about it', () => {
    expect(
      parseTranscript({ transcript: 'give me the lowdown on this home', propertyContext }).intent,
    ).toBe('property_details');
  });
});
