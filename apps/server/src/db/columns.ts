import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  pgTable,
  timestamp,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

/**
 * Millisecond precision, so a JS Date round-trips exactly: keyset cursors built from a row's
 * timestamp then neither repeat nor skip rows.
 */
export const timestamptz = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** When the row was written: the database's clock unless the insert gives a time. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Every table's key: a random uuid the database draws. */
const idColumn = () => ({ id: uuid('id').primaryKey().defaultRandom() });
type IdColumns = ReturnType<typeof idColumn>;

/**
 * A table keyed by `id`, a random uuid, as every table of ours is: the id column is written once
 * here, first, as drizzle's migrations have it; `columns` and `extra` are pgTable's.
 */
export function tableWithId<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  extra?: (
    table: BuildExtraConfigColumns<TName, IdColumns & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, IdColumns & TColumns>(name, { ...idColumn(), ...columns }, extra);
}
