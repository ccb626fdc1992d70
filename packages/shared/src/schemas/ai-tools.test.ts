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
