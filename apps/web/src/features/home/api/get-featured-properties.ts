import type { findProperties } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

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
const getFeaturedPropertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedProperties: build.query<FeaturedProperty[], void>({
      query: () =>
        call<typeof findProperties>(
          { method: 'GET', path: '/api/properties' },
          { query: { limit: 6 } },
        ),
      transformResponse: (page: { items?: RawProperty[] } | null) =>
        (page?.items ?? []).map(toFeatured).filter((p): p is FeaturedProperty => p !== null),
      // A listing approved, changed or taken off the market shows when the page is next shown.
      providesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
  }),
});

export const { useGetFeaturedPropertiesQuery: useFeaturedProperties } = getFeaturedPropertiesApi;
