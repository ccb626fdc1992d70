import { PROPERTY_VIEW_DEDUPE_WINDOW_MS, type TPageQuery } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { sha256 } from '../../lib/crypto';
import type { Actor } from '../../core/actor';
import type { ListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentView } from './properties.presenter';
import { lockProperty } from './properties.repo';
import * as repo from './properties.views-repo';

export interface ViewerInfo {
  ip: string;
  userAgent: string | undefined;
  referrer: string | undefined;
}

/** Views: counted for whoever may see the listing, listed for its managers. */
export function createListingViews(ctx: AppContext, lookup: ListingLookup) {
  const { db, clock } = ctx;

  return {
    /** Counts one viewer (account, or address + browser signed out) at most once per 30 min. */
    async recordView(actor: Actor | null, id: string, viewer: ViewerInfo) {
      return db.transaction(async (tx) => {
        const row = policy.assertCanView(actor, await lockProperty(tx, id));
        const now = clock.now();
        const viewerKey = sha256(
          actor ? `account:${actor.id}` : `anonymous:${viewer.ip}|${viewer.userAgent ?? ''}`,
        );
        const since = new Date(now.getTime() - PROPERTY_VIEW_DEDUPE_WINDOW_MS);
        if (await repo.findViewSince(tx, row.id, viewerKey, since)) {
          return {
            counted: false,
            viewCount: row.viewCount,
            lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
          };
        }
        await repo.insertView(tx, {
          propertyId: row.id,
          viewerId: actor?.id ?? null,
          viewerKey,
          userAgent: viewer.userAgent?.slice(0, 300) ?? null,
          referrer: viewer.referrer?.slice(0, 500) ?? null,
          viewedAt: now,
        });
        const counted = await repo.countView(tx, row.id, now);
        return {
          counted: true,
          viewCount: counted.viewCount,
          lastViewedAt: counted.lastViewedAt?.toISOString() ?? null,
        };
      });
    },

    async views(actor: Actor, id: string, query: TPageQuery) {
      const row = await lookup.managed(actor, id);
      const page = await repo.listViews(db, row.id, query);
      return {
        items: page.rows.map(presentView),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },
  };
}
