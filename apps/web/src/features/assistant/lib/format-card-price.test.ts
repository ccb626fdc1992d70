import { describe, expect, it } from 'vitest';
import { formatCardPrice } from './format-card-price';

describe('formatCardPrice', () => {
  it('prefixes $ and separates thousands for a sale', () => {
    expect(formatCardPrice(450000, 'For Sale')).toBe('$450,000');
    expect(formatCardPrice(1250000, 'For Sale')).toBe('$1,250,000');
    expect(formatCardPrice(999, 'For Sale')).toBe('$999');
  });

  it("adds '/mo' whenever the status is not 'For Sale'", () => {
    expect(formatCardPrice(2500, 'For Rent')).toBe('$2,500/mo');
    expect(formatCardPrice(3100, 'Rented')).toBe('$3,100/mo');
    expect(formatCardPrice(500000, 'Sold')).toBe('$500,000/mo');
  });

  it('rounds to whole dollars', () => {
    expect(formatCardPrice(1234.6, 'For Sale')).toBe('$1,235');
  });
});
