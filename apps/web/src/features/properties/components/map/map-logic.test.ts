import { LineUtil, point } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { aListing } from '@/test/dashboard-fixtures';
import type { TPropertyPin } from '@nestwise/shared';
import {
  cursorMove,
  limitVertices,
  mapCard,
  mapListings,
  nearPoint,
  nextFit,
  pricePillLabel,
  strokeLength,
  type Point,
} from './map-logic';
import { shouldLoadMap } from './should-load-map';

const at = (id: string, lat: number, lng: number, price = 450_000): TPropertyPin => ({
  id,
  lat,
  lng,
  price,
  status: 'for-sale',
  address: `${id} Pin St, Austin`,
  neighborhood: null,
});

describe('price pills', () => {
  it('shortens prices as map products do, with /mo for rentals', () => {
    expect(pricePillLabel(850_000, 'for-sale')).toBe('$850K');
    expect(pricePillLabel(1_250_000, 'for-sale')).toBe('$1.25M');
    expect(pricePillLabel(12_400_000, 'sold')).toBe('$12.4M');
    expect(pricePillLabel(2_400, 'for-rent')).toBe('$2.4K/mo');
    expect(pricePillLabel(950, 'rented')).toBe('$950/mo');
  });

  it('labels every pin of the search, rentals by the month', () => {
    const listings = mapListings([
      at('a', 30.2, -97.7),
      { ...at('b', 30.3, -97.6, 2_400), status: 'for-rent' },
    ]);
    expect(listings).toEqual([
      {
        id: 'a',
        latitude: 30.2,
        longitude: -97.7,
        label: '$450K',
        price: 450_000,
        status: 'for-sale',
        address: 'a Pin St, Austin',
      },
      {
        id: 'b',
        latitude: 30.3,
        longitude: -97.6,
        label: '$2.4K/mo',
        price: 2_400,
        status: 'for-rent',
        address: 'b Pin St, Austin',
      },
    ]);
  });

  it('builds a pin’s card from a loaded listing: its title, address and first photo', () => {
    expect(mapCard(aListing({ id: 'x', title: 'Bright loft' }))).toMatchObject({
      id: 'x',
      title: 'Bright loft',
      address: '1 Elm St, Austin',
    });
  });
});

describe('where the map looks', () => {
  const listings = mapListings([at('a', 30.2, -97.8), at('b', 30.4, -97.6)]);
  const box = { south: 30.2, west: -97.8, north: 30.4, east: -97.6 };

  it('fits a new search without an area to its results, once', () => {
    const first = nextFit({
      area: {},
      emittedAreaKey: null,
      fittedKey: null,
      searchKey: 'mode=buy',
      listings,
    });
    expect(first.fit).toEqual({ kind: 'results', bounds: box });
    const again = nextFit({
      area: {},
      emittedAreaKey: null,
      fittedKey: first.fittedKey,
      searchKey: 'mode=buy',
      listings,
    });
    expect(again.fit).toEqual({ kind: 'keep' });
  });

  it('waits for results before fitting a search with no area', () => {
    const loading = nextFit({
      area: {},
      emittedAreaKey: null,
      fittedKey: 'x',
      searchKey: 'mode=rent',
      listings: [],
    });
    expect(loading).toEqual({ fit: { kind: 'keep' }, fittedKey: 'x' });
  });

  it('shows the area of a shared link or of Back, but not the area the map itself just searched', () => {
    const area = { bounds: { south: 30, west: -98, north: 31, east: -97 } };
    const opened = nextFit({
      area,
      emittedAreaKey: null,
      fittedKey: null,
      searchKey: 'k',
      listings,
    });
    expect(opened.fit).toEqual({ kind: 'area', bounds: area.bounds });
    const own = nextFit({
      area,
      emittedAreaKey: 'bounds:30,-98,31,-97',
      fittedKey: null,
      searchKey: 'k',
      listings,
    });
    expect(own.fit).toEqual({ kind: 'keep' });
    const polygon = nextFit({
      area: {
        polygon: [
          [30, -98],
          [30.5, -97],
          [31, -98],
        ],
      },
      emittedAreaKey: null,
      fittedKey: null,
      searchKey: 'k',
      listings,
    });
    expect(polygon.fit).toEqual({
      kind: 'area',
      bounds: { south: 30, west: -98, north: 31, east: -97 },
    });
  });
});

describe('a drawn stroke becomes an area the API accepts', () => {
  const simplify = (points: Point[], tolerance: number) =>
    LineUtil.simplify(
      points.map((p) => point(p.x, p.y)),
      tolerance,
    );

  it('simplifies a freehand circle to at most 50 corners', () => {
    const circle = Array.from({ length: 400 }, (_, i) => ({
      x: 200 + 150 * Math.cos((i / 400) * 2 * Math.PI),
      y: 200 + 150 * Math.sin((i / 400) * 2 * Math.PI),
    }));
    const area = limitVertices(circle, simplify)!;
    expect(area.length).toBeLessThanOrEqual(50);
    expect(area.length).toBeGreaterThanOrEqual(8);
    expect(limitVertices(circle, simplify, 10)!.length).toBeLessThanOrEqual(10);
  });

  it('refuses a stroke that encloses nothing', () => {
    expect(
      limitVertices(
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
        ],
        simplify,
      ),
    ).toBeNull();
    const line = Array.from({ length: 20 }, (_, i) => ({ x: i * 10, y: 0 }));
    expect(limitVertices(line, simplify)).toBeNull();
  });

  it('tells a click (a short stroke) from a drawing', () => {
    expect(
      strokeLength([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ]),
    ).toBe(5);
  });
});

describe('drawing with the keys', () => {
  const size = { x: 400, y: 300 };

  it('moves the crosshair 10 px per arrow, 50 with Shift, and keeps it on the map', () => {
    expect(cursorMove({ x: 200, y: 150 }, 'ArrowRight', false, size)).toEqual({ x: 210, y: 150 });
    expect(cursorMove({ x: 200, y: 150 }, 'ArrowUp', true, size)).toEqual({ x: 200, y: 100 });
    expect(cursorMove({ x: 5, y: 295 }, 'ArrowLeft', false, size)).toEqual({ x: 0, y: 295 });
    expect(cursorMove({ x: 5, y: 295 }, 'ArrowDown', true, size)).toEqual({ x: 5, y: 300 });
    expect(cursorMove({ x: 5, y: 5 }, 'Enter', false, size)).toBeNull();
  });

  it('closes the area when the crosshair comes back to the first corner', () => {
    let cursor = { x: 200, y: 150 };
    const first = cursor;
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      cursor = cursorMove(cursor, key, true, size)!;
    }
    expect(nearPoint(cursor, first)).toBe(true);
    expect(nearPoint({ x: 210, y: 150 }, first)).toBe(true);
    expect(nearPoint({ x: 220, y: 150 }, first)).toBe(false);
  });
});

describe('when the map loads', () => {
  it('on a wide screen after the list, on a phone only when asked', () => {
    expect(shouldLoadMap({ wide: true, view: 'list', listShown: false })).toBe(false);
    expect(shouldLoadMap({ wide: true, view: 'list', listShown: true })).toBe(true);
    expect(shouldLoadMap({ wide: false, view: 'list', listShown: true })).toBe(false);
    expect(shouldLoadMap({ wide: false, view: 'map', listShown: false })).toBe(true);
  });
});
