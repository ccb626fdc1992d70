import { localityKey, type Home } from './design';

/** How a market's sales name the area they are in, finest named first. */
export type AreaKind = 'ZIP' | 'neighbourhood' | 'grid cell';

/** Size of a grid cell in degrees of latitude and longitude: about 1.4 × 1 miles. */
export const AREA_CELL_DEGREES = 0.02;

/** Most sales must name an area of this kind for the market to be split by it. */
const MIN_SHARE = 0.3;

/** The key of the area of `kind` a home is in, or null when the home does not say. */
export function areaKey(home: Home, kind: AreaKind): string | null {
  if (kind === 'ZIP') return home.zip ? home.zip.slice(0, 5) : null;
  if (kind === 'neighbourhood') return home.neighborhood ? localityKey(home.neighborhood) : null;
  if (home.latitude == null || home.longitude == null) return null;
  const cell = (degrees: number) => Math.floor(degrees / AREA_CELL_DEGREES);
  return `${cell(home.latitude)}|${cell(home.longitude)}`;
}

/**
 * The finest kind of area most of a market's sales name: ZIP codes, else neighbourhoods, else grid
 * cells around their coordinates; null when they name none.
 */
export function areaKindOf(homes: readonly Home[]): AreaKind | null {
  for (const kind of ['ZIP', 'neighbourhood', 'grid cell'] as const) {
    const named = homes.filter((home) => areaKey(home, kind) !== null).length;
    if (named >= homes.length * MIN_SHARE && named > 0) return kind;
  }
  return null;
}

/** How a reason names the area: "ZIP 95899", "the neighbourhood Old Town", "this map cell". */
export function describeArea(home: Home, kind: AreaKind): string {
  if (kind === 'ZIP') return `ZIP ${home.zip!.slice(0, 5)}`;
  if (kind === 'neighbourhood') return `the neighbourhood ${home.neighborhood}`;
  return 'the square mile or so around this home';
}
