import type { TListPropertiesQuery } from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import type { createPropertiesService } from '../properties/properties.service';
import { createReplyRephraser } from './assistant.model';
import { listListingCities, marketFigures } from './assistant.repo';
import type { AssistantDependencies, PropertySearch } from './assistant.service';

type PropertiesService = ReturnType<typeof createPropertiesService>;

/** Search through the listings module's own query, so its visibility rules apply unchanged. */
export function searchThroughListings(properties: PropertiesService): PropertySearch {
  return async (actor, filters, limit) => {
    const query: TListPropertiesQuery = {
      status: filters.status,
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
      sort: filters.sort ?? 'newest',
      limit,
    } as TListPropertiesQuery;
    const page = await properties.search(actor, query);
    return { items: page.items, totalCount: page.totalCount };
  };
}

/** The assistant wired to the database, the listings module and the optional model. */
export function assistantDependencies(
  ctx: AppContext,
  properties: PropertiesService,
  log: { warn: (object: unknown, message: string) => void },
): AssistantDependencies {
  const { ai } = ctx.config;
  return {
    search: searchThroughListings(properties),
    async findProperty(actor, id) {
      try {
        return await properties.get(actor, id);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) return null;
        throw error;
      }
    },
    marketFigures: (filters, now, windowDays) => marketFigures(ctx.db, filters, now, windowDays),
    listingCities: () => listListingCities(ctx.db),
    clock: ctx.clock,
    rephrase: ai.baseUrl
      ? createReplyRephraser({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model }, (error) =>
          log.warn({ err: error }, 'assistant model call failed; using the plain reply'),
        )
      : undefined,
    onError: (error) => log.warn({ err: error }, 'assistant could not load listing cities'),
  };
}
