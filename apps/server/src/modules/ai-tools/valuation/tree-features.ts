/**
 * The columns tree models (gradient-boosted trees, random forests) see: living area, rooms, type,
 * coordinates (a ZIP's centre when missing), year built, lot, garage, a time index and an area
 * price encoding (the smoothed mean log price of the home's ZIP, neighbourhood or map cell).
 * Trees need no interactions spelled out, unlike the hedonic model, so the columns are plain.
 */
import type { TSale } from '@nestwise/shared';
import { areaKey, areaKindOf, type AreaKind } from './areas';
import { areaStatsOf, neighbourPrior, shrunkMean, type AreaStats } from './area-prior';
import { monthOf, type Home } from './design';

/** Folds of the out-of-fold area encoding of training rows. */
const ENCODING_FOLDS = 5;
/**
 * Share of the training areas whose sales are encoded as if their area had no sales (the
 * neighbours' level only), so the trees learn how far to trust that fallback: homes in unseen
 * areas are then not a kind of row the trees never saw.
 */
const UNSEEN_AREA_SHARE = 0.2;

/**
 * What an area without (enough) sales is shrunk towards: its neighbouring areas' level (the
 * served model) or the market's mean (the plain target encoding the bench's baselines use).
 */
export type AreaFallback = 'neighbours' | 'market';

export interface TreeEncoding {
  types: string[];
  zipCentres: Map<string, [number, number]>;
  centre: [number, number];
  areaKind: AreaKind | null;
  areaFallback: AreaFallback;
  /** Mean log price of the market, and log-price and coordinate sums per area. */
  meanLogPrice: number;
  areaStats: Map<string, AreaStats>;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

export function treeEncodingOf(
  sales: readonly TSale[],
  areaFallback: AreaFallback = 'neighbours',
): TreeEncoding {
  const zipSums = new Map<string, [number, number, number]>();
  let latitude = 0;
  let longitude = 0;
  let located = 0;
  for (const sale of sales) {
    if (sale.latitude == null || sale.longitude == null) continue;
    latitude += sale.latitude;
    longitude += sale.longitude;
    located += 1;
    if (!sale.zip) continue;
    const zip = sale.zip.slice(0, 5);
    const sum = zipSums.get(zip) ?? [0, 0, 0];
    zipSums.set(zip, [sum[0] + sale.latitude, sum[1] + sale.longitude, sum[2] + 1]);
  }
  const areaKind = areaKindOf(sales);
  return {
    types: [...new Set(sales.map((sale) => sale.propertyType))].sort(),
    zipCentres: new Map([...zipSums].map(([zip, [a, b, n]]) => [zip, [a / n, b / n]])),
    centre: located > 0 ? [latitude / located, longitude / located] : [0, 0],
    areaKind,
    areaFallback,
    meanLogPrice: sales.reduce((sum, sale) => sum + Math.log(sale.price), 0) / sales.length,
    areaStats: areaStatsOf(sales, areaKind),
  };
}

/** The home's coordinates, else its ZIP's centre; null when neither is known. */
function pointOf(encoding: TreeEncoding, home: Home): [number, number] | null {
  if (home.latitude != null && home.longitude != null) return [home.latitude, home.longitude];
  return (home.zip && encoding.zipCentres.get(home.zip.slice(0, 5))) || null;
}

/**
 * The area price of `home` from `stats`: its area's mean shrunk towards the fallback; with
 * `unseen`, as if its area had no sales (the fallback alone).
 */
function areaPrice(
  encoding: TreeEncoding,
  home: Home,
  stats = encoding.areaStats,
  unseen = false,
): number {
  const key = encoding.areaKind ? areaKey(home, encoding.areaKind) : null;
  const prior =
    encoding.areaFallback === 'neighbours'
      ? neighbourPrior(stats, pointOf(encoding, home), key, encoding.meanLogPrice)
      : encoding.meanLogPrice;
  return shrunkMean(key === null || unseen ? undefined : stats.get(key), prior);
}

function columns(encoding: TreeEncoding, home: Home, month: string, area: number): number[] {
  const [latitude, longitude] = pointOf(encoding, home) ?? encoding.centre;
  return [
    Math.log(home.squareFeet),
    home.bedrooms,
    home.bathrooms,
    encoding.types.indexOf(home.propertyType),
    latitude,
    longitude,
    home.yearBuilt ?? -1,
    home.lotSize ? Math.log(home.lotSize) : -1,
    home.garageSpaces ?? -1,
    monthIndex(month),
    area,
  ];
}

/** The columns of a home to value, as of `month` ("2024-05"). */
export function treeFeatures(encoding: TreeEncoding, home: Home, month: string): number[] {
  return columns(encoding, home, month, areaPrice(encoding, home));
}

/**
 * The columns of the training sales. Each sale's area price comes from the other folds' sales, so
 * a tree cannot learn a sale's price from its own share of its area's mean; with the neighbours'
 * fallback, the sales of a seeded fifth of the areas are encoded as if their area were unseen.
 */
export function treeTrainingRows(encoding: TreeEncoding, sales: readonly TSale[]): number[][] {
  const foldOf = (index: number) => index % ENCODING_FOLDS;
  const foldStats = Array.from({ length: ENCODING_FOLDS }, (_, fold) =>
    areaStatsOf(
      sales.filter((_, index) => foldOf(index) !== fold),
      encoding.areaKind,
    ),
  );
  const unseen = encoding.areaFallback === 'neighbours' ? unseenAreas(encoding) : new Set();
  return sales.map((sale, index) => {
    const key = encoding.areaKind ? areaKey(sale, encoding.areaKind) : null;
    const price = areaPrice(encoding, sale, foldStats[foldOf(index)], unseen.has(key));
    return columns(encoding, sale, monthOf(sale.soldAt), price);
  });
}

/** Every fifth area in a fixed order of their keys' hashes: deterministic, spread over the map. */
function unseenAreas(encoding: TreeEncoding): Set<string | null> {
  const hash = (key: string) => {
    let h = 2166136261;
    for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
    return (h >>> 0) / 4294967296;
  };
  return new Set([...encoding.areaStats.keys()].filter((key) => hash(key) < UNSEEN_AREA_SHARE));
}
