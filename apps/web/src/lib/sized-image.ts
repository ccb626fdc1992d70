/**
 * Addresses of images that have resized WebP copies (`?w=400|800|1600`): stored uploads under
 * /files/ and the demo catalogue's photos. Other addresses (external links, the older demo
 * drawings) have none and are used as they are. For the thumbnails of dashboards, the digital
 * twin hub and the assistant; the results and listing pages have their own copy of the rule
 * (features/properties/lib/listing-display.ts), so their first route loads no extra chunk.
 */
const RESIZABLE = ['/files/', '/demo-media/photo-'];

export type ImageWidth = 400 | 800 | 1600;

export function sizedImageUrl(url: string, width: ImageWidth): string {
  if (!RESIZABLE.some((prefix) => url.startsWith(prefix))) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
