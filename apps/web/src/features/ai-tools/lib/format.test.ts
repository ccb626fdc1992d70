import { describe, expect, it } from 'vitest';
import { supplyNote } from './format';

describe('supplyNote', () => {
  it('gives the months of supply when there is a figure', () => {
    expect(supplyNote({ active: 12, monthsOfSupply: 3.04 })).toBe('3.0 months of supply');
  });

  it('says why there is no figure, as a fact about the area, never "needs listings"', () => {
    expect(supplyNote({ active: null, monthsOfSupply: null })).toBe(
      'No Nestwise listings here yet to measure supply',
    );
    expect(supplyNote({ active: 4, monthsOfSupply: null })).toBe(
      'Too few recent sales here to measure supply',
    );
  });
});
