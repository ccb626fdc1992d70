import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('a language asked of hired help is no steering; of the neighbours it is', () => {
  itParses([
    [
      'townhouses in laredo, my realtor should speak spanish',
      { propertyType: 'townhouse', city: 'Laredo' },
    ],
    [
      'we need a lender who speaks Korean, condos in Fort Lee',
      { propertyType: 'condo', city: 'Fort Lee' },
    ],
    ['neighbors who all speak english, houses in Laredo', {}, 'unsupported'],
    ['a street where the residents speak spanish', {}, 'unsupported'],
  ]);
});
