import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAssistantFilters } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { properties } from './properties.schema';
import { publiclyVisible } from './properties.search-filters';

/*
 * The reads the assistant makes of public listings (its gazetteer, market figures, listings by
 * name), kept here so the listing tables stay inside this module.
 */

/** The distinct cities of public listings, for the parser's gazetteer. */
export async function listListingCities(db: Executor, limit = 20_000) {
  return db
    .selectDistinct({ city: properties.city, state: properties.state })
    .from(properties)
    .where(publiclyVisible)
    .limit(limit);
}

export interface MarketFigures {
  /** Listings on the market now (for sale, or for rent for a rental market). */
  inventory: number;
  /** Every listing the figures below are taken from (on the market and closed). */
  sampleSize: number;
  medianPrice: number | null;
  averagePrice: number | null;
  medianPricePerSquareFoot: number | null;
  /** Median price of listings added in the last `windowDays`, and in the window before it. */
  recentMedianPrice: number | null;
  priorMedianPrice: number | null;
  recentCount: number;
  priorCount: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Homes people live in: a market figure without a type named compares only these. */
export const RESIDENTIAL_TYPES = [
  'house',
  'apartment',
  'condo',
  'townhouse',
  'multi-family',
] as const;

/**
 * The place, type and size the user named; price filters do not narrow a market. Without a
 * type, only residential listings: land and offices would skew a home's median.
 */
function marketConditions(filters: TAssistantFilters): SQL[] {
  const conditions: SQL[] = [publiclyVisible];
  if (!filters.propertyType)
    conditions.push(inArray(properties.propertyType, [...RESIDENTIAL_TYPES]));
  if (filters.city) conditions.push(sql`lower(${properties.city}) = ${filters.city.toLowerCase()}`);
  if (filters.state) conditions.push(sql`upper(${properties.state}) = ${filters.state}`);
  if (filters.neighborhood) {
    conditions.push(ilike(properties.neighborhood, `%${escapeLike(filters.neighborhood)}%`));
  }
  if (filters.propertyType) conditions.push(eq(properties.propertyType, filters.propertyType));
  if (filters.minBedrooms !== undefined)
    conditions.push(gte(properties.bedrooms, filters.minBedrooms));
  if (filters.maxBedrooms !== undefined)
    conditions.push(lte(properties.bedrooms, filters.maxBedrooms));
  return conditions;
}

/**
 * Median and average price, price per square foot, inventory and the change between the last
 * two windows of new listings, for sale (with sold listings) or for rent (with rented ones).
 * One aggregate query over the visible rows of the place asked.
 */
export async function marketFigures(
  db: Executor,
  filters: TAssistantFilters,
  now: Date,
  windowDays = 90,
  excludeId?: string,
): Promise<MarketFigures> {
  const rental = filters.status === 'for-rent';
  const live = rental ? 'for-rent' : 'for-sale';
  const closed = rental ? 'rented' : 'sold';
  const recentStart = new Date(now.getTime() - windowDays * 86_400_000).toISOString();
  const priorStart = new Date(now.getTime() - 2 * windowDays * 86_400_000).toISOString();
  const isRecent = sql`${properties.createdAt} >= ${recentStart}::timestamptz`;
  const isPrior = sql`${properties.createdAt} >= ${priorStart}::timestamptz and ${properties.createdAt} < ${recentStart}::timestamptz`;
  const median = (filter?: SQL) =>
    filter
      ? sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${properties.price}) filter (where ${filter})`
      : sql<number | null>`percentile_cont(0.5) within group (order by ${properties.price})`;
  const [row] = await db
    .select({
      inventory: sql<number>`count(*) filter (where ${properties.status} = ${live})`,
      sampleSize: sql<number>`count(*)`,
      medianPrice: median(),
      averagePrice: sql<number | null>`avg(${properties.price})`,
      medianPricePerSquareFoot: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${properties.price} / ${properties.squareFeet}) filter (where ${properties.squareFeet} > 0)`,
      recentMedianPrice: median(isRecent),
      priorMedianPrice: median(isPrior),
      recentCount: sql<number>`count(*) filter (where ${isRecent})`,
      priorCount: sql<number>`count(*) filter (where ${isPrior})`,
    })
    .from(properties)
    .where(
      and(
        ...marketConditions(filters),
        inArray(properties.status, [live, closed]),
        excludeId ? ne(properties.id, excludeId) : undefined,
      ),
    );
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    inventory: Number(row?.inventory ?? 0),
    sampleSize: Number(row?.sampleSize ?? 0),
    medianPrice: number(row?.medianPrice),
    averagePrice: number(row?.averagePrice),
    medianPricePerSquareFoot: number(row?.medianPricePerSquareFoot),
    recentMedianPrice: number(row?.recentMedianPrice),
    priorMedianPrice: number(row?.priorMedianPrice),
    recentCount: Number(row?.recentCount ?? 0),
    priorCount: Number(row?.priorCount ?? 0),
  };
}

/**
 * Approved listings whose title or street holds the words the user named ("Zilker", "Manor
 * Drive"), at most `limit`, best (title) matches first.
 */
export async function findListingsByName(db: Executor, name: string, limit = 5) {
  const pattern = `%${escapeLike(name.trim())}%`;
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        publiclyVisible,
        or(ilike(properties.title, pattern), ilike(properties.address, pattern)),
      ),
    )
    .orderBy(sql`(${properties.title} ilike ${pattern}) desc`, properties.createdAt)
    .limit(limit);
}

/** The cities whose public listings have a neighbourhood of that name ("Downtown"). */
export async function neighborhoodCities(db: Executor, neighborhood: string, limit = 10) {
  const rows = await db
    .selectDistinct({ city: properties.city })
    .from(properties)
    .where(and(publiclyVisible, ilike(properties.neighborhood, `%${escapeLike(neighborhood)}%`)))
    .limit(limit);
  return rows.map((row) => row.city);
}
