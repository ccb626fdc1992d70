import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertOne } from '../../lib/rows';
import { stampOnce } from '../../lib/stamp-once';
import { isUuid } from '../../lib/uuid';
import type { ShareRow } from './properties.repo';
import { properties, propertyShares } from './properties.schema';

export function insertShare(
  db: Executor,
  row: Omit<typeof propertyShares.$inferInsert, 'id'>,
): Promise<ShareRow> {
  return insertOne(db, propertyShares, row);
}

export async function findShareByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ share: propertyShares, property: properties })
    .from(propertyShares)
    .innerJoin(properties, eq(properties.id, propertyShares.propertyId))
    .where(eq(propertyShares.tokenHash, tokenHash));
  return row;
}

export async function listShares(db: Executor, propertyId: string): Promise<ShareRow[]> {
  return db
    .select()
    .from(propertyShares)
    .where(eq(propertyShares.propertyId, propertyId))
    .orderBy(desc(propertyShares.createdAt), desc(propertyShares.id));
}

export async function findShare(db: Executor, propertyId: string, shareId: string) {
  if (!isUuid(shareId)) return undefined;
  const [row] = await db
    .select()
    .from(propertyShares)
    .where(and(eq(propertyShares.propertyId, propertyId), eq(propertyShares.id, shareId)));
  return row;
}

export async function revokeShare(db: Executor, shareId: string, at: Date): Promise<ShareRow> {
  const [row] = await db
    .update(propertyShares)
    .set({ revokedAt: stampOnce(propertyShares.revokedAt, at) })
    .where(eq(propertyShares.id, shareId))
    .returning();
  return row!;
}
