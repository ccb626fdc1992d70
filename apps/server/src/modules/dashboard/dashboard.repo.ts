import { and, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { CLOSED_PROPERTY_STATUSES } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { savedProperties } from '../account-data/account-data.schema';
import { properties, propertyViews } from '../properties/properties.schema';
import type { PropertyRow } from '../properties/properties.repo';
import { userDetails } from '../users/users.schema';

/*
 * Every query here is bounded by an index: an agent's listings by properties_agent_created_idx,
 * their views by property_views_property_viewed_idx, approvals by properties_approval_created_idx,
 * accounts by user_details_role_status_idx, a buyer's rows by the saved_properties primary key,
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

export async function userCounts(db: Executor) {
  return db
    .select({ role: userDetails.role, status: userDetails.status, users: count() })
    .from(userDetails)
    .groupBy(userDetails.role, userDetails.status);
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
