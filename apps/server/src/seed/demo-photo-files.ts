import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SingleFlight } from '../lib/single-flight';
import { DEMO_PHOTO_DIR } from './demo-photos';

/** Each photo's bytes at each width asked for, made once (libvips works off the event loop). */
const copies = new Map<string, Buffer>();
/** The committed photos' width (scripts/demo-photos/render-demo-photos.mjs). */
const PHOTO_WIDTH = 1200;
const making = new SingleFlight<Buffer>();

/**
 * A committed demo photo (1200 px wide), or its copy at `width`: smaller widths are resized as
 * uploaded photos' derivatives are (at quality 60: the card's copy is the results' largest paint,
 * and renders hide the loss), a larger one is the photo itself (never enlarged). The set is fixed
 * (47 photos), so the cache is bounded: a few MB.
 */
export function demoPhotoBytes(name: string, width?: number): Promise<Buffer> {
  const key = `${name}@${width ?? 'full'}`;
  const kept = copies.get(key);
  if (kept) return Promise.resolve(kept);
  return making.run(key, async () => {
    const original = await readFile(path.join(DEMO_PHOTO_DIR, `${name}.webp`));
    const bytes =
      width === undefined || width >= PHOTO_WIDTH
        ? original
        : await sharp(original)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 60 })
            .toBuffer();
    copies.set(key, bytes);
    return bytes;
  });
}
