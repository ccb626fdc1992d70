import { describe, expect, it } from 'vitest';
import { ZSaleSchema, ZValuationRequestSchema } from './ai-tools';

const sale = {
  city: 'Sacramento',
  state: 'ca',
  propertyType: 'House',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1400,
  price: 250_000,
  soldAt: '2024-02-29',
};

const home = {
  city: 'Sacramento',
  state: 'CA',
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1400,
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('sale and valuation dates', () => {
  it('takes a leap day in a leap year', () => {
    expect(ZSaleSchema.parse(sale).soldAt).toBe('2024-02-29');
  });

  it('refuses a sale dated on a day the month does not have', () => {
    for (const soldAt of ['2024-02-31', '2023-02-29', '2024-04-31']) {
      const result = ZSaleSchema.safeParse({ ...sale, soldAt });
      expect(messages(result)).toEqual(['must be a real date']);
    }
  });

  it('refuses a valuation date that is not a calendar day or lies in the future', () => {
    const invalid = ZValuationRequestSchema.safeParse({ ...home, asOf: '2024-02-30' });
    expect(messages(invalid)).toEqual(['must be a real calendar date']);
    const future = ZValuationRequestSchema.safeParse({ ...home, asOf: '2999-01-01' });
    expect(messages(future)).toEqual(['must not be in the future']);
  });
});

describe('valuation figures that cannot belong to one home', () => {
  const issues = (change: object) => {
    const result = ZValuationRequestSchema.safeParse({ ...home, ...change });
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('refuses 40 bathrooms for 3 bedrooms, takes a large home with a few extra', () => {
    expect(issues({ bathrooms: 40, squareFeet: 5_000 })).toEqual([
      'bathrooms: 40 bathrooms is too many for 3 bedroom(s): at most 4 more bathrooms than bedrooms (7)',
    ]);
    expect(issues({ bedrooms: 5, bathrooms: 8.5, squareFeet: 6_000 })).toEqual([]);
    expect(issues({ bedrooms: 0, bathrooms: 1, squareFeet: 450 })).toEqual([]);
  });

  it('refuses a living area too small for its rooms', () => {
    expect(issues({ bedrooms: 4, bathrooms: 3, squareFeet: 250 })).toEqual([
      'squareFeet: squareFeet is too small for that many rooms: 4 bedroom(s) and 3 bathroom(s) need at least 290 sq ft (50 a bedroom, 30 a bathroom)',
    ]);
    expect(issues({ bedrooms: 4, bathrooms: 3, squareFeet: 290 })).toEqual([]);
  });

  it('refuses a year built after this year, takes this year', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(issues({ yearBuilt: 2090 })).toEqual([
      `yearBuilt: yearBuilt must not be after this year (${thisYear})`,
    ]);
    expect(issues({ yearBuilt: thisYear })).toEqual([]);
  });

  it('refuses a lot smaller than a quarter of the living area (a lot given in acres)', () => {
    expect(issues({ lotSize: 0.25 })).toEqual([
      'lotSize: lotSize is too small for 1,400 sq ft of living area: at least 350 sq ft (a quarter of it, as on four storeys); give the lot in square feet, not acres',
    ]);
    expect(issues({ lotSize: 350 })).toEqual([]);
    // A condo's lot is the building's, not the unit's: no rule.
    expect(issues({ propertyType: 'condo', lotSize: 100 })).toEqual([]);
  });

  it('still refuses bedrooms or bathrooms on land', () => {
    expect(issues({ propertyType: 'land', bedrooms: 0, bathrooms: 1 })).toEqual([
      'propertyType: land has no bedrooms or bathrooms; give 0 for both',
    ]);
  });
});
