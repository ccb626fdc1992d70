// No zod here: the web app's first route parses and writes areas with these functions.
/**
 * The map search's areas as they travel in URLs and API queries (GET /api/properties):
 * `bounds=south,west,north,east` (the visible map) and `polygon=lat lng,lat lng,…` (an area the
 * user drew). Degrees, WGS84. Both are parsed in one linear pass over the text.
 */
export interface TMapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
/** [latitude, longitude] */
export type TLatLng = [number, number];

/** A drawn area has at most this many corners: the SQL test is linear in them. */
export const MAP_POLYGON_MAX_VERTICES = 50;
/**
 * The most pins one map search returns (GET /api/properties/pins). A few thousand markers,
 * clustered, stay smooth in a phone's browser; past that the answer says `truncated`.
 */
export const MAP_PINS_MAX = 2000;
/** Five decimals is about a metre: enough for a drawn area, and short URLs. */
const URL_DECIMALS = 5;

export const MAP_AREA_MESSAGES = {
  boundsFormat: 'bounds must be four numbers: south,west,north,east',
  boundsRange: 'bounds latitudes must be within -90..90 and longitudes within -180..180',
  boundsOrder:
    'bounds must have south below north and west below east (an area across the 180° meridian is not supported)',
  polygonFormat: 'polygon must be "lat lng" pairs separated by commas',
  polygonRange: 'polygon latitudes must be within -90..90 and longitudes within -180..180',
  polygonTooFew: 'polygon needs at least 3 corners',
  polygonTooMany: `polygon may have at most ${MAP_POLYGON_MAX_VERTICES} corners`,
} as const;

const inLatitude = (value: number) => value >= -90 && value <= 90;
const inLongitude = (value: number) => value >= -180 && value <= 180;

/** A decimal number as typed: no hex, no exponent tricks, no "Infinity". */
const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;
const toNumber = (text: string) => (DECIMAL.test(text.trim()) ? Number(text.trim()) : NaN);

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseBounds(text: string): Parsed<TMapBounds> {
  const parts = text.split(',');
  if (parts.length !== 4) return { ok: false, message: MAP_AREA_MESSAGES.boundsFormat };
  const [south, west, north, east] = parts.map(toNumber) as [number, number, number, number];
  if (![south, west, north, east].every(Number.isFinite)) {
    return { ok: false, message: MAP_AREA_MESSAGES.boundsFormat };
  }
  if (!inLatitude(south) || !inLatitude(north) || !inLongitude(west) || !inLongitude(east)) {
    return { ok: false, message: MAP_AREA_MESSAGES.boundsRange };
  }
  if (south >= north || west >= east) return { ok: false, message: MAP_AREA_MESSAGES.boundsOrder };
  return { ok: true, value: { south, west, north, east } };
}

export function parsePolygon(text: string): Parsed<TLatLng[]> {
  const pairs = text.split(',');
  if (pairs.length > MAP_POLYGON_MAX_VERTICES) {
    return { ok: false, message: MAP_AREA_MESSAGES.polygonTooMany };
  }
  const vertices: TLatLng[] = [];
  for (const pair of pairs) {
    const parts = pair.trim().split(/\s+/);
    if (parts.length !== 2) return { ok: false, message: MAP_AREA_MESSAGES.polygonFormat };
    const [lat, lng] = parts.map(toNumber) as [number, number];
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
      return { ok: false, message: MAP_AREA_MESSAGES.polygonFormat };
    }
    if (!inLatitude(lat) || !inLongitude(lng)) {
      return { ok: false, message: MAP_AREA_MESSAGES.polygonRange };
    }
    vertices.push([lat, lng]);
  }
  if (vertices.length < 3) return { ok: false, message: MAP_AREA_MESSAGES.polygonTooFew };
  return { ok: true, value: vertices };
}

const round = (value: number) => Number(value.toFixed(URL_DECIMALS));

export function formatBounds(bounds: TMapBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map(round).join(',');
}

export function formatPolygon(vertices: TLatLng[]): string {
  return vertices.map(([lat, lng]) => `${round(lat)} ${round(lng)}`).join(',');
}

/** The smallest bounds around a polygon: the index-backed prefilter of a polygon search. */
export function polygonBounds(vertices: TLatLng[]): TMapBounds {
  const lats = vertices.map(([lat]) => lat);
  const lngs = vertices.map(([, lng]) => lng);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

/** Ray casting, the same rule the SQL applies: a point on the area's edge may fall either way. */
export function isInsidePolygon([lat, lng]: TLatLng, vertices: TLatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i, i += 1) {
    const [latI, lngI] = vertices[i]!;
    const [latJ, lngJ] = vertices[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) {
      inside = !inside;
    }
  }
  return inside;
}
