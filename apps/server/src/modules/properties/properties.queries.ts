import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import type { ReportBucket } from '../../lib/report-bucket';
import * as figures from './properties.figures-repo';
import { favoritePropertyIds } from './properties.favorites-repo';
import * as market from './properties.market-repo';
import * as assistant from './properties.assistant-repo';
import type { TAssistantFilters } from '@nestwise/shared';
import { propertiesPolicy as policy } from './properties.policy';
import { presentProperty } from './properties.presenter';
import { findProperty, findPropertyOwner } from './properties.repo';

/**
 * The reads other modules make of listings (dashboards, reports, plan limits, the users' profile,
 * upload keys, the market data), so the listing tables stay inside this module; app.ts hands them to the ports
 * those modules declare. Each is one index-backed query.
 */
export function createListingQueries(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    favoritePropertyIds: (userId: string) => favoritePropertyIds(db, userId),
    ownerOf: (propertyId: string) => findPropertyOwner(db, propertyId),
    /** The listing if the public may see it, else undefined. */
    async publicListing(propertyId: string) {
      const row = await findProperty(db, propertyId);
      return row && policy.isPubliclyVisible(row) ? row : undefined;
    },
    listingTitles: (ids: Iterable<string | null>) => figures.listingTitles(db, ids),
    listingSummaries: (ids: Iterable<string | null>) => figures.listingSummaries(db, ids),
    countAgentListings: (executor: Executor, agentId: string, rule: figures.ListingCountRule) =>
      figures.countAgentListings(executor, agentId, rule),
    agentListingCounts: (agentId: string) => figures.agentListingCounts(db, agentId),
    agentViewsPerDay: (agentId: string, since: Date) =>
      figures.agentViewsPerDay(db, agentId, since),
    approvalCounts: () => figures.approvalCounts(db),
    savedCount: (userId: string) => figures.savedCount(db, userId),
    dealCounts: (userId: string) => figures.dealCounts(db, userId),
    /** Asks for spare rows: listings the viewer may no longer see are left out. */
    async recentlyViewed(viewer: Actor, limit: number) {
      const rows = await figures.recentlyViewed(db, viewer.id, limit * 2);
      return rows
        .filter((row) => policy.canView(viewer, row))
        .slice(0, limit)
        .map((row) => presentProperty(row, viewer));
    },
    listingsPer: (interval: ReportBucket, since: Date) => figures.listingsPer(db, interval, since),
    decisionsPer: (interval: ReportBucket, since: Date) =>
      figures.decisionsPer(db, interval, since),
    soldListings: () => market.listSoldListings(db),
    soldListingsVersion: () => market.soldListingsVersion(db),
    soldListingsByCity: () => market.countSoldListingsByCity(db),
    approvedListings: () => market.listApprovedListings(db),
    listingCities: () => assistant.listListingCities(db),
    marketFigures: (
      filters: TAssistantFilters,
      now: Date,
      windowDays?: number,
      excludeId?: string,
    ) => assistant.marketFigures(db, filters, now, windowDays, excludeId),
    findListingIdsByName: async (name: string) =>
      (await assistant.findListingsByName(db, name)).map((row) => row.id),
    neighborhoodCities: (neighborhood: string) => assistant.neighborhoodCities(db, neighborhood),
  };
}

export type ListingQueries = ReturnType<typeof createListingQueries>;
