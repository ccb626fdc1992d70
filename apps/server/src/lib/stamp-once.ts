import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamp column's new value that keeps the first time it was set: a second read, revoke or
 * use changes nothing.
 */
export function stampOnce(column: AnyColumn, at: Date): SQL {
  return sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`;
}
