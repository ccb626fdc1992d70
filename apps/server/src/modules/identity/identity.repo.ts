import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertOne } from '../../lib/rows';
import { stampOnce } from '../../lib/stamp-once';
import { identityAccounts, oobCodes, refreshTokens } from './identity.schema';

export type IdentityAccount = typeof identityAccounts.$inferSelect;
export type NewIdentityAccount = typeof identityAccounts.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, email));
  return row;
}

export async function findAccountById(db: Executor, id: string) {
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
  return row;
}

export function insertAccount(db: Executor, account: NewIdentityAccount) {
  return insertOne(db, identityAccounts, account);
}

export async function updateAccount(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewIdentityAccount, 'id'>>,
) {
  const [row] = await db
    .update(identityAccounts)
    .set(patch)
    .where(eq(identityAccounts.id, id))
    .returning();
  return row;
}

export async function deleteAccount(db: Executor, id: string) {
  await db.delete(identityAccounts).where(eq(identityAccounts.id, id));
}

export function insertRefreshToken(db: Executor, token: typeof refreshTokens.$inferInsert) {
  return insertOne(db, refreshTokens, token);
}

export async function findRefreshTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function findRefreshTokenById(db: Executor, id: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row;
}

/** Revokes the tokens `which` picks that are still live; the ids it revoked. */
function revokeLiveTokens(db: Executor, which: SQL, at: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(which, isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
}

/** Claims a live token for rotation; false when another request already used or revoked it. */
export async function claimRefreshToken(db: Executor, id: string, at: Date): Promise<boolean> {
  return (await revokeLiveTokens(db, eq(refreshTokens.id, id), at)).length === 1;
}

export async function linkRotatedToken(db: Executor, id: string, replacedById: string) {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
}

export async function revokeAllRefreshTokens(db: Executor, accountId: string, at: Date) {
  await revokeLiveTokens(db, eq(refreshTokens.accountId, accountId), at);
}

/**
 * Revokes every token of the family the token with this hash belongs to: back along
 * `replaced_by_id` to the token its sign-in issued, then forward from there to the live one.
 */
export async function revokeRefreshTokenFamily(db: Executor, tokenHash: string, at: Date) {
  await db.execute(sql`
    with recursive named as (
      select id, account_id from ${refreshTokens} where token_hash = ${tokenHash}
    ), ancestors(id) as (
      select id from named
      union
      select earlier.id from ${refreshTokens} earlier
        join ancestors on earlier.replaced_by_id = ancestors.id
        where earlier.account_id = (select account_id from named)
    ), family(id) as (
      select id from ancestors
      union
      select later.replaced_by_id from ${refreshTokens} later
        join family on later.id = family.id
        where later.replaced_by_id is not null
    )
    update ${refreshTokens} set revoked_at = ${at}
      where id in (select id from family) and revoked_at is null`);
}

export async function insertOobCode(db: Executor, code: typeof oobCodes.$inferInsert) {
  await db.insert(oobCodes).values(code);
}

export async function findOobCode(db: Executor, codeHash: string) {
  const [row] = await db.select().from(oobCodes).where(eq(oobCodes.codeHash, codeHash));
  return row;
}

/** Marks a one-time code used; false when it was used already (two clicks on one link). */
export async function consumeOobCode(db: Executor, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(oobCodes)
    .set({ usedAt: at })
    .where(and(eq(oobCodes.codeHash, codeHash), isNull(oobCodes.usedAt)))
    .returning({ codeHash: oobCodes.codeHash });
  return rows.length === 1;
}

export async function invalidateOobCodes(db: Executor, accountId: string, at: Date) {
  await db
    .update(oobCodes)
    .set({ usedAt: stampOnce(oobCodes.usedAt, at) })
    .where(eq(oobCodes.accountId, accountId));
}

/** Names and addresses of accounts by id; a deleted account has none. */
export async function accountsById(db: Executor, ids: Iterable<string>) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, { name: string; email: string }>();
  const rows = await db
    .select({
      id: identityAccounts.id,
      email: identityAccounts.email,
      displayName: identityAccounts.displayName,
    })
    .from(identityAccounts)
    .where(inArray(identityAccounts.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { name: row.displayName || row.email, email: row.email }]),
  );
}
