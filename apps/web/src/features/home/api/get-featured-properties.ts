import { apiRequest } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

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

interface RawProperty {
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

/** GET /api/properties?limit=6: the newest approved listings. */
export async function getFeaturedProperties(signal?: AbortSignal): Promise<FeaturedProperty[]> {
  const page = await apiRequest<{ items?: RawProperty[] }>('/api/properties', {
    query: { limit: 6 },
    signal,
  });
  return (page?.items ?? []).map(toFeatured).filter((p): p is FeaturedProperty => p !== null);
}

export function useFeaturedProperties() {
  return useQuery(getFeaturedProperties, 'featured-properties');
}
