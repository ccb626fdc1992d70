/**
 * Addresses of images that have resized WebP copies (`?w=400|800|1600`): stored uploads under
 * /files/ and the demo catalogue's photos. Other addresses (external links, the older demo
 * drawings) have none and are used as they are.
 */
const RESIZABLE = ['/files/', '/demo-media/photo-'];

export type ImageWidth = 400 | 800 | 1600;

export function sizedImageUrl(url: string, width: ImageWidth): string {
  if (!RESIZABLE.some((prefix) => url.startsWith(prefix))) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** The srcset of an image with resized copies; undefined for other addresses. */
export function sizedImageSrcSet(url: string): string | undefined {
  if (!RESIZABLE.some((prefix) => url.startsWith(prefix))) return undefined;
  return ([400, 800, 1600] as const)
    .map((width) => `${sizedImageUrl(url, width)} ${width}w`)
    .join(', ');
}
