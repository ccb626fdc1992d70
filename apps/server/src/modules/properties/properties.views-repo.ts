import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TPageQuery } from '@nestwise/shared';
import type { DatabaseHandle, Executor } from '../../db/client';
import { queryDriver } from '../../db/driver-query';
import { countRows } from '../../lib/rows';
import { encodeTimeIdCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import type { PropertyRow, ViewRow } from './properties.repo';
import { properties, propertyViews } from './properties.schema';

export async function findViewSince(
  db: Executor,
  propertyId: string,
  viewerKey: string,
  since: Date,
): Promise<ViewRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyViews)
    .where(
      and(
        eq(propertyViews.propertyId, propertyId),
        eq(propertyViews.viewerKey, viewerKey),
        gt(propertyViews.viewedAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertView(
  db: Executor,
  row: Omit<typeof propertyViews.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(propertyViews).values(row);
}

export async function countView(db: Executor, propertyId: string, at: Date) {
  const [row] = await db
    .update(properties)
    .set({ viewCount: sql`${properties.viewCount} + 1`, lastViewedAt: at })
    .where(eq(properties.id, propertyId))
    .returning({ viewCount: properties.viewCount, lastViewedAt: properties.lastViewedAt });
  return row!;
}

/** Newest first, keyset-paged by (viewed_at, id). */
export async function listViews(db: Executor, propertyId: string, query: TPageQuery) {
  const paging = query.startAfter
    ? [olderThanCursor(query.startAfter, propertyViews.viewedAt, propertyViews.id)]
    : [];
  const mine = eq(propertyViews.propertyId, propertyId);
  const rows = await db
    .select()
    .from(propertyViews)
    .where(and(mine, ...paging))
    .orderBy(desc(propertyViews.viewedAt), desc(propertyViews.id))
    .limit(query.limit + 1);
  const total = await countRows(db, propertyViews, mine);
  const page = pageOf(rows, query.limit, (last) => encodeTimeIdCursor(last.viewedAt, last.id));
  return { rows: page.rows, totalCount: total, nextCursor: page.nextCursor };
}

interface CountsWithVersion extends Record<string, unknown> {
  version: string | number;
  id: string | null;
  view_count: number | null;
  last_viewed_at: Date | null;
}

const COUNTS_WITH_VERSION = `select v.version, p.id, p.view_count, p.last_viewed_at
  from listings_version v left join properties p on p.id = any($1::uuid[])
  where v.id = 1`;

/**
 * These rows with their view counts as they stand now, and the listings' version, in one statement
 * and one snapshot. A search page kept by the cache (decision 0560) is not dropped by a counted
 * view, so its counts are read afresh by primary key; reading the version beside them answers a
 * kept page with a single round trip (decision 0710), a named statement on a Postgres server.
 */
export async function withViewCountsAtListingsVersion(
  handle: DatabaseHandle,
  rows: readonly PropertyRow[],
): Promise<{ version: number; rows: PropertyRow[] }> {
  const found = await queryDriver<CountsWithVersion>(handle, {
    name: 'listings_version_view_counts',
    text: COUNTS_WITH_VERSION,
    values: [rows.map((row) => row.id)],
  });
  const byId = new Map(
    found.flatMap((row) =>
      row.id === null
        ? []
        : [[row.id, { viewCount: row.view_count ?? 0, lastViewedAt: row.last_viewed_at }] as const],
    ),
  );
  return {
    version: Number(found[0]?.version ?? 0),
    rows: rows.map((row) => ({ ...row, ...byId.get(row.id) })),
  };
}
