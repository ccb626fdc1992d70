import type { TSale } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { areaPointsOf, unseenAreaEffect } from './area-fallback';
import { monthOf } from './design';
import { fitHedonicModel } from './hedonic-model';
import { treeEncodingOf, treeFeatures } from './tree-features';
import { createValuationEngine } from './valuation-engine';

const AREA = 10; // the trees' area price column
/** Six ZIPs in a row from west to east, each 15 % dearer than the one west of it. */
const zipAt = (k: number) => `9500${k + 1}`;
const truthOf = (k: number, squareFeet: number) => 1500 * squareFeet ** 0.8 * 1.15 ** k;

function lineOfZips(count: number, leaveOut: number | null, seed = 3): TSale[] {
  const random = seededRandom(seed);
  const sales: TSale[] = [];
  while (sales.length < count) {
    const k = Math.floor(random() * 6);
    if (k === leaveOut) continue;
    const squareFeet = Math.round(900 + random() * 2100);
    sales.push({
      city: 'Testville',
      state: 'CA',
      zip: zipAt(k),
      neighborhood: null,
      latitude: 38.5 + random() * 0.02,
      longitude: -121.5 + 0.05 * k + random() * 0.02,
      propertyType: 'house',
      bedrooms: 2 + Math.floor(squareFeet / 800),
      bathrooms: 2,
      squareFeet,
      lotSize: null,
      yearBuilt: null,
      garageSpaces: null,
      price: Math.round(truthOf(k, squareFeet) * Math.exp((random() - 0.5) * 0.16)),
      soldAt: '2024-03-15',
    });
  }
  return sales;
}

// ZIP 95005 (fourth step east) has no sales; its neighbours 95004 and 95006 do.
const sales = lineOfZips(360, 4);
const home = {
  city: 'Testville',
  state: 'CA',
  zip: zipAt(4),
  latitude: 38.51,
  longitude: -121.5 + 0.05 * 4 + 0.01,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
};
const truth = truthOf(4, 1600);
const month = monthOf('2024-03-15');

describe('a home in a ZIP code without recorded sales', () => {
  it("takes the hedonic model's location from the nearest ZIPs, not the city's average", () => {
    const model = fitHedonicModel(sales);
    const areas = areaPointsOf(sales, 'ZIP');
    const effect = unseenAreaEffect(model, home, month, areas);
    // The city's average is about 2 steps east; the neighbours are 3 and 5 steps. The model itself
    // already leans towards them (its neighbours' level column, decision 0535), the fallback
    // adds their own effects: together within 10 % of the truth, nearer than the city's average
    // (a home without coordinates: neither the neighbours' level nor the fallback).
    expect(effect).toBeGreaterThan(0);
    const withFallback = Math.abs(model.predictLog(home, month) + effect - Math.log(truth));
    expect(withFallback).toBeLessThan(Math.log(1.1));
    const cityAverage = model.predictLog({ ...home, latitude: null, longitude: null }, month);
    expect(withFallback).toBeLessThan(Math.abs(cityAverage - Math.log(truth)));
    // A ZIP with sales keeps its own effect; a home without coordinates has no neighbours.
    expect(unseenAreaEffect(model, { ...home, zip: zipAt(3) }, month, areas)).toBe(0);
    expect(
      unseenAreaEffect(model, { ...home, latitude: null, longitude: null }, month, areas),
    ).toBe(0);
  });

  it("encodes the trees' area price from the neighbouring ZIPs; the plain encoding keeps the market's mean", () => {
    const neighbours = treeEncodingOf(sales);
    const plain = treeEncodingOf(sales, 'market');
    const fromNeighbours = treeFeatures(neighbours, home, month)[AREA]!;
    const fromMarket = treeFeatures(plain, home, month)[AREA]!;
    expect(fromMarket).toBeCloseTo(plain.meanLogPrice, 10);
    expect(fromNeighbours - fromMarket).toBeGreaterThan(Math.log(1.1));
  });

  it('values the home near its neighbours and says its area had no sales', () => {
    const result = createValuationEngine(sales).value({ ...home, asOf: '2024-03-15' });
    // 9.9 % off before the neighbours' level column, 12.4 % with it: on this straight line of
    // prices the column's average of the nearest ZIPs leans to the cheaper side (decision 0535).
    expect(Math.abs(result.estimate / truth - 1)).toBeLessThan(0.13);
    expect(result.confidenceReasons.join(' ')).toMatch(/No recorded sale in ZIP 95005/);
    expect(result.low).toBeLessThan(truth);
    expect(result.high).toBeGreaterThan(truth);
  });
});
