import type {
  TListPropertiesQuery,
  TPropertyPinsQuery,
  TSuggestLocationsRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/actor';
import { createListingFavorites } from './properties.favorites';
import { createListingLifecycle } from './properties.lifecycle';
import { createListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentProperty } from './properties.presenter';
import { createPublicHistory } from './properties.public-history';
import type { PropertiesPorts } from './properties.ports';
import { searchPins } from './properties.pins-repo';
import { createListingPurchases } from './properties.purchases';
import type { Executor } from '../../db/client';
import { listingMatches, searchProperties } from './properties.search-repo';
import type { SearchNarrowing } from './properties.search-filters';
import { createListingSharing } from './properties.sharing';
import { suggestLocations } from './properties.suggest';
import { createSuggestCache } from './properties.suggest-cache';
import { createSearchCache, searchCacheKey } from './properties.search-cache';
import { createListingViews } from './properties.views';
import { withViewCountsAtListingsVersion } from './properties.views-repo';
import { createListingWrites } from './properties.writes';

/**
 * The one service the routes and other modules (the assistant) use; its parts live in
 * properties.{writes,lifecycle,views,favorites,sharing}.ts so each stays readable on its own.
 * `deps`: what it needs of accounts and billing (properties.ports.ts), adapted in app.ts.
 */
export function createPropertiesService(ctx: AppContext, deps: PropertiesPorts) {
  const { db } = ctx;
  const lookup = createListingLookup(db);
  const suggestCache = createSuggestCache(ctx.database, ctx.config.suggestCacheEntries);
  const searchCache = createSearchCache(ctx.database, ctx.config.searchCache);

  return {
    /**
     * `narrowing`: the assistant's lists and exclusions (not part of the public query). The page
     * may come from this node's cache (decision 0560), kept per visibility and query at the
     * listings' version; each caller's own fields are presented after it, per request.
     */
    async search(actor: Actor | null, query: TListPropertiesQuery, narrowing?: SearchNarrowing) {
      const visibility = policy.visibilityFor(actor);
      const page = await searchCache.page(
        searchCacheKey(visibility, query, narrowing),
        () => searchProperties(db, visibility, query, narrowing),
        async (kept) => {
          const { version, rows } = await withViewCountsAtListingsVersion(ctx.database, kept.rows);
          return { version, page: { ...kept, rows } };
        },
      );
      return {
        items: page.rows.map((row) => presentProperty(row, actor)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
        totalCountCapped: page.totalCountCapped,
      };
    },

    /** The map's pins: what `search` matches for this caller, every page at once (capped). */
    pins(actor: Actor | null, query: TPropertyPinsQuery) {
      return searchPins(db, policy.visibilityFor(actor), query);
    },

    /** The location box's suggestions: public listings only, whoever asks. */
    suggestLocations(request: TSuggestLocationsRequest) {
      return suggestLocations(db, request, suggestCache);
    },

    /**
     * Which of these searches list this public listing (saved-search alerts): the search's own
     * filters, restricted to the one id, inside the caller's transaction.
     */
    matchingSearches(tx: Executor, listingId: string, queries: TListPropertiesQuery[]) {
      return listingMatches(tx, listingId, queries);
    },

    async get(actor: Actor | null, id: string) {
      return presentProperty(await lookup.visible(actor, id), actor);
    },

    ...createListingWrites(ctx, deps),
    ...createListingLifecycle(ctx, lookup, deps),
    ...createListingViews(ctx, lookup),
    ...createListingFavorites(ctx, lookup),
    ...createListingPurchases(ctx),
    ...createListingSharing(ctx, lookup),
    ...createPublicHistory(ctx),
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
