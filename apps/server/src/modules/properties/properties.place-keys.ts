import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface PlaceColumns {
  city: AnyPgColumn;
  neighborhood: AnyPgColumn;
  zip: AnyPgColumn;
  address: AnyPgColumn;
}

/**
 * What the location box matches the start of (issue #17). The schema builds its prefix indexes
 * on these same expressions (`text_pattern_ops`, so `like 'aus%'` is an index range under any
 * collation), and the queries use them, so the two can never drift apart.
 */
export function placeKeys(t: PlaceColumns) {
  return {
    city: sql`lower(${t.city})`,
    neighborhood: sql`lower(${t.neighborhood})`,
    zip: sql`${t.zip}`,
    address: sql`lower(${t.address})`,
    /** The address without its house number ("12", "12b", "12-14"): "elm" finds "12 Elm St". */
    street: sql`regexp_replace(lower(${t.address}), '^[0-9][0-9a-z/-]*[[:space:]]+', '')`,
  };
}

/**
 * The address and the street compared byte by byte: the suggestions' order of addresses, and
 * (with the C collation) a prefix `like` is a range of an index over them, which serves that
 * order too. The trigger of `place_suggestions` writes the same street key.
 */
export function placeOrderKeys(t: Pick<PlaceColumns, 'address'>) {
  const keys = placeKeys({ city: t.address, neighborhood: t.address, zip: t.address, ...t });
  return {
    address: sql`(${keys.address} collate "C")`,
    street: sql`(${keys.street} collate "C")`,
  };
}
export type PlaceKey = keyof ReturnType<typeof placeKeys>;
