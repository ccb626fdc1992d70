import { describe } from 'vitest';
import { itParses } from './parse-case';

describe('prices', () => {
  itParses([
    ['no more than $600k', { maxPrice: 600_000 }],
    ['houses under 300k', { propertyType: 'house', maxPrice: 300_000 }],
    ['below $450,000', { maxPrice: 450_000 }],
    ['less than 1 million', { maxPrice: 1_000_000 }],
    ['up to 750k', { maxPrice: 750_000 }],
    ['at most 400 thousand', { maxPrice: 400_000 }],
    ['500k max', { maxPrice: 500_000 }],
    ['600k or less', { maxPrice: 600_000 }],
    ['my budget is 350k', { maxPrice: 350_000 }],
    ['cheaper than 400k', { maxPrice: 400_000 }],
    ['over 1.2 million', { minPrice: 1_200_000 }],
    ['above $2M', { minPrice: 2_000_000 }],
    ['at least 800k', { minPrice: 800_000 }],
    ['starting at 250k', { minPrice: 250_000 }],
    ['$900k and up', { minPrice: 900_000 }],
    ['around $400k', { minPrice: 360_000, maxPrice: 440_000 }],
    ['about 1 million', { minPrice: 900_000, maxPrice: 1_100_000 }],
    ['roughly 300k', { minPrice: 270_000, maxPrice: 330_000 }],
    ['400k-ish', { minPrice: 360_000, maxPrice: 440_000 }],
    ['exactly $500,000', { minPrice: 500_000, maxPrice: 500_000 }],
    ['between 300 and 450 thousand dollars', { minPrice: 300_000, maxPrice: 450_000 }],
    [
      'between 1 and 1.5 million in Denver',
      { city: 'Denver', minPrice: 1_000_000, maxPrice: 1_500_000 },
    ],
    ['300k-450k condos', { propertyType: 'condo', minPrice: 300_000, maxPrice: 450_000 }],
    ['$300-450k', { minPrice: 300_000, maxPrice: 450_000 }],
    ['houses from 300 to 400k', { propertyType: 'house', minPrice: 300_000, maxPrice: 400_000 }],
    [
      'homes priced between $400,000 and $500,000',
      { propertyType: 'house', minPrice: 400_000, maxPrice: 500_000 },
    ],
    ['between 500000 and 1 million', { minPrice: 500_000, maxPrice: 1_000_000 }],
    ['under 2k a month', { status: 'for-rent', maxPrice: 2_000 }],
    ['$2,500 a month', { status: 'for-rent', maxPrice: 2_500 }],
    ['1800 per month', { status: 'for-rent', maxPrice: 1_800 }],
    ['2000/mo', { status: 'for-rent', maxPrice: 2_000 }],
    ['3000 monthly', { status: 'for-rent', maxPrice: 3_000 }],
    [
      'apartments around $2,000 per month',
      { status: 'for-rent', propertyType: 'apartment', minPrice: 1_800, maxPrice: 2_200 },
    ],
    ['homes 500000', { propertyType: 'house', maxPrice: 500_000 }],
    ['750 to 1 million', { minPrice: 750_000, maxPrice: 1_000_000 }],
    ['$750K-$1M', { minPrice: 750_000, maxPrice: 1_000_000 }],
    [
      'houses under $500k and over $300k',
      { propertyType: 'house', minPrice: 300_000, maxPrice: 500_000 },
    ],
    ['over 300k but under 500k', { minPrice: 300_000, maxPrice: 500_000 }],
    ['condos from 350k', { propertyType: 'condo', minPrice: 350_000 }],
    ['under a million', { maxPrice: 1_000_000 }],
    ['less than a mil', { maxPrice: 1_000_000 }],
    ['houses for under 300 grand', { propertyType: 'house', maxPrice: 300_000 }],
    ['homes in the 400s', { propertyType: 'house', minPrice: 400_000, maxPrice: 499_999 }],
    ['homes in the low 300s', { propertyType: 'house', minPrice: 300_000, maxPrice: 333_999 }],
    ['condos in the high 700s', { propertyType: 'condo', minPrice: 766_000, maxPrice: 799_999 }],
    ['rent under 1500', { status: 'for-rent', maxPrice: 1_500 }],
    ['apartments 1200 a month', { status: 'for-rent', propertyType: 'apartment', maxPrice: 1_200 }],
  ]);
});

describe('numbers that are not prices', () => {
  itParses([
    ['homes built after 2010', { propertyType: 'house' }],
    ['condos in 94110', { propertyType: 'condo' }],
    ['a 2 car garage', { features: ['garage'] }],
  ]);
});
