import type { PropertySort, TProperty } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import type { ListingQueries, PropertiesService } from '../properties';
import { createReplyRephraser } from './assistant.model';
import { createTranscriptUnderstander } from './assistant.understanding-model';
import type { AssistantDependencies, PropertySearch } from './assistant.ports';
import { assistantSearchQuery, type AssistantMarket } from './assistant.search-query';

/** The listing reads the assistant makes besides the search (the properties module's queries). */
export type AssistantListings = Pick<
  ListingQueries,
  'listingCities' | 'marketFigures' | 'findListingIdsByName' | 'neighborhoodCities'
>;

type ListingPage = { items: TProperty[]; totalCount: number; totalCountCapped?: boolean };

/** The listings module's order, so two pages merge into the page one query would give. */
function compareListings(sort: PropertySort) {
  return (a: TProperty, b: TProperty) => {
    if (sort === 'price-asc') return a.price - b.price || a.id.localeCompare(b.id);
    if (sort === 'price-desc') return b.price - a.price || b.id.localeCompare(a.id);
    return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
  };
}

/** A price bound at or above this reads as a purchase price; below it, as a monthly rent. */
export const MONTHLY_RENT_CEILING = 25_000;

/**
 * The market a search means when the user named no status: "houses under $500K" is a purchase,
 * "apartments under 3000" a rent; without a price, both.
 */
export function impliedMarket(filters: {
  status?: 'for-sale' | 'for-rent';
  minPrice?: number;
  maxPrice?: number;
}): 'for-sale' | 'for-rent' | undefined {
  if (filters.status) return filters.status;
  const bound = filters.maxPrice ?? filters.minPrice;
  if (bound === undefined) return undefined;
  return bound >= MONTHLY_RENT_CEILING ? 'for-sale' : 'for-rent';
}

/**
 * Search through the listings module's own query, so its visibility rules apply unchanged.
 * Only listings on the market count (for sale or for rent, not sold, rented or off-market); when
 * neither the status nor a price says which market, both are searched and, when both have
 * listings, kept apart (sale first, then rent) and counted apart: a price and a monthly rent
 * never share one ranking.
 */
export function searchThroughListings(properties: PropertiesService): PropertySearch {
  return async (actor, filters, limit) => {
    const sort = filters.sort ?? 'newest';
    const page = (market: AssistantMarket): Promise<ListingPage> => {
      const { query, narrowing } = assistantSearchQuery(filters, market, limit);
      return properties.search(actor, query, narrowing);
    };
    const market = impliedMarket(filters);
    if (market && !filters.status) return { ...(await page(market)), inferredMarket: market };
    if (market) return page(market);
    const [forSale, forRent] = await Promise.all([page('for-sale'), page('for-rent')]);
    if (forSale.totalCount > 0 && forRent.totalCount > 0) {
      const rentShare = Math.min(forRent.items.length, Math.max(1, Math.floor(limit / 2)));
      const saleItems = forSale.items.slice(0, limit - rentShare);
      return {
        items: [...saleItems, ...forRent.items.slice(0, limit - saleItems.length)],
        totalCount: forSale.totalCount + forRent.totalCount,
        byMarket: { forSale: forSale.totalCount, forRent: forRent.totalCount },
      };
    }
    return {
      items: [...forSale.items, ...forRent.items].sort(compareListings(sort)).slice(0, limit),
      totalCount: forSale.totalCount + forRent.totalCount,
      totalCountCapped: Boolean(forSale.totalCountCapped || forRent.totalCountCapped),
    };
  };
}

/** The assistant wired to the database, the listings module and the optional model. */
export function assistantDependencies(
  ctx: AppContext,
  properties: PropertiesService,
  listings: AssistantListings,
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
    marketFigures: (filters, now, windowDays, excludeId) =>
      listings.marketFigures(filters, now, windowDays, excludeId),
    listingCities: () => listings.listingCities(),
    async findListingsByName(actor, name) {
      const ids = await listings.findListingIdsByName(name);
      const found = await Promise.all(ids.map((id) => properties.get(actor, id).catch(() => null)));
      return found.filter((property): property is TProperty => property !== null);
    },
    neighborhoodCities: (neighborhood) => listings.neighborhoodCities(neighborhood),
    clock: ctx.clock,
    understand: ai.baseUrl
      ? createTranscriptUnderstander(
          { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model },
          (error) => log.warn({ err: error }, 'assistant model reading failed; using the grammar'),
        )
      : undefined,
    rephrase: ai.baseUrl
      ? createReplyRephraser({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model }, (error) =>
          log.warn({ err: error }, 'assistant model call failed; using the plain reply'),
        )
      : undefined,
    onError: (error) => log.warn({ err: error }, 'assistant could not load listing cities'),
  };
}
