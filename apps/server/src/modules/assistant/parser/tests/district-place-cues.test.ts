import { describe } from 'vitest';
import { itParses } from './parse-case';

/**
 * A part of a city said before the city cues a place as "in" does, so the city's slip is read
 * (spelling/corrector.ts, PLACE_CUES). Sentences written for these tests; none is taken from an
 * evaluation file.
 */
describe('a misspelt city after downtown, midtown or uptown', () => {
  itParses([
    [
      'lofts in downtown pittsburg',
      { propertyType: 'apartment', city: 'Pittsburgh', neighborhood: 'downtown' },
    ],
    ['midtown memphs condos', { propertyType: 'condo', city: 'Memphis', neighborhood: 'midtown' }],
    // a known word after the district is no place
    [
      'downtown lofts with parking',
      { propertyType: 'apartment', neighborhood: 'downtown', features: ['parking'] },
    ],
  ]);
});
