import { describe, expect, it } from 'vitest';
import { formatPrice, formatUsd } from './format';

describe('money', () => {
  it('shows dollars with a $ prefix and thousands separators, no cents', () => {
    expect(formatUsd(1234567.4)).toBe('$1,234,567');
    expect(formatUsd(-1500)).toBe('−$1,500');
    expect(formatUsd(null)).toBe('—');
    expect(formatUsd(Number.NaN)).toBe('—');
  });

  it("adds '/mo' to a rental's price", () => {
    expect(formatPrice(450000, 'for-sale')).toBe('$450,000');
    expect(formatPrice(2400, 'for-rent')).toBe('$2,400/mo');
    expect(formatPrice(2400, 'Rented')).toBe('$2,400/mo');
  });
});
