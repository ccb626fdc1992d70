/**
 * The price level an area is shrunk towards in the trees' area price encoding: the smoothed mean
 * log prices of the nearest other areas (by their sales' mean coordinates), weighted by closeness
 * and by how many sales stand behind each, with the market's mean as one more, distant voice. A
 * home in an area without recorded sales gets its neighbours' level instead of the market's: an
 * unseen ZIP between two dear ones is not valued like the market's average ZIP.
 * See docs/decisions/0440-valuation-unseen-area-fallback.md.
 */
import type { TSale } from '@nestwise/shared';
import { areaKey, type AreaKind } from './areas';
import type { Home } from './design';

/** Per area: sum and count of log prices, sum of coordinates and how many sales had them. */
export interface AreaStats {
  sum: number;
  count: number;
  latitude: number;
  longitude: number;
  located: number;
}

/** Sales an area needs before its own mean counts as much as the prior (smoothing). */
export const AREA_SMOOTHING = 10;
/** How many of the nearest areas vote on the prior. */
const NEIGHBOUR_AREAS = 6;
/** Miles added to every distance, so a next-door area does not get an unbounded weight. */
const NEAR_MILES = 1;
/** The market's mean votes as an area this far away (miles) with many sales. */
const MARKET_MILES = 6;
const MILES_PER_DEGREE = 69;

export function areaStatsOf(sales: readonly TSale[], kind: AreaKind | null) {
  const stats = new Map<string, AreaStats>();
  if (!kind) return stats;
  for (const sale of sales) {
    const key = areaKey(sale, kind);
    if (key === null) continue;
    const entry = stats.get(key) ?? { sum: 0, count: 0, latitude: 0, longitude: 0, located: 0 };
    entry.sum += Math.log(sale.price);
    entry.count += 1;
    if (sale.latitude != null && sale.longitude != null) {
      entry.latitude += sale.latitude;
      entry.longitude += sale.longitude;
      entry.located += 1;
    }
    stats.set(key, entry);
  }
  return stats;
}

/** An area's mean log price shrunk towards `prior` by AREA_SMOOTHING sales. */
export const shrunkMean = (stats: AreaStats | undefined, prior: number) =>
  ((stats?.sum ?? 0) + AREA_SMOOTHING * prior) / ((stats?.count ?? 0) + AREA_SMOOTHING);

/**
 * The prior of a home at `point` in area `own` (left out: a home's own area is not its neighbour):
 * inverse-square-distance weighted smoothed means of the nearest areas and the market's mean.
 * Without a point, the market's mean.
 */
export function neighbourPrior(
  stats: ReadonlyMap<string, AreaStats>,
  point: readonly [number, number] | null,
  own: string | null,
  marketMean: number,
): number {
  if (!point) return marketMean;
  const cosine = Math.cos((point[0] * Math.PI) / 180);
  const nearest: Array<{ miles: number; stats: AreaStats }> = [];
  for (const [key, entry] of stats) {
    if (key === own || entry.located === 0) continue;
    const dLat = (entry.latitude / entry.located - point[0]) * MILES_PER_DEGREE;
    const dLon = (entry.longitude / entry.located - point[1]) * MILES_PER_DEGREE * cosine;
    const miles = Math.sqrt(dLat * dLat + dLon * dLon);
    if (nearest.length < NEIGHBOUR_AREAS) nearest.push({ miles, stats: entry });
    else if (miles < nearest[NEIGHBOUR_AREAS - 1]!.miles)
      nearest[NEIGHBOUR_AREAS - 1] = { miles, stats: entry };
    else continue;
    nearest.sort((a, b) => a.miles - b.miles);
  }
  let weighted = marketMean / (MARKET_MILES + NEAR_MILES) ** 2;
  let weights = 1 / (MARKET_MILES + NEAR_MILES) ** 2;
  for (const { miles, stats: entry } of nearest) {
    // An area of few sales says less about its level: weight by its share of the smoothing.
    const weight = entry.count / (entry.count + AREA_SMOOTHING) / (miles + NEAR_MILES) ** 2;
    weighted += weight * shrunkMean(entry, marketMean);
    weights += weight;
  }
  return weighted / weights;
}

/**
 * The hedonic model's location prior (decision 0535): for a located home, the price per square
 * foot (log) of the nearest areas other than its own, as `neighbourPrior` weighs them. Per square
 * foot, so a ZIP of small houses does not read as a cheap one. A sale's own area never votes, so
 * the level is for the training sales what it is for a home in an area without sales; the area
 * effects are then fitted (and ridge-shrunk) around it: an area with few sales keeps close to its
 * neighbours' level, and an unseen one gets that level, not the market's average. Only for named
 * areas (ZIP codes, neighbourhoods): where areas are map cells, the model's location effects are
 * its own nested cells and the prior was not measured to help (Lucas County, decision 0535).
 * Null there, and for a home without coordinates.
 */
export function neighbourLevelOf(
  sales: readonly TSale[],
  kind: AreaKind | null,
): ((home: Home) => number | null) | null {
  if (kind === null || kind === 'grid cell') return null;
  const perFoot = sales.map((sale) => ({ ...sale, price: sale.price / sale.squareFeet }));
  const stats = areaStatsOf(perFoot, kind);
  const mean = perFoot.reduce((sum, sale) => sum + Math.log(sale.price), 0) / perFoot.length;
  return (home) =>
    home.latitude == null || home.longitude == null
      ? null
      : neighbourPrior(stats, [home.latitude, home.longitude], areaKey(home, kind), mean);
}
