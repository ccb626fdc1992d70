import { count, getTableName, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** How many of the table's rows match (all of them without a condition). */
export async function countRows(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

/** Inserts one row and answers it as stored (defaults drawn); Postgres always returns it. */
export async function insertOne<T extends PgTable>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as Array<T['$inferSelect']>;
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
}
