import type { TSale } from '@nestwise/shared';
import { cityKey, type Home } from './design';

export interface ScoredComparable {
  index: number;
  sale: TSale;
  distanceMiles: number | null;
  /** Dissimilarity: miles, plus penalties for size, rooms, type, age and time apart. */
  score: number;
  weight: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Sales farther than this from a located subject are never its comparables. */
export const MAX_COMPARABLE_MILES = 25;

// Module level, not inside haversineMiles: a closure made per call costs more than the trigonometry.
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

function distanceBetween(subject: Home, sale: TSale): number | null {
  if (subject.latitude == null || subject.longitude == null) return null;
  if (sale.latitude == null || sale.longitude == null) return null;
  return haversineMiles(
    { latitude: subject.latitude, longitude: subject.longitude },
    { latitude: sale.latitude, longitude: sale.longitude },
  );
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
/** Months since year 0 of an ISO date or month ("2008-05…"), read without making substrings. */
const monthNumber = (iso: string) =>
  (digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3)) * 12 +
  digit(iso, 5) * 10 +
  digit(iso, 6);

/** How unlike the subject a sale is; 1 unit ≈ one mile away. */
function dissimilarity(subject: Home, month: string, sale: TSale, distance: number | null) {
  let location: number;
  if (distance !== null) location = distance;
  else if (subject.zip && sale.zip && subject.zip.slice(0, 5) === sale.zip.slice(0, 5))
    location = 0.5;
  else if (cachedCityKey(subject) === cachedCityKey(sale)) location = 3;
  else location = 15;
  const size = 4 * Math.abs(Math.log(subject.squareFeet / sale.squareFeet));
  const rooms =
    0.4 * Math.abs(subject.bedrooms - sale.bedrooms) +
    0.4 * Math.abs(subject.bathrooms - sale.bathrooms);
  const type = subject.propertyType === sale.propertyType ? 0 : 3;
  const age =
    subject.yearBuilt != null && sale.yearBuilt != null
      ? 0.05 * Math.abs(subject.yearBuilt - sale.yearBuilt)
      : 0;
  const time = 0.25 * Math.abs(monthNumber(month) - monthNumber(sale.soldAt));
  return location + size + rooms + type + age + time;
}

const cityKeys = new WeakMap<object, string>();
/** cityKey, remembered per object: comparables compare the subject with every sale. */
function cachedCityKey(home: Home): string {
  let key = cityKeys.get(home);
  if (key === undefined) {
    key = cityKey(home);
    cityKeys.set(home, key);
  }
  return key;
}

/**
 * The `count` most similar sales within MAX_COMPARABLE_MILES (the caller passes one market's
 * sales only), most similar first (ties in the sales' order), each weighted 1 / (0.3 + dissimilarity)².
 * Keeps only the best `count` while scanning: the fit does this for every sale against thousands.
 */
export function findComparables(
  subject: Home,
  month: string,
  sales: readonly TSale[],
  count: number,
) {
  const best: ScoredComparable[] = [];
  for (let index = 0; index < sales.length; index += 1) {
    const sale = sales[index]!;
    const distanceMiles = distanceBetween(subject, sale);
    if (distanceMiles !== null && distanceMiles > MAX_COMPARABLE_MILES) continue;
    const score = dissimilarity(subject, month, sale, distanceMiles);
    if (best.length === count && score >= best[count - 1]!.score) continue;
    let position = best.length;
    while (position > 0 && best[position - 1]!.score > score) position -= 1;
    best.splice(position, 0, { index, sale, distanceMiles, score, weight: 1 / (0.3 + score) ** 2 });
    if (best.length > count) best.pop();
  }
  return best;
}

/** How far the closest comparables are from the subject (mean dissimilarity of the best 5). */
export function comparablesSpread(comparables: readonly ScoredComparable[]): number {
  const best = comparables.slice(0, 5);
  if (best.length === 0) return Number.POSITIVE_INFINITY;
  return best.reduce((sum, c) => sum + c.score, 0) / best.length;
}

/** Weighted mean of the comparables' model residuals (their price relative to the model). */
export function weightedResidual(
  comparables: readonly ScoredComparable[],
  residuals: ArrayLike<number>,
) {
  const totalWeight = comparables.reduce((sum, c) => sum + c.weight, 0);
  if (totalWeight === 0) return 0;
  return comparables.reduce((sum, c) => sum + c.weight * residuals[c.index]!, 0) / totalWeight;
}
