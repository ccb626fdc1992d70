import { RandomForestRegression } from 'ml-random-forest';
import type { TSale } from '@nestwise/shared';
import { monthOf, type Home } from '../../src/modules/ai-tools/valuation/design';
import { quantile, shuffled } from '../../src/modules/ai-tools/valuation/stats';

/**
 * Baseline for the bench: a random forest (ml-random-forest, 60 trees) on log price from living
 * area, rooms, type, coordinates (a ZIP's centre when missing), year built, lot and month; the 80 %
 * interval from its out-of-bag residual quantiles. Not used by the app: on the Sacramento sales it
 * is less accurate than the hedonic model with comparables and takes seconds to fit. ml-cart's split
 * search is quadratic in the sales at a node, so larger train parts are sampled (seeded) down to
 * MAX_FOREST_SALES, and the bench says so.
 */
const TREES = 60;
export const MAX_FOREST_SALES = 1500;

export interface Encoding {
  types: string[];
  zipCentres: Map<string, [number, number]>;
  centre: [number, number];
}

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

export function encodingOf(sales: readonly TSale[]): Encoding {
  const sums = new Map<string, [number, number, number]>();
  let lat = 0;
  let lon = 0;
  let located = 0;
  for (const sale of sales) {
    if (sale.latitude == null || sale.longitude == null) continue;
    lat += sale.latitude;
    lon += sale.longitude;
    located += 1;
    if (!sale.zip) continue;
    const sum = sums.get(sale.zip.slice(0, 5)) ?? [0, 0, 0];
    sums.set(sale.zip.slice(0, 5), [sum[0] + sale.latitude, sum[1] + sale.longitude, sum[2] + 1]);
  }
  return {
    types: [...new Set(sales.map((sale) => sale.propertyType))].sort(),
    zipCentres: new Map([...sums].map(([zip, [a, b, n]]) => [zip, [a / n, b / n]])),
    centre: located > 0 ? [lat / located, lon / located] : [0, 0],
  };
}

export function features(encoding: Encoding, home: Home, month: string): number[] {
  const zipCentre = home.zip ? encoding.zipCentres.get(home.zip.slice(0, 5)) : undefined;
  const [latitude, longitude] =
    home.latitude != null && home.longitude != null
      ? [home.latitude, home.longitude]
      : (zipCentre ?? encoding.centre);
  return [
    Math.log(home.squareFeet),
    home.bedrooms,
    home.bathrooms,
    encoding.types.indexOf(home.propertyType),
    latitude,
    longitude,
    home.yearBuilt ?? -1,
    home.lotSize ? Math.log(home.lotSize) : -1,
    monthNumber(month),
  ];
}

export function createForestBaseline(allSales: readonly TSale[]) {
  const sales =
    allSales.length > MAX_FOREST_SALES
      ? shuffled(allSales, 5).slice(0, MAX_FOREST_SALES)
      : allSales;
  const encoding = encodingOf(sales);
  const forest = new RandomForestRegression({
    seed: 7,
    nEstimators: TREES,
    maxFeatures: 0.6,
    replacement: true,
    useSampleBagging: true,
    treeOptions: { minNumSamples: 5, maxDepth: 12 },
  });
  forest.train(
    sales.map((sale) => features(encoding, sale, monthOf(sale.soldAt))),
    sales.map((sale) => Math.log(sale.price)),
  );
  const residuals = (forest.predictOOB() as number[]).flatMap((predicted, index) =>
    Number.isFinite(predicted) ? [Math.log(sales[index]!.price) - predicted] : [],
  );
  const lower = quantile(residuals, 0.1);
  const upper = quantile(residuals, 0.9);
  return {
    value(home: Home, soldAt: string) {
      const log = forest.predict([features(encoding, home, monthOf(soldAt))])[0]!;
      return { estimate: Math.exp(log), low: Math.exp(log + lower), high: Math.exp(log + upper) };
    },
  };
}
