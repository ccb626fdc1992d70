import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TListUsersQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { countRows } from '../../lib/rows';
import { encodeTimeIdCursor, olderThanCursor, pageOf } from '../../lib/cursor';
import { identityAccounts } from '../identity/identity.schema';
import { userDetails } from './users.schema';

export type UserDetailsRow = typeof userDetails.$inferSelect;

export async function insertUserDetails(db: Executor, row: typeof userDetails.$inferInsert) {
  await db.insert(userDetails).values(row);
}

export async function findUserDetails(db: Executor, id: string) {
  const [row] = await db.select().from(userDetails).where(eq(userDetails.id, id));
  return row;
}

/** userDetails joined with the identity account's display name and photo. */
/** Of these accounts, the ones deactivated (or gone): one query on the primary key. */
export async function inactiveAmong(db: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const active = await db
    .select({ id: userDetails.id })
    .from(userDetails)
    .where(and(inArray(userDetails.id, ids), eq(userDetails.status, 'Active')));
  const activeIds = new Set(active.map((row) => row.id));
  return new Set(ids.filter((id) => !activeIds.has(id)));
}

/** A user's details with the name and photo their identity account holds. */
function selectProfiles(db: Executor) {
  return db
    .select({
      details: userDetails,
      displayName: identityAccounts.displayName,
      photoUrl: identityAccounts.photoUrl,
    })
    .from(userDetails)
    .innerJoin(identityAccounts, eq(identityAccounts.id, userDetails.id));
}

export async function findUserProfile(db: Executor, id: string) {
  const [row] = await selectProfiles(db).where(eq(userDetails.id, id));
  return row;
}

export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export async function updateUserDetails(
  db: Executor,
  id: string,
  patch: Partial<Pick<UserDetailsRow, 'firstName' | 'lastName' | 'role' | 'status'>>,
  now: Date,
) {
  const [row] = await db
    .update(userDetails)
    .set({ ...patch, updatedAt: now })
    .where(eq(userDetails.id, id))
    .returning();
  return row;
}

export async function deleteUserDetails(db: Executor, id: string) {
  await db.delete(userDetails).where(eq(userDetails.id, id));
}

/** Admin list: newest first, keyset-paged by (created_at, id). */
export async function listUsers(db: Executor, query: TListUsersQuery) {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(userDetails.role, query.role));
  if (query.status) filters.push(eq(userDetails.status, query.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(userDetails.email, pattern),
        ilike(userDetails.firstName, pattern),
        ilike(userDetails.lastName, pattern),
        ilike(sql`${userDetails.firstName} || ' ' || ${userDetails.lastName}`, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const paging = query.cursor
    ? [olderThanCursor(query.cursor, userDetails.createdAt, userDetails.id)]
    : [];
  const rows = await selectProfiles(db)
    .where(and(where, ...paging))
    .orderBy(desc(userDetails.createdAt), desc(userDetails.id))
    .limit(query.limit + 1);
  const total = await countRows(db, userDetails, where);
  const page = pageOf(rows, query.limit, (last) =>
    encodeTimeIdCursor(last.details.createdAt, last.details.id),
  );
  return { rows: page.rows, totalCount: total, nextCursor: page.nextCursor };
}
