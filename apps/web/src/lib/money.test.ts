import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, formatUsd, formatUsdCompact } from './money';

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

  it('shortens chart axes and reads cents of a currency', () => {
    expect(formatUsdCompact(1_250_000)).toBe('$1.3M');
    expect(formatUsdCompact(350_000)).toBe('$350K');
    expect(formatCents(199_000, 'usd')).toBe('$1,990');
  });
});
