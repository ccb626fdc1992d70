import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Millisecond precision, so a JS Date round-trips exactly: keyset cursors built from a row's
 * timestamp then neither repeat nor skip rows.
 */
export const timestamptz = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
