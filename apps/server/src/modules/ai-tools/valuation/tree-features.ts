/**
 * The columns tree models (gradient-boosted trees, random forests) see: living area, rooms, type,
 * coordinates (a ZIP's centre when missing), year built, lot, garage, a time index and an area
 * price encoding (the smoothed mean log price of the home's ZIP, neighbourhood or map cell).
 * Trees need no interactions spelled out, unlike the hedonic model, so the columns are plain.
 */
import type { TSale } from '@nestwise/shared';
import { areaKey, areaKindOf, type AreaKind } from './areas';
import { monthOf, type Home } from './design';

/** Sales an area needs before its own mean counts as much as the market's (smoothing). */
const AREA_SMOOTHING = 10;
/** Folds of the out-of-fold area encoding of training rows. */
const ENCODING_FOLDS = 5;

export interface TreeEncoding {
  types: string[];
  zipCentres: Map<string, [number, number]>;
  centre: [number, number];
  areaKind: AreaKind | null;
  /** Mean log price of the market, and sum / count of log prices per area. */
  meanLogPrice: number;
  areaSums: Map<string, [number, number]>;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

function areaSums(sales: readonly TSale[], kind: AreaKind | null) {
  const sums = new Map<string, [number, number]>();
  if (!kind) return sums;
  for (const sale of sales) {
    const key = areaKey(sale, kind);
    if (key === null) continue;
    const sum = sums.get(key) ?? [0, 0];
    sums.set(key, [sum[0] + Math.log(sale.price), sum[1] + 1]);
  }
  return sums;
}

export function treeEncodingOf(sales: readonly TSale[]): TreeEncoding {
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
    meanLogPrice: sales.reduce((sum, sale) => sum + Math.log(sale.price), 0) / sales.length,
    areaSums: areaSums(sales, areaKind),
  };
}

function areaPrice(encoding: TreeEncoding, home: Home, sums = encoding.areaSums): number {
  const key = encoding.areaKind ? areaKey(home, encoding.areaKind) : null;
  const [sum, count] = (key !== null && sums.get(key)) || [0, 0];
  return (sum + AREA_SMOOTHING * encoding.meanLogPrice) / (count + AREA_SMOOTHING);
}

function columns(encoding: TreeEncoding, home: Home, month: string, area: number): number[] {
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
 * a tree cannot learn a sale's price from its own share of its area's mean.
 */
export function treeTrainingRows(encoding: TreeEncoding, sales: readonly TSale[]): number[][] {
  const foldOf = (index: number) => index % ENCODING_FOLDS;
  const foldSums = Array.from({ length: ENCODING_FOLDS }, (_, fold) =>
    areaSums(
      sales.filter((_, index) => foldOf(index) !== fold),
      encoding.areaKind,
    ),
  );
  return sales.map((sale, index) =>
    columns(
      encoding,
      sale,
      monthOf(sale.soldAt),
      areaPrice(encoding, sale, foldSums[foldOf(index)]),
    ),
  );
}
