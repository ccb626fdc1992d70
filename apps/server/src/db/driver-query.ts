import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

export interface DriverStatement {
  /** The statement's name on a Postgres server: parsed once per connection, then reused. */
  name: string;
  /** SQL with `$1`, `$2` … for `values`. */
  text: string;
  values?: unknown[];
}

/** `text` as drizzle would run it, each `$n` a parameter. */
function asDrizzle({ text, values = [] }: DriverStatement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
    ),
  );
}

/**
 * A hot-path statement run through the driver itself, without drizzle building it per request
 * (decisions 0430, 0710): a named statement on a Postgres server, PGlite's query in process.
 */
export async function queryDriver<Row extends Record<string, unknown>>(
  handle: DatabaseHandle,
  statement: DriverStatement,
): Promise<Row[]> {
  const { name, text, values = [] } = statement;
  if (handle.pool) return (await handle.pool.query<Row>({ name, text, values })).rows;
  if (handle.pglite) return (await handle.pglite.query<Row>(text, values)).rows;
  return ((await handle.db.execute(asDrizzle(statement))) as unknown as { rows: Row[] }).rows;
}
