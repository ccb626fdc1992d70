import {
  DEFAULT_PROPERTY_SORT,
  type TAssistantFilters,
  type TListPropertiesQuery,
} from '@nestwise/shared';
import type { SearchNarrowing } from '../properties';

/** The markets an assistant search covers: listings on the market, for sale or for rent. */
export type AssistantMarket = 'for-sale' | 'for-rent';

/**
 * Where each assistant filter goes: a key of the listing search's query (the type of
 * ZListPropertiesQuerySchema, so a renamed or retyped query key fails to compile here), or a
 * narrowing only the assistant's search reads (several places or types, exclusions, a bathroom
 * ceiling). The status is the market searched, which the caller picks (searchThroughListings).
 */
export function assistantSearchQuery(
  filters: TAssistantFilters,
  market: AssistantMarket,
  limit: number,
): { query: TListPropertiesQuery; narrowing: SearchNarrowing } {
  const query: TListPropertiesQuery = {
    status: market,
    propertyType: filters.propertyType,
    city: filters.city,
    state: filters.state,
    neighborhood: filters.neighborhood,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minBedrooms: filters.minBedrooms,
    maxBedrooms: filters.maxBedrooms,
    minBathrooms: filters.minBathrooms,
    minSquareFeet: filters.minSquareFeet,
    maxSquareFeet: filters.maxSquareFeet,
    features: filters.features,
    // "Which listings have a virtual tour?": a 3D model, the search's `twin=models`.
    twin: filters.virtualTour ? 'models' : undefined,
    sort: filters.sort ?? DEFAULT_PROPERTY_SORT,
    limit,
  };
  const narrowing: SearchNarrowing = {
    cities: filters.cities,
    propertyTypes: filters.propertyTypes,
    excludeCities: filters.excludeCities,
    excludePropertyTypes: filters.excludePropertyTypes,
    excludeFeatures: filters.excludeFeatures,
    maxBathrooms: filters.maxBathrooms,
  };
  return { query, narrowing };
}
