import { describe, expect, it } from 'vitest';
import {
  formatBounds,
  formatPolygon,
  isInsidePolygon,
  MAP_AREA_MESSAGES,
  parseBounds,
  parsePolygon,
  polygonBounds,
  type TLatLng,
} from './map-area';
import { ZListPropertiesQuerySchema } from '../schemas/properties';

const square: TLatLng[] = [
  [30, -98],
  [30, -97],
  [31, -97],
  [31, -98],
];

describe('map areas in the URL', () => {
  it('reads and writes bounds as south,west,north,east, rounded to five decimals', () => {
    const bounds = { south: 30.1234567, west: -97.9, north: 30.5, east: -97.5 };
    expect(formatBounds(bounds)).toBe('30.12346,-97.9,30.5,-97.5');
    expect(parseBounds(formatBounds(bounds))).toEqual({
      ok: true,
      value: { south: 30.12346, west: -97.9, north: 30.5, east: -97.5 },
    });
  });

  it('refuses bounds that are not four plain numbers, out of range, or inside out', () => {
    for (const text of ['1,2,3', '1,2,3,4,5', 'a,b,c,d', 'Infinity,0,1,1', '1e1,0,20,1', '']) {
      expect(parseBounds(text)).toEqual({ ok: false, message: MAP_AREA_MESSAGES.boundsFormat });
    }
    expect(parseBounds('-91,0,10,10')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.boundsRange,
    });
    expect(parseBounds('0,0,10,181')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.boundsRange,
    });
    expect(parseBounds('10,0,0,10')).toEqual({ ok: false, message: MAP_AREA_MESSAGES.boundsOrder });
    // West of east across the 180° meridian: refused, not silently read as the whole world.
    expect(parseBounds('0,170,10,-170')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.boundsOrder,
    });
  });

  it('reads and writes a polygon as "lat lng" pairs', () => {
    expect(formatPolygon(square)).toBe('30 -98,30 -97,31 -97,31 -98');
    expect(parsePolygon('30 -98, 30 -97,31  -97,31 -98')).toEqual({ ok: true, value: square });
  });

  it('refuses polygons with too few or too many corners, bad numbers or out-of-range points', () => {
    expect(parsePolygon('30 -98,30 -97')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.polygonTooFew,
    });
    const many = Array.from({ length: 51 }, (_, i) => `30 ${-98 + i / 100}`).join(',');
    expect(parsePolygon(many)).toEqual({ ok: false, message: MAP_AREA_MESSAGES.polygonTooMany });
    expect(parsePolygon('30 -98,30 NaN,31 -97')).toMatchObject({ ok: false });
    expect(parsePolygon('30,-98,30,-97')).toMatchObject({ ok: false });
    expect(parsePolygon('95 -98,30 -97,31 -97')).toEqual({
      ok: false,
      message: MAP_AREA_MESSAGES.polygonRange,
    });
  });

  it('validates bounds and polygon in the listings query with their messages', () => {
    const parsed = ZListPropertiesQuerySchema.parse({ bounds: '30,-98,31,-97', polygon: '' });
    expect(parsed.bounds).toEqual({ south: 30, west: -98, north: 31, east: -97 });
    expect(parsed.polygon).toBeUndefined();
    const bad = ZListPropertiesQuerySchema.safeParse({ bounds: '31,-98,30,-97' });
    expect(bad.error?.issues[0]?.message).toBe(MAP_AREA_MESSAGES.boundsOrder);
    const long = ZListPropertiesQuerySchema.safeParse({ polygon: '1 1,'.repeat(2000) });
    expect(long.error?.issues[0]?.message).toBe(MAP_AREA_MESSAGES.polygonTooMany);
  });
});

describe('point in polygon', () => {
  it('finds points inside, outside and in a concave notch', () => {
    expect(isInsidePolygon([30.5, -97.5], square)).toBe(true);
    expect(isInsidePolygon([31.5, -97.5], square)).toBe(false);
    const notched: TLatLng[] = [
      [0, 0],
      [0, 4],
      [4, 4],
      [2, 2],
      [4, 0],
    ];
    expect(isInsidePolygon([1, 2], notched)).toBe(true);
    expect(isInsidePolygon([3.5, 2], notched)).toBe(false);
    expect(polygonBounds(notched)).toEqual({ south: 0, west: 0, north: 4, east: 4 });
  });
});
