/**
 * The demo catalogue's photographs: WebP files rendered once from three.js scenes by
 * scripts/demo-photos/render-demo-photos.mjs and committed under apps/server/data/demo-photos
 * (decision 0335). Each listing gets an exterior of its type as cover, then rooms; the files are
 * served by /demo-media with the same resized widths as uploaded photos.
 */
import path from 'node:path';
import type { PropertyType } from '@nestwise/shared';
import { SERVER_DIR } from '../server-dir';
import photos from './demo-photos.json';

export const DEMO_PHOTO_DIR = path.join(SERVER_DIR, 'data', 'demo-photos');

interface DemoPhoto {
  name: string;
  /** The scene: an exterior style (colonial, storefront…) or a room (kitchen, bathroom…). */
  kind: string;
  /** Exteriors only: the listing type the photo is a cover for. */
  propertyType?: PropertyType;
}

const PHOTOS = photos as DemoPhoto[];
export const DEMO_PHOTO_NAMES: ReadonlySet<string> = new Set(PHOTOS.map((photo) => photo.name));

export function demoPhotoUrl(name: string) {
  return `/demo-media/photo-${name}.webp`;
}

/** Photos of one kind, or the exteriors of one type with their styles interleaved. */
function exteriorsOf(type: PropertyType): DemoPhoto[] {
  const byStyle = new Map<string, DemoPhoto[]>();
  for (const photo of PHOTOS.filter((p) => p.propertyType === type)) {
    byStyle.set(photo.kind, [...(byStyle.get(photo.kind) ?? []), photo]);
  }
  // colonial-01, ranch-01, modern-01, craftsman-01, colonial-02…: neighbours differ in style.
  const styles = [...byStyle.values()];
  const longest = Math.max(0, ...styles.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => styles.map((list) => list[i]))
    .flat()
    .filter((photo): photo is DemoPhoto => photo !== undefined);
}
const roomsOf = (kind: string) => PHOTOS.filter((photo) => photo.kind === kind);

const at = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The rooms a home's gallery shows after its cover: 3 to 5 of them. */
function homeRooms(bedrooms: number, variant: number): string[] {
  const rooms = ['living-room', 'kitchen'];
  if (bedrooms > 0) rooms.push('bedroom');
  rooms.push('bathroom');
  if (bedrooms >= 3 && variant % 2 === 0) rooms.push('bedroom');
  if (rooms.length < 3) rooms.push('living-room');
  return rooms;
}

/**
 * A listing's photos: the `ordinal`-th exterior of its type as cover (so listings of one type
 * take the covers in turn), then rooms picked with `variant` so that neighbours differ: homes get
 * living room, kitchen, bedroom(s) and bathroom; commercial listings their open floor and a
 * washroom; land two more views of a lot, since a lot has no rooms.
 */
export function demoListingPhotos(
  type: PropertyType,
  { ordinal, variant, bedrooms }: { ordinal: number; variant: number; bedrooms: number },
): Array<{ url: string }> {
  const exteriors = exteriorsOf(type);
  const cover = at(exteriors, ordinal);
  let rest: DemoPhoto[];
  if (type === 'land') {
    rest = [2, 4].map((step) => at(exteriors, ordinal + step));
  } else {
    const kinds =
      type === 'commercial'
        ? ['open-floor', 'open-floor', 'bathroom']
        : homeRooms(bedrooms, variant);
    const seen = new Map<string, number>();
    rest = kinds.map((kind) => {
      const repeat = seen.get(kind) ?? 0;
      seen.set(kind, repeat + 1);
      const pool = roomsOf(kind);
      // A stride prime to the pool sizes spreads the rooms; the repeat takes the next one.
      return at(pool, variant * 7 + kind.length + repeat * 3);
    });
  }
  return [cover, ...rest].map((photo) => ({ url: demoPhotoUrl(photo.name) }));
}

/**
 * Deals photos in catalogue order: each call takes the next cover of the listing's type, and
 * its rooms by the running count, so consecutive listings show different rooms too.
 */
export function demoPhotoDealer() {
  const ordinals = new Map<PropertyType, number>();
  let variant = 0;
  return (type: PropertyType, bedrooms: number) => {
    const ordinal = ordinals.get(type) ?? 0;
    ordinals.set(type, ordinal + 1);
    variant += 1;
    return demoListingPhotos(type, { ordinal, variant, bedrooms });
  };
}
export type DemoPhotoDealer = ReturnType<typeof demoPhotoDealer>;
