import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PropertySort } from '@nestwise/shared';
import type { PropertyRow } from './properties.repo';
import { properties as p } from './properties.schema';

/**
 * Where a home without a size sorts by price per sq ft: after every real figure. A literal (not a
 * bound parameter), so the order's expression is the index's expression to the letter.
 */
const NO_SIZE_PRICE_PER_SQFT = 1e15; // written '1e15' in the SQL below and in the index

/**
 * The sort keys as SQL. Each is the leading expression of an index in properties.schema.ts
 * (after the status, which every browse mode fixes), so a page is one index range.
 */
export const SORT_KEYS = {
  createdAt: sql`${p.createdAt}`,
  price: sql`${p.price}`,
  bedrooms: sql`${p.bedrooms}`,
  size: sql`coalesce(${p.squareFeet}, 0)`,
  pricePerSqft: sql`coalesce(${p.price} / nullif(${p.squareFeet}, 0), ${sql.raw('1e15')}::double precision)`,
  listedAt: sql`coalesce(${p.approvedAt}, ${p.createdAt})`,
};

interface SortSpec {
  key: SQL;
  direction: 'asc' | 'desc';
  kind: 'time' | 'number';
  /** The key's value for a row, as the cursor carries it. */
  valueOf(row: PropertyRow): string | number;
}

const SORTS: Record<PropertySort, SortSpec> = {
  newest: {
    key: SORT_KEYS.createdAt,
    direction: 'desc',
    kind: 'time',
    valueOf: (row) => row.createdAt.toISOString(),
  },
  'price-asc': {
    key: SORT_KEYS.price,
    direction: 'asc',
    kind: 'number',
    valueOf: (row) => row.price,
  },
  'price-desc': {
    key: SORT_KEYS.price,
    direction: 'desc',
    kind: 'number',
    valueOf: (row) => row.price,
  },
  'bedrooms-desc': {
    key: SORT_KEYS.bedrooms,
    direction: 'desc',
    kind: 'number',
    valueOf: (row) => row.bedrooms,
  },
  'size-desc': {
    key: SORT_KEYS.size,
    direction: 'desc',
    kind: 'number',
    valueOf: (row) => row.squareFeet ?? 0,
  },
  'price-per-sqft-asc': {
    key: SORT_KEYS.pricePerSqft,
    direction: 'asc',
    kind: 'number',
    valueOf: (row) => (row.squareFeet ? row.price / row.squareFeet : NO_SIZE_PRICE_PER_SQFT),
  },
  // Fewest days on market: the most recently listed (approved) first.
  'days-on-market-asc': {
    key: SORT_KEYS.listedAt,
    direction: 'desc',
    kind: 'time',
    valueOf: (row) => (row.approvedAt ?? row.createdAt).toISOString(),
  },
};

export const sortSpec = (sort: PropertySort): SortSpec => SORTS[sort];

/** The list's order (the map's pins follow it, so a capped set keeps the list's first homes). */
export function orderBy(sort: PropertySort) {
  const { key, direction } = SORTS[sort];
  const by = direction === 'asc' ? asc : desc;
  return [by(key), by(p.id)];
}

/** Rows after the cursor's (value, id), in the sort's direction. */
export function afterCursor(sort: PropertySort, value: string | number, id: string): SQL {
  const { key, direction, kind } = SORTS[sort];
  const op = direction === 'asc' ? sql`>` : sql`<`;
  const typed = kind === 'time' ? sql`${value}::timestamptz` : sql`${value}::double precision`;
  return sql`(${key}, ${p.id}) ${op} (${typed}, ${id}::uuid)`;
}
