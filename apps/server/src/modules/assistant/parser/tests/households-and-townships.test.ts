import { describe } from 'vitest';
import { itParses } from './parse-case';

describe("the requester's own animal describes the household; a home that allows animals is a wish", () => {
  itParses([
    [
      'a 3 bedroom condo with space for our two kids and a cat in Ames',
      { propertyType: 'condo', city: 'Ames', minBedrooms: 3 },
    ],
    ['apartment for me and my cat in Boise', { propertyType: 'apartment', city: 'Boise' }],
    [
      'apartments in Reno that allow dogs',
      { propertyType: 'apartment', city: 'Reno', features: ['pet-friendly'] },
    ],
    [
      'apartments that take pets in Boise',
      { propertyType: 'apartment', city: 'Boise', features: ['pet-friendly'] },
    ],
    ['pet friendly condo, we have a cat', { propertyType: 'condo', features: ['pet-friendly'] }],
  ]);
});

describe('a township is known by its name without the word', () => {
  itParses([
    [
      'a townhouse close to the jewish community center in west bloomfield',
      { propertyType: 'townhouse', city: 'West Bloomfield' },
    ],
  ]);
});
