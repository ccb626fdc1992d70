import type {
  ImageDerivativeWidth,
  PropertyType,
  TProperty,
  TPropertyImage,
} from '@nestwise/shared';
import { formatDay } from '@/lib/dates';
import { formatPrice, statusLabel } from '@/lib/format';

/** The card rules, applied to the API's listing. */
export const WIDGET_FEATURE_LIMIT = 3;

export const TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  condo: 'Condo',
  townhouse: 'Townhouse',
  'multi-family': 'Multi-family',
  land: 'Land',
  commercial: 'Commercial',
};

export function typeLabel(type: string): string {
  return TYPE_LABELS[type as PropertyType] ?? type;
}

/** 'For Sale' is the primary badge; every other status is a warning badge. */
export function badgeTone(status: string): 'primary' | 'warning' {
  return statusLabel(status) === 'For Sale' ? 'primary' : 'warning';
}

/** The card's price: $, thousands separators, '/mo' for a rental. */
export function cardPrice(listing: Pick<TProperty, 'price' | 'status'>): string {
  return formatPrice(listing.price, listing.status);
}

export { featureLabel } from '@nestwise/shared';

export function cardFeatures(features: readonly string[]): string[] {
  return features.slice(0, WIDGET_FEATURE_LIMIT);
}

export function locationText(location: Pick<TProperty['location'], 'city' | 'state'>): string {
  return [location.city, location.state].filter(Boolean).join(', ');
}

export function fullAddress(location: TProperty['location']): string {
  const cityLine = [location.city, [location.state, location.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.address, cityLine].filter(Boolean).join(', ');
}

const FILES_PREFIX = '/files/';
/** The demo catalogue's photos, served with the same widths as stored images (decision 0335). */
const DEMO_PHOTO_PREFIX = '/demo-media/photo-';

/**
 * The address of an image at a width: stored images (under /files/) and the demo photos have
 * WebP copies at 400, 800 and 1600 px; other addresses (external links, the older demo
 * drawings) are used as is. Kept here rather than importing lib/sized-image: this module is on
 * the results' first route, where a shared chunk of its own would add a request.
 */
export function imageAt(image: TPropertyImage | undefined, width: ImageDerivativeWidth) {
  if (!image) return null;
  const base = image.key
    ? `${FILES_PREFIX}${image.key.split('/').map(encodeURIComponent).join('/')}`
    : image.url;
  if (!base.startsWith(FILES_PREFIX) && !base.startsWith(DEMO_PHOTO_PREFIX)) return base;
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}`;
}

/** A srcset for images with resized copies (none for other addresses). */
export function imageSrcSet(image: TPropertyImage | undefined): string | undefined {
  const small = imageAt(image, 400);
  if (!small || !small.includes('w=400')) return undefined;
  return `${small} 400w, ${imageAt(image, 800)} 800w, ${imageAt(image, 1600)} 1600w`;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

/** Price per square foot, or null without a size; rentals per month. */
export function pricePerSquareFoot(
  listing: Pick<TProperty, 'price' | 'status' | 'squareFeet'>,
): string | null {
  if (!listing.squareFeet) return null;
  const per = listing.price / listing.squareFeet;
  const amount = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: per < 10 ? 2 : 0,
    minimumFractionDigits: per < 10 ? 2 : 0,
  }).format(per);
  return `$${amount}${cardPrice({ price: 1, status: listing.status }).endsWith('/mo') ? '/mo' : ''} per sq ft`;
}

/** The day a listing went public: its approval (as its public history counts it), else its creation. */
export function listedOn(
  listing: Pick<TProperty, 'approvedAt' | 'approvalUpdatedAt' | 'createdAt'>,
): string {
  return listing.approvedAt ?? listing.approvalUpdatedAt ?? listing.createdAt;
}

export { formatDay as formatDate, formatDayTime as formatDateTime } from '@/lib/dates';

/** The price as a card and a listing's page headline it: a sold home's says "Sold for $X". */
export function headlinePrice(listing: Pick<TProperty, 'price' | 'status'>): string {
  return listing.status === 'sold' ? `Sold for ${cardPrice(listing)}` : cardPrice(listing);
}

/** "Sold Jul 30, 2026" for a sold home with its sale date; null otherwise. */
export function soldOn(listing: { status: string; soldAt?: string | null }): string | null {
  return listing.status === 'sold' && listing.soldAt ? `Sold ${formatDay(listing.soldAt)}` : null;
}
export { statusLabel };
