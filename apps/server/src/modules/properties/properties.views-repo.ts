import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { PROPERTY_MESSAGES, type TPageQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor, pageOf } from '../../lib/cursor';
import { DATE_ISO, isUuid, type ViewRow } from './properties.repo';
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
  const paging: SQL[] = [];
  if (query.startAfter) {
    const [viewedAt, id] = decodeCursor(query.startAfter, 2);
    if (
      typeof viewedAt !== 'string' ||
      !DATE_ISO.test(viewedAt) ||
      typeof id !== 'string' ||
      !isUuid(id)
    ) {
      throw ApiError.badRequest(PROPERTY_MESSAGES.invalidCursor);
    }
    paging.push(
      sql`(${propertyViews.viewedAt}, ${propertyViews.id}) < (${viewedAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const mine = eq(propertyViews.propertyId, propertyId);
  const rows = await db
    .select()
    .from(propertyViews)
    .where(and(mine, ...paging))
    .orderBy(desc(propertyViews.viewedAt), desc(propertyViews.id))
    .limit(query.limit + 1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(propertyViews)
    .where(mine);
  const page = pageOf(rows, query.limit, (last) =>
    encodeCursor([last.viewedAt.toISOString(), last.id]),
  );
  return { rows: page.rows, totalCount: Number(total), nextCursor: page.nextCursor };
}
