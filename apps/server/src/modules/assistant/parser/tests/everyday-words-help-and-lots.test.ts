import { describe } from 'vitest';
import { itParses } from './parse-case';

/**
 * Issue #24, session 25: everyday words and districts' words stay as said, what the assistant
 * itself offers is help, a listing's lot is its own, a lower-case state code after a misheard
 * town. Sentences written for these tests; none is
 * taken from an evaluation file.
 */
const onScreen = { propertyContext: { id: 'lst-77' } };

describe('the words of a district every city has are not corrected', () => {
  itParses([
    ['lofts in the arts district', { propertyType: 'apartment', neighborhood: 'arts district' }],
    [
      'a condo in the arts district of dallas',
      { propertyType: 'condo', city: 'Dallas', neighborhood: 'arts district' },
    ],
    [
      'townhouses near the warehouse district in new orleans',
      { propertyType: 'townhouse', city: 'New Orleans', neighborhood: 'warehouse district' },
    ],
  ]);
});

describe('an everyday word is no listing word unless the grammar needs one', () => {
  itParses([
    // a verb after its subject
    [
      'my son studies in tucson, 2 bed condo in phoenix',
      { propertyType: 'condo', city: 'Phoenix', minBedrooms: 2 },
    ],
    [
      'she teaches at a college here, a house with a yard in athens',
      { propertyType: 'house', city: 'Athens', features: ['garden'] },
    ],
    // two slips from a listing word is too far for an everyday word
    [
      'a craftsman house with arts and crafts trim in tulsa',
      { propertyType: 'house', city: 'Tulsa' },
    ],
    // slips that are no words are still read
    ['cheap studos in reno', { city: 'Reno', maxBedrooms: 0, sort: 'price-asc' }],
    [
      'houses with a garge in tulsa',
      { propertyType: 'house', city: 'Tulsa', features: ['garage'] },
    ],
    ['a hose with a pool in mesa', { propertyType: 'house', city: 'Mesa', features: ['pool'] }],
  ]);
});

describe('what the assistant offers is asked as help, on a listing too', () => {
  itParses([
    ['which features do you offer', {}, 'help'],
    ['what kinds of things can you handle for me', {}, 'help', onScreen],
    ['what features do you support', {}, 'help', onScreen],
    ['which cities do you cover', {}, 'help'],
    // the home's own features, or homes asked of it, are not
    ['what features does it have', {}, 'property_details', onScreen],
    ['what homes can you find in boise', { propertyType: 'house', city: 'Boise' }],
  ]);
});

describe("a listing's lot is its own lot", () => {
  itParses([
    ['how large is the lot', {}, 'property_details', onScreen],
    ['what is the lot size here', {}, 'property_details', onScreen],
    ['how many acres is the lot', {}, 'property_details', onScreen],
    ['how old is the house', {}, 'property_details', onScreen],
    // land searched for is still land
    ['a lot for sale in bozeman', { propertyType: 'land', status: 'for-sale', city: 'Bozeman' }],
    [
      'show me the lots in bend',
      { propertyType: 'land', city: 'Bend' },
      'property_search',
      onScreen,
    ],
  ]);
});

describe('a lower-case state code after a town heard by its sound', () => {
  itParses([
    ['condos in sue falls sd', { propertyType: 'condo', city: 'Sioux Falls', state: 'SD' }],
    ['a house in sue city ia', { propertyType: 'house', city: 'Sioux City', state: 'IA' }],
    ['apartments in rally nc', { propertyType: 'apartment', city: 'Raleigh', state: 'NC' }],
    // "la" in lower case is Los Angeles, not Louisiana
    [
      'condos in downtown la',
      { propertyType: 'condo', city: 'Los Angeles', neighborhood: 'downtown' },
    ],
  ]);
});
