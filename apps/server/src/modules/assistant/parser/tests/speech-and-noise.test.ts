import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('speech-recognition spellings and noisy input', () => {
  itParses([
    ['for bedroom house', { propertyType: 'house', minBedrooms: 4 }],
    ['to bedroom apartment', { propertyType: 'apartment', minBedrooms: 2 }],
    ['350 K', { maxPrice: 350_000 }],
    ['under $350 K', { maxPrice: 350_000 }],
    ['Homes Under 500K In Austin', { propertyType: 'house', city: 'Austin', maxPrice: 500_000 }],
    ['SHOW ME CONDOS IN MIAMI', { propertyType: 'condo', city: 'Miami' }],
    [
      'um so like three bed homes in uh Denver',
      { propertyType: 'house', city: 'Denver', minBedrooms: 3 },
    ],
    [
      'houses in san jose under 2 million with a pool',
      { propertyType: 'house', city: 'San Jose', maxPrice: 2_000_000, features: ['pool'] },
    ],
    ['condos w/ balcony', { propertyType: 'condo', features: ['balcony'] }],
    ['3bd/2ba house', { propertyType: 'house', minBedrooms: 3, minBathrooms: 2 }],
    ['appartments in chicago', { propertyType: 'apartment', city: 'Chicago' }],
    ['three bedroom, two bath, pool.', { minBedrooms: 3, minBathrooms: 2, features: ['pool'] }],
    ['Houses   in    Austin', { propertyType: 'house', city: 'Austin' }],
    ['homes in austin — under 400k!', { propertyType: 'house', city: 'Austin', maxPrice: 400_000 }],
    ['homes within 100 miles of Austin', { propertyType: 'house', city: 'Austin' }],
    [
      'houses 20 minutes from downtown Denver',
      { propertyType: 'house', city: 'Denver', neighborhood: 'downtown' },
    ],
    ['condos under 400k within 5 miles of the beach', { propertyType: 'condo', maxPrice: 400_000 }],
    ['20% down', {}, 'unknown'],
    ['', {}, 'unknown'],
    ['???', {}, 'unknown'],
  ]);
});
