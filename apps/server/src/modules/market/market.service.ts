import type { Database } from '../../db/client';
import type { MarketListings } from './market.ports';
import { countSalesByCity } from './market.repo';

/** Recorded sales and sold listings per city, the largest markets first. */
export async function salesSummary(db: Database, listings: MarketListings) {
  const [sales, sold] = await Promise.all([countSalesByCity(db), listings.soldListingsByCity()]);
  const cities = new Map<
    string,
    { city: string; state: string | null; sales: number; soldListings: number }
  >();
  const entry = (city: string, state: string | null) => {
    const key = `${(state ?? '').toUpperCase()}|${city.trim().toLowerCase()}`;
    let found = cities.get(key);
    if (!found) {
      found = { city, state: state ? state.toUpperCase() : null, sales: 0, soldListings: 0 };
      cities.set(key, found);
    }
    return found;
  };
  for (const row of sales) entry(row.city, row.state).sales += row.count;
  for (const row of sold) entry(row.city, row.state).soldListings += row.count;
  const list = [...cities.values()].sort(
    (a, b) => b.sales + b.soldListings - (a.sales + a.soldListings) || a.city.localeCompare(b.city),
  );
  return {
    totalSales: list.reduce((sum, city) => sum + city.sales, 0),
    totalSoldListings: list.reduce((sum, city) => sum + city.soldListings, 0),
    cities: list,
  };
}
