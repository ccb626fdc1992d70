import {
  formatBounds,
  formatPolygon,
  MAP_POLYGON_MAX_VERTICES,
  polygonBounds,
  type TLatLng,
  type TMapBounds,
  type TProperty,
} from '@nestwise/shared';

/**
 * What the map search decides without a map: the pills' labels, which results have a place on
 * the map, when the view should fit itself, and how a drawn stroke becomes an area the API takes.
 * The map library (Leaflet, a lazy chunk) only draws what these say.
 */

export interface MapListing {
  id: string;
  latitude: number;
  longitude: number;
  /** The pill's text: "$850K", "$1.25M", "$2.4K/mo". */
  label: string;
  title: string;
  address: string;
  price: number;
  status: TProperty['status'];
  image: string | undefined;
}

const RENTAL = new Set<TProperty['status']>(['for-rent', 'rented']);

function shortAmount(amount: number): string {
  if (amount >= 1_000_000) {
    const millions = amount / 1_000_000;
    return `$${Number(millions.toFixed(millions >= 10 ? 1 : 2))}M`;
  }
  if (amount >= 1_000) {
    const thousands = amount / 1_000;
    return `$${Number(thousands.toFixed(thousands >= 100 ? 0 : 1))}K`;
  }
  return `$${Math.round(amount)}`;
}

export function pricePillLabel(price: number, status: TProperty['status']): string {
  return `${shortAmount(price)}${RENTAL.has(status) ? '/mo' : ''}`;
}

/** The results that have coordinates, as the map draws them (the others stay in the list only). */
export function mapListings(items: TProperty[]): MapListing[] {
  return items.flatMap((item) => {
    const { latitude, longitude } = item.location;
    if (latitude === null || longitude === null) return [];
    return [
      {
        id: item.id,
        latitude,
        longitude,
        label: pricePillLabel(item.price, item.status),
        title: item.title,
        address: `${item.location.address}, ${item.location.city}`,
        price: item.price,
        status: item.status,
        image: item.images[0]?.url,
      },
    ];
  });
}

/** The box around the listings, or null when none has coordinates. */
export function listingsBounds(listings: MapListing[]): TMapBounds | null {
  if (listings.length === 0) return null;
  return {
    south: Math.min(...listings.map((l) => l.latitude)),
    west: Math.min(...listings.map((l) => l.longitude)),
    north: Math.max(...listings.map((l) => l.latitude)),
    east: Math.max(...listings.map((l) => l.longitude)),
  };
}

/** One string per area, equal when the URL would say the same. */
export function areaKey(area: { bounds?: TMapBounds; polygon?: TLatLng[] }): string {
  if (area.polygon) return `polygon:${formatPolygon(area.polygon)}`;
  if (area.bounds) return `bounds:${formatBounds(area.bounds)}`;
  return '';
}

/**
 * Where the map should look after a render: at the area in the URL (a shared link, Back), at the
 * results when the search changed and has no area, or nowhere (keep the user's own view, e.g.
 * just after "Search this area", whose results must not move the map they came from).
 */
export type MapFit =
  { kind: 'area'; bounds: TMapBounds } | { kind: 'results'; bounds: TMapBounds } | { kind: 'keep' };

export function nextFit(input: {
  area: { bounds?: TMapBounds; polygon?: TLatLng[] };
  /** The area the map itself last put in the URL. */
  emittedAreaKey: string | null;
  /** The area and search the view was last fitted to. */
  fittedKey: string | null;
  /** The search without its area. */
  searchKey: string;
  listings: MapListing[];
}): { fit: MapFit; fittedKey: string | null } {
  const key = areaKey(input.area);
  const fittedKey = `${input.searchKey}|${key}`;
  if (fittedKey === input.fittedKey) return { fit: { kind: 'keep' }, fittedKey };
  if (key !== '') {
    if (key === input.emittedAreaKey) return { fit: { kind: 'keep' }, fittedKey };
    const bounds = input.area.polygon
      ? polygonBounds(input.area.polygon)
      : (input.area.bounds as TMapBounds);
    return { fit: { kind: 'area', bounds }, fittedKey };
  }
  const bounds = listingsBounds(input.listings);
  // Nothing to fit to yet (results loading): try again with the next results.
  if (!bounds) return { fit: { kind: 'keep' }, fittedKey: input.fittedKey };
  return { fit: { kind: 'results', bounds }, fittedKey };
}

export interface Point {
  x: number;
  y: number;
}

/** A stroke this short (in screen pixels) is a click that places a corner, not a drawing. */
export const CLICK_TOLERANCE_PX = 6;

export function strokeLength(points: Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i += 1) {
    length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  }
  return length;
}

/**
 * A freehand stroke as an area the API accepts: simplified (the library's Douglas-Peucker in
 * screen pixels), with a growing tolerance until it has at most the API's corner limit; null when
 * the stroke is too small to enclose anything.
 */
export function limitVertices(
  points: Point[],
  simplify: (points: Point[], tolerance: number) => Point[],
  max = MAP_POLYGON_MAX_VERTICES,
): Point[] | null {
  if (points.length < 3) return null;
  let tolerance = 2;
  let simplified = simplify(points, tolerance);
  while (simplified.length > max) {
    tolerance *= 1.5;
    simplified = simplify(points, tolerance);
  }
  return simplified.length >= 3 ? simplified : null;
}

/** The map loads on a wide screen once the list is shown, on a phone when the Map view is chosen. */
export function shouldLoadMap(input: {
  wide: boolean;
  view: 'list' | 'map';
  listShown: boolean;
}): boolean {
  return input.view === 'map' || (input.wide && input.listShown);
}
