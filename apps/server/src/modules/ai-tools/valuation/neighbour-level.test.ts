import type { TSale } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { neighbourLevelOf } from './area-prior';
import { fitHedonicModel } from './hedonic-model';

/**
 * Six ZIPs in a row from west to east, each 15 % dearer per square foot than the one west of it;
 * the westernmost has the largest houses, so its price per house is not its level.
 */
const zipAt = (k: number) => `9510${k}`;
const sizeOf = (k: number, random: () => number) =>
  Math.round(1200 + 300 * (5 - k) + random() * 1200);
const truthOf = (k: number, squareFeet: number) => 150 * squareFeet * 1.15 ** k;

function row(count: number, leaveOut: number | null, seed = 11): TSale[] {
  const random = seededRandom(seed);
  const sales: TSale[] = [];
  while (sales.length < count) {
    const k = Math.floor(random() * 6);
    if (k === leaveOut) continue;
    const squareFeet = sizeOf(k, random);
    sales.push({
      city: 'Rowtown',
      state: 'OR',
      zip: zipAt(k),
      neighborhood: null,
      latitude: 44 + random() * 0.02,
      longitude: -123 + 0.05 * k + random() * 0.02,
      propertyType: 'house',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet,
      lotSize: null,
      yearBuilt: null,
      garageSpaces: null,
      price: Math.round(truthOf(k, squareFeet) * Math.exp((random() - 0.5) * 0.1)),
      soldAt: '2025-06-15',
    });
  }
  return sales;
}

const homeIn = (k: number, squareFeet = 2200) => ({
  ...row(1, null)[0]!,
  zip: zipAt(k),
  latitude: 44.01,
  longitude: -123 + 0.05 * k + 0.01,
  squareFeet,
});

describe("the neighbouring areas' level (the hedonic model's location prior)", () => {
  it('is read per square foot: the ZIP of large houses is the cheapest, not the dearest', () => {
    const level = neighbourLevelOf(row(600, null), 'ZIP')!;
    // Seen from the far east, the west's big houses must not pull the level up.
    const levels = [0, 1, 2, 3, 4, 5].map((k) => level({ ...homeIn(k), zip: '99999' }));
    for (let k = 1; k < 6; k += 1) expect(levels[k]!).toBeGreaterThan(levels[k - 1]!);
  });

  it("leaves a home's own area out, so a sale's level is what an unseen home there gets", () => {
    const sales = row(600, null);
    const level = neighbourLevelOf(sales, 'ZIP')!;
    const own = level(homeIn(2));
    const unseen = neighbourLevelOf(
      sales.filter((sale) => sale.zip !== zipAt(2)),
      'ZIP',
    )!(homeIn(2));
    // Only the market's mean (the distant voice) still counts the area's own sales.
    expect(own).toBeCloseTo(unseen!, 2);
  });

  it('is not read without coordinates, without areas or where areas are map cells', () => {
    const sales = row(200, null);
    expect(neighbourLevelOf(sales, 'ZIP')!({ ...homeIn(1), latitude: null })).toBeNull();
    expect(neighbourLevelOf(sales, null)).toBeNull();
    expect(neighbourLevelOf(sales, 'grid cell')).toBeNull();
  });

  it('lets the fitted model value a home in a ZIP without sales near its neighbours, not the market', () => {
    for (const leaveOut of [1, 4]) {
      const model = fitHedonicModel(row(600, leaveOut));
      const home = homeIn(leaveOut);
      // The model alone (no nearest-areas fallback on top): the market's average ZIP is 2–3
      // steps of 15 % away; the neighbours' level is within one.
      const error =
        model.predictLog(home, '2025-06') - Math.log(truthOf(leaveOut, home.squareFeet));
      expect(Math.abs(error)).toBeLessThan(Math.log(1.12));
    }
  });
});
