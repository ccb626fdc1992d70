import { findProperties } from '@nestwise/shared/operation-routes/find-properties';

/** What a featured card shows of a listing (the listings API's property, read defensively). */
export interface FeaturedProperty {
  id: string;
  title: string;
  price: number;
  status: string;
  city: string;
  state: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  image: string | null;
}

export interface RawProperty {
  id?: unknown;
  title?: unknown;
  price?: unknown;
  status?: unknown;
  location?: { city?: unknown; state?: unknown } | null;
  bedrooms?: unknown;
  bathrooms?: unknown;
  images?: Array<string | { url?: unknown }> | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function toFeatured(raw: RawProperty): FeaturedProperty | null {
  const id = str(raw.id);
  const title = str(raw.title);
  const price = num(raw.price);
  if (!id || !title || price === null) return null;
  const first = raw.images?.[0];
  const image = typeof first === 'string' ? first : str(first?.url);
  return {
    id,
    title,
    price,
    status: str(raw.status) ?? 'for-sale',
    city: str(raw.location?.city) ?? '',
    state: str(raw.location?.state),
    bedrooms: num(raw.bedrooms),
    bathrooms: num(raw.bathrooms),
    image,
  };
}

/** The featured cards: the newest approved listings. */
export const FEATURED_LIMIT = 6;
export const FEATURED_PATH = `${findProperties.path}?limit=${FEATURED_LIMIT}`;
/** The served answer's name in the page's initial data (prerender/render-page.tsx). */
export const INITIAL_FEATURED = 'featured';

/** The cards of a page of listings; a listing a card cannot show is left out. */
export function toFeaturedList(page: { items?: RawProperty[] } | null): FeaturedProperty[] {
  return (page?.items ?? []).map(toFeatured).filter((p): p is FeaturedProperty => p !== null);
}
