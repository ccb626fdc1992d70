import { and, count, desc, eq, gte, inArray, max, notInArray, sql } from 'drizzle-orm';
import {
  CLOSED_PROPERTY_STATUSES,
  type ApprovalState,
  type PropertyStatus,
  type TPropertyImage,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { createdPer, reportBucket, type ReportBucket } from '../../lib/report-bucket';
import { savedProperties } from './properties.favorites-schema';
import { isUuid } from '../../lib/uuid';
import type { PropertyRow } from './properties.repo';
import { properties, propertyStatusHistory, propertyViews } from './properties.schema';

/*
 * Listing figures other modules show (the dashboards and the admins' reports), read here so the
 * listing tables stay inside this module. Every dashboard query is bounded by an index: an agent's listings by properties_agent_created_idx,
 * their views by property_views_property_viewed_idx, approvals by properties_approval_created_idx,
 * a buyer's rows by the saved_properties primary key,
 * properties_buyer_idx and property_views_viewer_idx.
 */

/** An agent's listings counted by approval, status and active flag (one grouped pass). */
export async function agentListingCounts(db: Executor, agentId: string) {
  return db
    .select({
      approval: properties.approval,
      status: properties.status,
      isActive: properties.isActive,
      listings: count(),
      views: sql<number>`coalesce(sum(${properties.viewCount}), 0)::int`,
    })
    .from(properties)
    .where(eq(properties.agentId, agentId))
    .groupBy(properties.approval, properties.status, properties.isActive);
}

/** Views of an agent's listings since `since`, per UTC day (YYYY-MM-DD). */
export async function agentViewsPerDay(db: Executor, agentId: string, since: Date) {
  const day = sql<string>`to_char(${propertyViews.viewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, views: count() })
    .from(propertyViews)
    .innerJoin(properties, eq(properties.id, propertyViews.propertyId))
    .where(and(eq(properties.agentId, agentId), gte(propertyViews.viewedAt, since)))
    .groupBy(day);
}

export async function approvalCounts(db: Executor) {
  return db
    .select({ approval: properties.approval, listings: count() })
    .from(properties)
    .groupBy(properties.approval);
}

export async function savedCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ saved: count() })
    .from(savedProperties)
    .innerJoin(properties, sql`${properties.id}::text = ${savedProperties.propertyId}`)
    .where(eq(savedProperties.userId, userId));
  return Number(row?.saved ?? 0);
}

/** Closed deals whose buyer (or tenant) is this user, by status. */
export async function dealCounts(db: Executor, userId: string) {
  return db
    .select({ status: properties.status, deals: count() })
    .from(properties)
    .where(
      and(
        eq(properties.buyerId, userId),
        inArray(properties.status, [...CLOSED_PROPERTY_STATUSES]),
      ),
    )
    .groupBy(properties.status);
}

/**
 * The listings a viewer opened most recently (each once, by its latest view). Asks for more than
 * it shows because the caller drops listings it may no longer see.
 */
export async function recentlyViewed(
  db: Executor,
  viewerId: string,
  limit: number,
): Promise<PropertyRow[]> {
  const latest = db
    .select({
      propertyId: propertyViews.propertyId,
      lastViewed: max(propertyViews.viewedAt).as('last_viewed'),
    })
    .from(propertyViews)
    .where(eq(propertyViews.viewerId, viewerId))
    .groupBy(propertyViews.propertyId)
    .as('latest');
  const rows = await db
    .select({ property: properties })
    .from(latest)
    .innerJoin(properties, eq(properties.id, latest.propertyId))
    .orderBy(desc(latest.lastViewed), desc(properties.id))
    .limit(limit);
  return rows.map((row) => row.property);
}

/*
 * The admins' reports read only the window: listings by created_at, approval decisions from the
 * status history. The report is rare and the window is bounded, so no further index is kept.
 */
export async function listingsPer(db: Executor, interval: ReportBucket, since: Date) {
  return createdPer(db, properties, properties.createdAt, interval, since);
}

export async function decisionsPer(db: Executor, interval: ReportBucket, since: Date) {
  const period = reportBucket(propertyStatusHistory.timestamp, interval);
  return db
    .select({ period, decision: propertyStatusHistory.newStatus, value: count() })
    .from(propertyStatusHistory)
    .where(
      and(
        eq(propertyStatusHistory.kind, 'approval'),
        inArray(propertyStatusHistory.newStatus, ['approved', 'rejected']),
        gte(propertyStatusHistory.timestamp, since),
      ),
    )
    .groupBy(period, propertyStatusHistory.newStatus);
}

/** Which listings a count takes in (billing's listing-slot rule, described as data). */
export type ListingCountRule = {
  isActive: boolean;
  statuses: readonly PropertyStatus[];
  excludedApprovals: readonly ApprovalState[];
};

/** An agent's listings matching the rule; served by properties_agent_created_idx (agent_id first). */
export async function countAgentListings(
  db: Executor,
  agentId: string,
  rule: ListingCountRule,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        eq(properties.agentId, agentId),
        eq(properties.isActive, rule.isActive),
        inArray(properties.status, [...rule.statuses]),
        notInArray(properties.approval, [...rule.excludedApprovals]),
      ),
    );
  return row?.n ?? 0;
}

export interface ListingSummary {
  title: string;
  address: string;
  city: string;
  state: string | null;
  zip: string | null;
  price: number;
  status: PropertyStatus;
  image: TPropertyImage | null;
}

/**
 * What an inbox shows of each listing (issue #28): title, address, price, status and cover photo
 * (the first image), by id; ids that are not listing ids are skipped.
 */
export async function listingSummaries(
  db: Executor,
  ids: Iterable<string | null>,
): Promise<Map<string, ListingSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id && isUuid(id)))];
  if (wanted.length === 0) return new Map<string, ListingSummary>();
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
      price: properties.price,
      status: properties.status,
      // Only the cover: a listing may hold dozens of images.
      image: sql<TPropertyImage | null>`${properties.images}->0`,
    })
    .from(properties)
    .where(inArray(properties.id, wanted));
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/** Listing titles by id (ids that are not listing ids are skipped). */
export async function listingTitles(db: Executor, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id && isUuid(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(inArray(properties.id, wanted));
  return new Map(rows.map((row) => [row.id, row.title]));
}
