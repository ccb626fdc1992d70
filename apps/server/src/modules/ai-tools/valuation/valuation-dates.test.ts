import { beforeAll, describe, expect, it } from 'vitest';
import { createValuationEngine, type ValuationEngine } from './valuation-engine';
import { DateOutOfRangeError, dateGap, indexDrift } from './valuation-dates';
import { syntheticMarket } from './valuation.test-support';

const subject = {
  city: 'Testville',
  state: 'CA',
  zip: '95002',
  latitude: 38.56,
  longitude: -121.49,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
};

describe('dateGap and indexDrift', () => {
  it('counts whole months before the first or after the last sale', () => {
    expect(dateGap('2020-03-10', '2022-01-15', '2024-12-15')).toEqual({
      side: 'before',
      months: 22,
    });
    expect(dateGap('2026-02-01', '2022-01-15', '2024-12-15')).toEqual({
      side: 'after',
      months: 14,
    });
    expect(dateGap('2023-06-01', '2022-01-15', '2024-12-15')).toEqual({ side: null, months: 0 });
  });

  it('measures the move of the index over a window, and none on less than a year', () => {
    // +1 % a month, steadily: over 12 months the index moves 12 × ln 1.01 every time.
    const steady = Array.from({ length: 36 }, (_, i) => ({
      month: `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      logChange: i * Math.log(1.01),
    }));
    expect(indexDrift(steady, 12)).toBeCloseTo(12 * Math.log(1.01), 10);
    // Longer than the sales span (35 months): the moves over 18–35 months, scaled as a random
    // walk (√ of the length) to 48 months.
    const drift = indexDrift(steady, 48)!;
    expect(drift).toBeGreaterThan(Math.log(1.01) * Math.sqrt(18 * 48));
    expect(drift).toBeLessThanOrEqual(Math.log(1.01) * Math.sqrt(35 * 48) + 1e-12);
    expect(indexDrift(steady.slice(0, 11), 12)).toBeNull();
  });
});

describe('valuation dates outside the sales', () => {
  let engine: ValuationEngine;
  beforeAll(() => {
    // 300 sales over 2024–2026, prices rising 1 % a month.
    engine = createValuationEngine(syntheticMarket(300, {}, 7, 36));
  });

  it('within a year of the sales: no caveat', () => {
    const result = engine.value({ ...subject, asOf: '2023-06-01' });
    expect(result.confidenceReasons.join(' ')).not.toMatch(/valuation date is/);
  });

  it('more than a year before: a caveat, low confidence and a wider measured range', () => {
    const inside = engine.value({ ...subject, asOf: '2024-01-20' });
    const before = engine.value({ ...subject, asOf: '2022-06-01' });
    expect(before.confidence).toBe('low');
    expect(before.confidenceReasons.at(-1)).toMatch(
      /^The valuation date is 1\.6 years before the first recorded sale in this market \(2024-01-15\): the estimate uses the prices of 2024-01-15, and the range is widened by how much this market's price index moved over 1\.6 years \(up to \d+ % in 8 of 10 such periods\)\.$/,
    );
    const width = (r: { low: number; high: number; estimate: number }) => Math.log(r.high / r.low);
    expect(width(before)).toBeGreaterThan(width(inside) + 0.1);
  });

  it('more than five years away: no valuation, and the error says why', () => {
    expect(() => engine.value({ ...subject, asOf: '2018-06-01' })).toThrow(DateOutOfRangeError);
    expect(() => engine.value({ ...subject, asOf: '2018-06-01' })).toThrow(
      /^No valuation as of 2018-06-01: that is 5\.6 years before the first recorded sale in this market \(2024-01-15\), and this market's sales run from 2024-01-15 to 2026-12-15\. More than 5 years/,
    );
  });
});
