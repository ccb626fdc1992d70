import {
  formatBounds,
  formatPolygon,
  MAP_POLYGON_MAX_VERTICES,
  polygonBounds,
  type TLatLng,
  type TMapBounds,
  type TProperty,
  type TPropertyPin,
} from '@nestwise/shared';

/**
 * What the map search decides without a map: the pills' labels, which results have a place on
 * the map, when the view should fit itself, and how a drawn stroke becomes an area the API takes.
 * The map library (Leaflet, a lazy chunk) only draws what these say.
 */

/** A pin on the map: one listing the search matches (GET /api/properties/pins). */
export interface MapListing {
  id: string;
  latitude: number;
  longitude: number;
  /** The pill's text: "$850K", "$1.25M", "$2.4K/mo". */
  label: string;
  price: number;
  status: TProperty['status'];
  /** Street and city: the pin's name for screen readers before its card is loaded. */
  address: string;
}

/** The small card a pin opens: from the loaded list, or the listing fetched on the click. */
export interface MapCard {
  id: string;
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

/** The search's pins as the map draws them. */
export function mapListings(pins: TPropertyPin[]): MapListing[] {
  return pins.map((pin) => ({
    id: pin.id,
    latitude: pin.lat,
    longitude: pin.lng,
    label: pricePillLabel(pin.price, pin.status),
    price: pin.price,
    status: pin.status,
    address: pin.address,
  }));
}

export function mapCard(item: TProperty): MapCard {
  return {
    id: item.id,
    title: item.title,
    address: `${item.location.address}, ${item.location.city}`,
    price: item.price,
    status: item.status,
    image: item.images[0]?.url,
  };
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

/** Placing a corner this close (in screen pixels) to the first one closes the area. */
export const CLOSE_RADIUS_PX = 12;

export const nearPoint = (a: Point, b: Point, radius = CLOSE_RADIUS_PX) =>
  Math.hypot(a.x - b.x, a.y - b.y) < radius;

/** How far one arrow key moves the drawing crosshair, and with Shift. */
export const CURSOR_STEP_PX = 10;
export const CURSOR_BIG_STEP_PX = 50;

/**
 * The drawing crosshair after an arrow key, kept inside the map; null for any other key. Steps
 * are whole pixels, so a crosshair moved back onto the first corner lands on it exactly.
 */
export function cursorMove(
  cursor: Point,
  key: string,
  shift: boolean,
  size: { x: number; y: number },
): Point | null {
  const step = shift ? CURSOR_BIG_STEP_PX : CURSOR_STEP_PX;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = delta[key];
  if (!move) return null;
  return {
    x: Math.min(Math.max(cursor.x + move[0], 0), size.x),
    y: Math.min(Math.max(cursor.y + move[1], 0), size.y),
  };
}

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

/** Search as I move the map waits this long after the map comes to rest (one search per fling). */
export const SEARCH_AS_MOVE_DELAY_MS = 400;

const SEARCH_AS_MOVE_KEY = 'nestwise:map:search-as-move';

/** "Search as I move the map": on unless this browser's user turned it off. */
export function readSearchAsMove(): boolean {
  try {
    return localStorage.getItem(SEARCH_AS_MOVE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSearchAsMove(on: boolean) {
  try {
    localStorage.setItem(SEARCH_AS_MOVE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked (private mode): the choice lasts this visit.
  }
}
