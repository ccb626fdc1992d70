import type { TPropertyPin } from '@nestwise/shared';
import { describe, expect, it } from 'vitest';
import {
  countyLabel,
  labelPoint,
  labelsFromPins,
  pickLabels,
  streetName,
  type PlaceLabel,
} from './place-labels';

const pin = (address: string, lat: number, lng: number, neighborhood: string | null = null) =>
  ({
    id: address,
    lat,
    lng,
    price: 1,
    status: 'for-sale',
    address,
    neighborhood,
  }) satisfies TPropertyPin;

/** A flat projection: 1,000 px a degree, north up, from (0, 0) at 38.6 N, 121.6 W. */
const project = (lat: number, lng: number) => ({ x: (lng + 121.6) * 1000, y: (38.6 - lat) * 1000 });
const view = { width: 1000, height: 1000 };

describe('offline map names', () => {
  it('reads a street from an address: no city, house number or unit', () => {
    expect(streetName('1418 42nd Street, Sacramento')).toBe('42nd Street');
    expect(streetName('7 Windbridge Court, Sacramento')).toBe('Windbridge Court');
    expect(streetName('221B Baker Street Apt 4, London')).toBe('Baker Street');
    expect(streetName('12-14 Elm Ave #3, Austin')).toBe('Elm Ave');
    expect(streetName('42, Austin')).toBeNull();
  });

  it('names each neighbourhood at the middle of its homes, per city, and each street at its homes', () => {
    const labels = labelsFromPins([
      pin('1418 42nd Street, Sacramento', 38.57, -121.44, 'East Sacramento'),
      pin('1600 45th Street, Sacramento', 38.566, -121.436, 'East Sacramento'),
      pin('2731 Portola Way, Sacramento', 38.555, -121.492, 'Land Park'),
      pin('1 Main Street, Austin', 30.27, -97.74, 'Downtown'),
      pin('9 Main Street, Denver', 39.74, -104.99, 'Downtown'),
    ]);
    const areas = labels.filter((label) => label.kind === 'area');
    expect(areas).toHaveLength(4);
    const east = areas.find((label) => label.text === 'East Sacramento')!;
    expect(east.lat).toBeCloseTo(38.568, 5);
    expect(east.lng).toBeCloseTo(-121.438, 5);
    expect(areas.filter((label) => label.text === 'Downtown')).toHaveLength(2);
    expect(labels.filter((label) => label.kind === 'street').map((label) => label.text)).toEqual([
      '42nd Street',
      '45th Street',
      'Portola Way',
      'Main Street',
      'Main Street',
    ]);
  });

  it('writes at each zoom only its kinds: states far out, counties between, streets close in', () => {
    const labels: PlaceLabel[] = [
      { kind: 'state', text: 'California', lat: 38.2, lng: -121.2 },
      { kind: 'county', text: 'Sacramento County', lat: 38.3, lng: -121.3 },
      { kind: 'area', text: 'Land Park', lat: 38.5, lng: -121.5 },
      { kind: 'street', text: 'Portola Way', lat: 38.4, lng: -121.4 },
    ];
    const at = (zoom: number) => pickLabels(labels, zoom, project, view).map((label) => label.kind);
    expect(at(5)).toEqual(['state']);
    expect(at(9)).toEqual(['county']);
    expect(at(11)).toEqual(['area']);
    expect(at(13)).toEqual(['street', 'area']);
  });

  it('leaves out labels outside the view, overlapping another, or repeating a street nearby', () => {
    const placed = pickLabels(
      [
        { kind: 'street', text: 'Portola Way', lat: 38.5, lng: -121.3 },
        { kind: 'street', text: 'Portola Way', lat: 38.45, lng: -121.3 },
        { kind: 'street', text: 'Portola Way', lat: 38.2, lng: -121.3 },
        { kind: 'street', text: 'Portola Lane', lat: 38.5, lng: -121.3 },
        { kind: 'street', text: 'Far Away Road', lat: 40, lng: -100 },
      ],
      13,
      project,
      view,
    );
    expect(placed.map((label) => [label.text, label.lat])).toEqual([
      ['Portola Way', 38.5],
      ['Portola Way', 38.2],
    ]);
  });

  it('moves a neighbourhood’s name off its only home’s street name: above the pins', () => {
    const placed = pickLabels(
      [
        { kind: 'area', text: 'Land Park', lat: 38.5, lng: -121.3 },
        { kind: 'street', text: 'Portola Way', lat: 38.5, lng: -121.3 },
      ],
      13,
      project,
      view,
    );
    expect(placed.map((label) => [label.text, label.shift])).toEqual([
      ['Portola Way', 10],
      ['Land Park', -44],
    ]);
  });

  it('names counties as their states do, and places a name in an outline’s largest part', () => {
    expect(countyLabel('Sacramento', '06')).toBe('Sacramento County');
    expect(countyLabel('Orleans', '22')).toBe('Orleans Parish');
    expect(countyLabel('Baltimore city', '24')).toBe('Baltimore city');
    const square = (x: number, y: number, size: number) => [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ];
    expect(
      labelPoint({ type: 'MultiPolygon', coordinates: [[square(0, 0, 1)], [square(10, 10, 4)]] }),
    ).toEqual({ lat: 12, lng: 12 });
    expect(labelPoint({ type: 'Point' })).toBeNull();
  });
});
