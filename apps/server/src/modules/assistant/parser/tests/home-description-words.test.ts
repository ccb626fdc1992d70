import { describe } from 'vitest';
import { itParses } from './parse-case';

/**
 * A home's materials and finishes are what they say, not slips of a filter's word
 * (spelling/home-description-words.ts); a real slip of the filter's word is still read. Sentences
 * written for these tests; none is taken from an evaluation file.
 */
describe("words of a home's description are never read as a filter", () => {
  itParses([
    ['stucco bungalow in Tucson', { propertyType: 'house', city: 'Tucson' }],
    ['condo with terrazzo floors in Fort Myers', { propertyType: 'condo', city: 'Fort Myers' }],
    ['house with coffered ceilings in Plano', { propertyType: 'house', city: 'Plano' }],
    // the filter's own word misspelt is still read as it
    ['studoi apartment in Plano', { propertyType: 'apartment', city: 'Plano', maxBedrooms: 0 }],
    [
      'condo with a terace in Fort Myers',
      { propertyType: 'condo', city: 'Fort Myers', features: ['balcony'] },
    ],
  ]);
});
