import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PropertyStatus } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { countRows } from '../../lib/rows';
import { isUuid } from '../../lib/uuid';
import { savedSearchAlerts, savedSearches } from './saved-searches.schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;
export type SavedSearchPatch = Partial<
  Pick<NewSavedSearchRow, 'name' | 'frequency' | 'alertsEnabled' | 'lastDigestAt' | 'updatedAt'>
>;
export type AlertRow = typeof savedSearchAlerts.$inferSelect;
export type NewAlertRow = typeof savedSearchAlerts.$inferInsert;

export function listForUser(db: Executor, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findOwned(db: Executor, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export async function findById(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/** Serialises one account's creates, so two at once cannot both pass the limit. */
export async function lockUserSearches(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
}

export async function countForUser(db: Executor, userId: string) {
  return countRows(db, savedSearches, eq(savedSearches.userId, userId));
}

/** Inserts unless the user already saved these filters (then undefined). */
export async function insertSearch(db: Executor, values: NewSavedSearchRow) {
  const [row] = await db.insert(savedSearches).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSearch(db: Executor, id: string, patch: SavedSearchPatch) {
  const [row] = await db
    .update(savedSearches)
    .set(patch)
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export async function deleteOwned(db: Executor, userId: string, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteAccountRows(tx: Executor, userId: string) {
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

/**
 * The searches that may list a listing of this status in this city: alerts on, same mode, the
 * same city or none (the partial index `saved_searches_alert_candidates_idx`).
 */
export function alertCandidates(db: Executor, status: PropertyStatus, city: string) {
  return db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.alertsEnabled, true),
        eq(savedSearches.status, status),
        inArray(savedSearches.cityKey, [city.trim().toLowerCase(), '']),
      ),
    );
}

/** Writes alert rows; a listing already announced as new to a search is skipped. */
export function insertAlerts(db: Executor, rows: NewAlertRow[]) {
  if (rows.length === 0) return Promise.resolve([] as AlertRow[]);
  return db.insert(savedSearchAlerts).values(rows).onConflictDoNothing().returning();
}

/** A node holds claimed rows this long; a crash mid-send leaves them to be retried after it. */
export const ALERT_LEASE_MS = 5 * 60 * 1000;
/** After this many failed sends an alert's mail is given up (its in-app notification stays). */
export const ALERT_MAX_ATTEMPTS = 5;

/**
 * Claims the unsent alerts whose mail is due: instant searches at once, daily ones when their
 * last digest is a day old; alerts of searches with alerts off are left unsent. `skip locked`
 * lets several nodes deliver at once without sending a row twice.
 */
export async function claimDueAlerts(
  db: Executor,
  now: Date,
  digestIntervalMs: number,
  limit = 500,
) {
  const leaseUntil = new Date(now.getTime() + ALERT_LEASE_MS);
  const digestDue = new Date(now.getTime() - digestIntervalMs);
  const result = await db.execute<{ id: string }>(sql`
    update ${savedSearchAlerts} set lease_until = ${leaseUntil.toISOString()}::timestamptz,
      attempts = ${savedSearchAlerts.attempts} + 1
    where ${savedSearchAlerts.id} in (
      select a.id from ${savedSearchAlerts} a
      join ${savedSearches} s on s.id = a.saved_search_id
      where a.mailed_at is null
        and a.attempts < ${ALERT_MAX_ATTEMPTS}
        and (a.lease_until is null or a.lease_until < ${now.toISOString()}::timestamptz)
        and s.alerts_enabled
        and (s.frequency = 'instant' or s.last_digest_at <= ${digestDue.toISOString()}::timestamptz)
      order by a.created_at
      limit ${limit}
      for update of a skip locked)
    returning ${savedSearchAlerts.id}`);
  // PGlite and node-postgres both answer with { rows }.
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(savedSearchAlerts)
    .where(inArray(savedSearchAlerts.id, ids))
    .orderBy(asc(savedSearchAlerts.createdAt));
}

export async function markMailed(db: Executor, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(savedSearchAlerts)
    .set({ mailedAt: now, leaseUntil: null })
    .where(inArray(savedSearchAlerts.id, ids));
}

export function findSearches(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as SavedSearchRow[]);
  return db.select().from(savedSearches).where(inArray(savedSearches.id, ids));
}
