/**
 * The hedonic model's location for a home in a ZIP code or neighbourhood without recorded sales:
 * the model has no effect for it and falls back on the city's, so an unseen ZIP between two dear
 * ones is valued like the city's average. This adds the fitted effects of the nearest areas that
 * have sales (by their sales' mean coordinates), weighted by closeness and by how many sales stand
 * behind each, with the city's level (an effect of 0) as one more, distant voice.
 * See docs/decisions/0440-valuation-unseen-area-fallback.md.
 */
import type { TSale } from '@nestwise/shared';
import { areaKey, type AreaKind } from './areas';
import type { Home } from './design';
import type { HedonicModel } from './hedonic-model';

export interface AreaPoint {
  latitude: number;
  longitude: number;
  count: number;
  /** A sale of the area: its area fields are put on the subject to read the area's effect. */
  sample: TSale;
}

export interface AreaPoints {
  kind: AreaKind;
  points: Map<string, AreaPoint>;
}

const NEIGHBOUR_AREAS = 6;
const NEAR_MILES = 1;
/** The city's own level votes as an area this far away (miles). */
const CITY_MILES = 6;
const SMOOTHING = 10;
const MILES_PER_DEGREE = 69;

/** Centres of the areas of `kind` the sales name (grid cells have no effect of their own: none). */
export function areaPointsOf(sales: readonly TSale[], kind: AreaKind | null): AreaPoints | null {
  if (kind === null || kind === 'grid cell') return null;
  const points = new Map<string, AreaPoint>();
  for (const sale of sales) {
    const key = areaKey(sale, kind);
    if (key === null || sale.latitude == null || sale.longitude == null) continue;
    const point = points.get(key) ?? { latitude: 0, longitude: 0, count: 0, sample: sale };
    point.latitude += sale.latitude;
    point.longitude += sale.longitude;
    point.count += 1;
    points.set(key, point);
  }
  for (const point of points.values()) {
    point.latitude /= point.count;
    point.longitude /= point.count;
  }
  return { kind, points };
}

/** The subject with the area fields of `sample` (its ZIP, or its neighbourhood and city). */
function movedTo(subject: Home, sample: TSale, kind: AreaKind): Home {
  if (kind === 'ZIP') return { ...subject, zip: sample.zip };
  return { ...subject, neighborhood: sample.neighborhood, city: sample.city, state: sample.state };
}

/**
 * Log-price adjustment for a located home in an area the sales do not name: 0 for a home in a
 * known area, without coordinates, or where areas are grid cells.
 */
export function unseenAreaEffect(
  model: HedonicModel,
  subject: Home,
  month: string,
  areas: AreaPoints | null,
): number {
  if (!areas || subject.latitude == null || subject.longitude == null) return 0;
  const key = areaKey(subject, areas.kind);
  if (key === null || areas.points.has(key)) return 0;
  const cosine = Math.cos((subject.latitude * Math.PI) / 180);
  const nearest = [...areas.points.values()]
    .map((point) => {
      const dLat = (point.latitude - subject.latitude!) * MILES_PER_DEGREE;
      const dLon = (point.longitude - subject.longitude!) * MILES_PER_DEGREE * cosine;
      return { point, miles: Math.sqrt(dLat * dLat + dLon * dLon) };
    })
    .sort((a, b) => a.miles - b.miles)
    .slice(0, NEIGHBOUR_AREAS);
  const base = model.predictLog(subject, month);
  let weighted = 0;
  let weights = 1 / (CITY_MILES + NEAR_MILES) ** 2;
  for (const { point, miles } of nearest) {
    const weight = point.count / (point.count + SMOOTHING) / (miles + NEAR_MILES) ** 2;
    weighted +=
      weight * (model.predictLog(movedTo(subject, point.sample, areas.kind), month) - base);
    weights += weight;
  }
  return weighted / weights;
}
