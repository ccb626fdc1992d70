import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TPageQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
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

/**
 * These rows with their view counts as they stand now: a search page kept by the cache (decision
 * 0560) is not dropped by a counted view, so its counts are read afresh, by primary key.
 */
export async function withCurrentViewCounts(db: Executor, rows: readonly PropertyRow[]) {
  if (rows.length === 0) return [...rows];
  const counts = await db
    .select({
      id: properties.id,
      viewCount: properties.viewCount,
      lastViewedAt: properties.lastViewedAt,
    })
    .from(properties)
    .where(
      inArray(
        properties.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(counts.map(({ id, ...current }) => [id, current]));
  return rows.map((row) => ({ ...row, ...byId.get(row.id) }));
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
