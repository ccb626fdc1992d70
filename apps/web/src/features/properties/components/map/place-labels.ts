import type { TPropertyPin } from '@nestwise/shared';

/**
 * The offline basemap's names (no map: tested in jsdom). The bundled data has no street
 * geometry, so each zoom shows what the data does know: states, then counties (the Census
 * outlines' own names), then the neighbourhoods and streets of the homes on the map, from their
 * addresses and coordinates (docs/decisions/0330-offline-map-names-what-it-knows.md).
 */
export type LabelKind = 'state' | 'county' | 'area' | 'street';

export interface PlaceLabel {
  kind: LabelKind;
  text: string;
  lat: number;
  lng: number;
}

/** From which zoom (and below which, for states) each kind is written. */
export const LABEL_ZOOMS: Record<LabelKind, { min: number; max: number }> = {
  state: { min: 3.5, max: 7 },
  county: { min: 8, max: 11 },
  area: { min: 10.5, max: Infinity },
  street: { min: 12, max: Infinity },
};

/**
 * Placed first when labels collide: the wider outline before the smaller one; a street (at its
 * homes) before a neighbourhood, which can move out of its way.
 */
const PRIORITY: Record<LabelKind, number> = { state: 4, county: 3, street: 2, area: 1 };
/** Where a neighbourhood's name may go, from its middle: there, above the pins, below them. */
const AREA_SHIFTS = [0, -44, 28];
/** About how wide one character of each kind is drawn (search-map.css), in pixels. */
const CHAR_WIDTH: Record<LabelKind, number> = { state: 8, county: 6.5, area: 7, street: 6 };
const LABEL_HEIGHT = 16;

/**
 * "1418 42nd Street, Sacramento" → "42nd Street": the pin's address less its city, house number
 * and unit. Null when nothing like a street is left.
 */
export function streetName(address: string): string | null {
  const beforeCity = address.includes(',') ? address.slice(0, address.lastIndexOf(',')) : address;
  const street = beforeCity
    .replace(/^\s*\d+[A-Za-z]?(?:[-–/]\d+[A-Za-z]?)?\s+/, '')
    .replace(/\s+(?:#|apt\.?|unit|suite|ste\.?)\s*\S+$/i, '')
    .trim();
  return /[A-Za-z]{2}/.test(street) ? street : null;
}

/**
 * Names the homes on the map give: each neighbourhood at the middle of its homes (by city, so
 * two cities' "Downtown" stay apart), each street at its homes.
 */
export function labelsFromPins(pins: readonly TPropertyPin[]): PlaceLabel[] {
  const areas = new Map<string, { text: string; lat: number; lng: number; count: number }>();
  const labels: PlaceLabel[] = [];
  for (const pin of pins) {
    const street = streetName(pin.address);
    if (street) labels.push({ kind: 'street', text: street, lat: pin.lat, lng: pin.lng });
    const name = pin.neighborhood?.trim();
    if (!name) continue;
    const key = `${name.toLowerCase()}|${pin.address.slice(pin.address.lastIndexOf(',') + 1).trim()}`;
    const area = areas.get(key) ?? { text: name, lat: 0, lng: 0, count: 0 };
    area.lat += pin.lat;
    area.lng += pin.lng;
    area.count += 1;
    areas.set(key, area);
  }
  for (const area of areas.values()) {
    labels.unshift({
      kind: 'area',
      text: area.text,
      lat: area.lat / area.count,
      lng: area.lng / area.count,
    });
  }
  return labels;
}

/** "Sacramento" → "Sacramento County"; Louisiana has parishes, Alaska boroughs and areas. */
export function countyLabel(name: string, stateFips: string): string {
  if (stateFips === '22') return `${name} Parish`;
  if (stateFips === '02' || /\b(city|county|borough|parish)$/i.test(name)) return name;
  return `${name} County`;
}

export interface Placed extends PlaceLabel {
  x: number;
  y: number;
  /** How far below its point (in pixels; negative: above) the label's middle is written. */
  shift: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Which labels to write at a zoom, and where: those of its kinds inside the view, the wider
 * outlines first, none overlapping another (a neighbourhood's name moves above or below its homes
 * to stay clear), and a street's name once per stretch of the screen.
 */
export function pickLabels(
  labels: readonly PlaceLabel[],
  zoom: number,
  project: (lat: number, lng: number) => { x: number; y: number },
  view: { width: number; height: number },
): Placed[] {
  const boxes: Box[] = [];
  const placed: Placed[] = [];
  const candidates = labels
    .filter((label) => zoom >= LABEL_ZOOMS[label.kind].min && zoom < LABEL_ZOOMS[label.kind].max)
    .map((label) => ({ ...label, ...project(label.lat, label.lng) }))
    .filter(
      (label) => label.x >= 0 && label.y >= 0 && label.x <= view.width && label.y <= view.height,
    )
    .sort((a, b) => PRIORITY[b.kind] - PRIORITY[a.kind]);
  const overlapsPlaced = (box: Box) =>
    boxes.some(
      (other) =>
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom,
    );
  for (const label of candidates) {
    const repeated = placed.some(
      (other) =>
        other.kind === label.kind &&
        other.text === label.text &&
        Math.hypot(other.x - label.x, other.y - label.y) < 240,
    );
    if (repeated) continue;
    const halfWidth = (label.text.length * CHAR_WIDTH[label.kind] + 8) / 2;
    // Streets are written under their homes' pins (the pill stands above the point).
    const shifts =
      label.kind === 'street' ? [2 + LABEL_HEIGHT / 2] : label.kind === 'area' ? AREA_SHIFTS : [0];
    for (const shift of shifts) {
      const top = label.y + shift - LABEL_HEIGHT / 2;
      const box = {
        left: label.x - halfWidth,
        right: label.x + halfWidth,
        top,
        bottom: top + LABEL_HEIGHT,
      };
      if (overlapsPlaced(box)) continue;
      boxes.push(box);
      placed.push({ ...label, y: label.y + shift, shift });
      break;
    }
  }
  return placed;
}

type Ring = ReadonlyArray<readonly number[]>;
type Geometry =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] }
  | { type: string };

/**
 * Where an outline's name goes: the centroid of its largest part's outer ring ([lng, lat]
 * corners, taken as flat: a county or a state is small enough), or null for no polygon.
 */
export function labelPoint(geometry: Geometry | null): { lat: number; lng: number } | null {
  if (!geometry || !('coordinates' in geometry)) return null;
  const outers: Ring[] =
    geometry.type === 'Polygon'
      ? [(geometry.coordinates as Ring[])[0]!]
      : (geometry.coordinates as Ring[][]).map((polygon) => polygon[0]!);
  let best: { area: number; lat: number; lng: number } | null = null;
  for (const ring of outers) {
    let area = 0;
    let x = 0;
    let y = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [x0, y0] = ring[j] as [number, number];
      const [x1, y1] = ring[i] as [number, number];
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      x += (x0 + x1) * cross;
      y += (y0 + y1) * cross;
    }
    if (area === 0) continue;
    if (!best || Math.abs(area) > best.area) {
      best = { area: Math.abs(area), lng: x / (3 * area), lat: y / (3 * area) };
    }
  }
  return best && { lat: best.lat, lng: best.lng };
}
