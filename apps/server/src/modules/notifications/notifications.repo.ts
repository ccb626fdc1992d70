import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows, insertOne } from '../../lib/rows';
import { stampOnce } from '../../lib/stamp-once';
import { encodeTimeIdCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'kind' | 'title' | 'body' | 'data'
>;

export function insertNotification(
  db: Executor,
  userId: string,
  input: NewNotification,
  now: Date,
): Promise<NotificationRow> {
  return insertOne(db, notifications, { ...input, userId, createdAt: now });
}

/** Many notifications in one statement (one event that concerns many accounts). */
export async function insertNotifications(
  db: Executor,
  items: Array<{ userId: string; input: NewNotification }>,
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(items.map(({ userId, input }) => ({ ...input, userId, createdAt: now })))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The same notification to each account, in one statement (an empty list writes none). */
export function insertForUsers(
  db: Executor,
  userIds: readonly string[],
  input: NewNotification,
  now: Date,
): Promise<number> {
  return insertNotifications(
    db,
    userIds.map((userId) => ({ userId, input })),
    now,
  );
}

/** Newest first, keyset-paged by (created_at, id); `since` keeps rows created after it. */
export async function listForUser(
  db: Executor,
  userId: string,
  query: { limit: number; cursor?: string | undefined; since?: string | undefined },
) {
  const filters: SQL[] = [eq(notifications.userId, userId)];
  if (query.since) filters.push(sql`${notifications.createdAt} > ${query.since}::timestamptz`);
  if (query.cursor) {
    filters.push(olderThanCursor(query.cursor, notifications.createdAt, notifications.id));
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...filters))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (last) => encodeTimeIdCursor(last.createdAt, last.id));
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  return countRows(
    db,
    notifications,
    and(eq(notifications.userId, userId), isNull(notifications.readAt)),
  );
}

/** Marks one of the user's notifications read (keeps the first read time); undefined if not theirs. */
export async function markRead(db: Executor, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: stampOnce(notifications.readAt, now) })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks the user's unread notifications about one conversation read (their `data.conversationId`)
 * and answers their ids. It reads the user's unread rows by the (user_id, created_at) index; a
 * user has few of those, so the jsonb test needs no index of its own.
 */
export async function markConversationRead(
  db: Executor,
  userId: string,
  conversationId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'conversationId' = ${conversationId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export async function removeNotification(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row;
}

/** The stream poller: rows of these users created at or after `since` (after `after`), oldest first. */
export async function listRecentForUsers(
  db: Executor,
  userIds: string[],
  since: Date,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<NotificationRow[]> {
  if (!userIds.length) return [];
  return db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        gte(notifications.createdAt, since),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}
