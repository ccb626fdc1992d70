import { describe, expect, it } from 'vitest';
import { featureLabel, propertyStatusLabel } from './listing-labels';

describe('listing labels', () => {
  it('names each status as the pages show it', () => {
    expect(propertyStatusLabel('for-sale')).toBe('For Sale');
    expect(propertyStatusLabel('off-market')).toBe('Off Market');
  });

  it('keeps an unknown status as written, even a name Object carries', () => {
    expect(propertyStatusLabel('pending')).toBe('pending');
    expect(propertyStatusLabel('constructor')).toBe('constructor');
  });

  it('writes a feature slug as words', () => {
    expect(featureLabel('air-conditioning')).toBe('Air conditioning');
    expect(featureLabel('new-construction')).toBe('New construction');
    expect(featureLabel('wine cellar')).toBe('Wine cellar');
  });
});
