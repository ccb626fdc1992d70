import { describe, expect, it } from 'vitest';
import { resultCount } from './result-count';

describe('resultCount', () => {
  it('counts what is shown of the exact total', () => {
    expect(resultCount(12, 1204, false)).toBe('Showing 12 of 1,204 properties');
    expect(resultCount(3, 3, false)).toBe('3 properties');
    expect(resultCount(1, 1, false)).toBe('1 property');
  });

  it('says "1,000+" when the server stopped counting at its bound', () => {
    expect(resultCount(12, 1000, true)).toBe('Showing 12 of 1,000+ properties');
    expect(resultCount(1000, 1000, true)).toBe('Showing 1,000 of 1,000+ properties');
  });
});
