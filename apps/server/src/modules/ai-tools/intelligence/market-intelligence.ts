import type { TIntelligenceQuery, TIntelligenceResponse, TSale } from '@nestwise/shared';
import { localityKey, monthOf } from '../valuation/design';
import { median } from '../valuation/stats';
import { listingFigures } from './listing-figures';
import { priceDistribution } from './price-buckets';

/** A listing as the intelligence needs it (the market module reads approved listings). */
export interface MarketListing {
  city: string;
  state: string;
  zip?: string | null;
  neighborhood?: string | null;
  propertyType: string;
  price: number;
  squareFeet?: number | null;
  status: 'active' | 'pending' | 'sold' | 'other';
  listedAt: string;
  soldAt?: string | null;
  /** Day of the listing's latest price cut, if any. */
  lastPriceCutAt?: string | null;
}

type Place = Pick<MarketListing, 'city' | 'state' | 'zip' | 'neighborhood' | 'propertyType'>;

function matches(query: TIntelligenceQuery) {
  return (item: Place) =>
    (!query.city || localityKey(item.city) === localityKey(query.city)) &&
    (!query.state || item.state.toUpperCase() === query.state.toUpperCase()) &&
    (!query.zip || item.zip?.slice(0, 5) === query.zip) &&
    (!query.neighborhood ||
      (item.neighborhood != null &&
        localityKey(item.neighborhood) === localityKey(query.neighborhood))) &&
    (!query.propertyType || item.propertyType.toLowerCase() === query.propertyType.toLowerCase());
}

function monthsBack(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const roundOrNull = (value: number) => (Number.isFinite(value) ? Math.round(value) : null);

function areaName(query: TIntelligenceQuery) {
  const place =
    [query.neighborhood, query.city, query.state, query.zip].filter(Boolean).join(', ') ||
    'All areas';
  return query.propertyType ? `${place} · ${query.propertyType}` : place;
}

/** Market figures for an area and property type from recorded sales and (when known) listings. */
export function marketIntelligence(
  query: TIntelligenceQuery,
  allSales: readonly TSale[],
  allListings: readonly MarketListing[] = [],
  now: Date = new Date(),
): TIntelligenceResponse {
  const inArea = allSales.filter(matches(query));
  const listings = allListings.filter(matches(query));
  const notes: string[] = [];
  const latest = inArea.reduce<string | null>(
    (max, sale) => (max === null || sale.soldAt > max ? sale.soldAt : max),
    null,
  );
  const lastMonth = latest ? monthOf(latest) : null;
  const firstMonth = lastMonth ? monthsBack(lastMonth, query.months) : null;
  const sales = firstMonth ? inArea.filter((sale) => monthOf(sale.soldAt) >= firstMonth) : [];
  if (sales.length === 0) notes.push('No recorded sales match this area and type.');
  else if (sales.length < 10) notes.push(`Only ${sales.length} sales: figures are indicative.`);

  const byMonth = new Map<string, TSale[]>();
  for (const sale of sales)
    byMonth.set(monthOf(sale.soldAt), [...(byMonth.get(monthOf(sale.soldAt)) ?? []), sale]);
  const monthlyTrend: TIntelligenceResponse['monthlyTrend'] = [];
  if (lastMonth) {
    for (let offset = query.months - 1; offset >= 0; offset -= 1) {
      const month = monthsBack(lastMonth, offset + 1);
      const inMonth = byMonth.get(month) ?? [];
      if (monthlyTrend.length === 0 && inMonth.length === 0) continue;
      monthlyTrend.push({
        month,
        sales: inMonth.length,
        medianPrice: inMonth.length ? Math.round(median(inMonth.map((s) => s.price))) : null,
        medianPricePerSquareFoot: inMonth.length
          ? Math.round(median(inMonth.map((s) => s.price / s.squareFeet)))
          : null,
      });
    }
  }
  if (monthlyTrend.length === 1)
    notes.push(`All sales fall in ${monthlyTrend[0]!.month}: no trend over time yet.`);

  const active = listings.filter((l) => l.status === 'active');
  const monthsObserved = Math.max(1, Math.min(6, monthlyTrend.length));
  // Months of supply compares today's listings with the sales pace: only when sales are recent.
  const salesAreRecent =
    latest !== null && daysBetween(latest, now.toISOString().slice(0, 10)) <= 183;
  const recentSales =
    lastMonth && salesAreRecent
      ? sales.filter((s) => monthOf(s.soldAt) > monthsBack(lastMonth, monthsObserved + 1)).length
      : 0;
  const soldWithDates = listings.filter((l) => l.status === 'sold' && l.soldAt);
  let daysOnMarket: TIntelligenceResponse['daysOnMarket'];
  if (soldWithDates.length > 0) {
    daysOnMarket = {
      median: roundOrNull(median(soldWithDates.map((l) => daysBetween(l.listedAt, l.soldAt!)))),
      basis: `${soldWithDates.length} sold listings, listing to sale`,
    };
  } else if (active.length > 0) {
    const today = now.toISOString().slice(0, 10);
    daysOnMarket = {
      median: roundOrNull(median(active.map((l) => Math.max(0, daysBetween(l.listedAt, today))))),
      basis: `${active.length} active listings, days listed so far`,
    };
  } else {
    daysOnMarket = { median: null, basis: 'No listing dates recorded for this area yet.' };
  }
  if (allListings.length === 0)
    notes.push('No listing data: inventory and days on market need listings.');
  else if (listings.length === 0) notes.push('No Nestwise listings match this area and type.');
  if (latest && !salesAreRecent && active.length > 0)
    notes.push(
      `The latest recorded sale here is from ${latest}: months of supply needs recent sales.`,
    );

  const types = new Map<string, number[]>();
  for (const sale of sales)
    types.set(sale.propertyType, [...(types.get(sale.propertyType) ?? []), sale.price]);
  return {
    area: areaName(query),
    asOf: latest,
    salesCount: sales.length,
    medianPrice: sales.length ? Math.round(median(sales.map((s) => s.price))) : null,
    medianPricePerSquareFoot: sales.length
      ? Math.round(median(sales.map((s) => s.price / s.squareFeet)))
      : null,
    medianSquareFeet: sales.length ? Math.round(median(sales.map((s) => s.squareFeet))) : null,
    inventory: {
      active: allListings.length ? active.length : null,
      monthsOfSupply:
        allListings.length && recentSales > 0
          ? Math.round((active.length / (recentSales / monthsObserved)) * 10) / 10
          : null,
    },
    daysOnMarket,
    listings: listingFigures(listings, now),
    monthlyTrend,
    priceDistribution: priceDistribution(sales.map((s) => s.price)),
    byPropertyType: [...types]
      .map(([propertyType, prices]) => ({
        propertyType,
        sales: prices.length,
        medianPrice: Math.round(median(prices)),
      }))
      .sort((a, b) => b.sales - a.sales),
    notes,
  };
}
