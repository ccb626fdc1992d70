import type { TListPropertiesQuery } from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../plugins/authenticate';
import type { ListingQuota } from '../billing/billing.gates';
import { createListingFavorites } from './properties.favorites';
import { createListingLifecycle } from './properties.lifecycle';
import { createListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentProperty } from './properties.presenter';
import { createPublicHistory } from './properties.public-history';
import { createListingPurchases } from './properties.purchases';
import { searchProperties, type SearchNarrowing } from './properties.search-repo';
import { createListingSharing } from './properties.sharing';
import { createListingViews } from './properties.views';
import { createListingWrites } from './properties.writes';

/**
 * The one service the routes and other modules (the assistant) use; its parts live in
 * properties.{writes,lifecycle,views,favorites,sharing}.ts so each stays readable on its own.
 * `listingQuota`: the plan's listing limit (billing); unset, agents list without one.
 */
export function createPropertiesService(
  ctx: AppContext,
  deps: { listingQuota?: ListingQuota } = {},
) {
  const { db } = ctx;
  const lookup = createListingLookup(db);

  return {
    /** `narrowing`: the assistant's lists and exclusions (not part of the public query). */
    async search(actor: Actor | null, query: TListPropertiesQuery, narrowing?: SearchNarrowing) {
      const page = await searchProperties(db, policy.visibilityFor(actor), query, narrowing);
      return {
        items: page.rows.map((row) => presentProperty(row, actor)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
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
