import type { TSale } from '@nestwise/shared';
import { haversineMiles, MAX_COMPARABLE_MILES } from './comparables';
import { cityKey, localityKey, type Home } from './design';

/**
 * Cities whose centres lie within this distance of each other (directly or through a chain of
 * cities) form one market, e.g. Sacramento with Elk Grove and Roseville. A subject belongs to the
 * market of the nearest sale if that sale is at most this far away.
 */
export const MARKET_RADIUS_MILES = MAX_COMPARABLE_MILES;

export interface Market {
  /** Stable across refits of the same sales: the key of its largest city. */
  id: string;
  /** "Sacramento, CA" (its largest city) for messages. */
  name: string;
  sales: TSale[];
  cities: Set<string>;
  zips: Set<string>;
  lastSaleDate: string;
}

interface CityGroup {
  key: string;
  name: string;
  sales: TSale[];
  centre: { latitude: number; longitude: number } | null;
}

const prettyCity = (city: string) =>
  city
    .trim()
    .replace(/_/g, ' ')
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

function cityGroups(sales: readonly TSale[]): CityGroup[] {
  const byCity = new Map<string, TSale[]>();
  for (const sale of sales) {
    const key = cityKey(sale);
    const list = byCity.get(key);
    if (list) list.push(sale);
    else byCity.set(key, [sale]);
  }
  return [...byCity.entries()].map(([key, citySales]) => {
    const located = citySales.filter((s) => s.latitude != null && s.longitude != null);
    const centre =
      located.length === 0
        ? null
        : {
            latitude: located.reduce((sum, s) => sum + s.latitude!, 0) / located.length,
            longitude: located.reduce((sum, s) => sum + s.longitude!, 0) / located.length,
          };
    const first = citySales[0]!;
    return { key, name: `${prettyCity(first.city)}, ${first.state}`, sales: citySales, centre };
  });
}

/** Groups sales into markets (metros): single-linkage clusters of city centres. */
export function buildMarkets(sales: readonly TSale[]): Market[] {
  const groups = cityGroups(sales);
  const parent = groups.map((_, index) => index);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let a = 0; a < groups.length; a += 1) {
    for (let b = a + 1; b < groups.length; b += 1) {
      const ca = groups[a]!.centre;
      const cb = groups[b]!.centre;
      if (ca && cb && haversineMiles(ca, cb) <= MARKET_RADIUS_MILES) parent[root(a)] = root(b);
    }
  }
  const clusters = new Map<number, CityGroup[]>();
  groups.forEach((group, index) => {
    const list = clusters.get(root(index)) ?? [];
    list.push(group);
    clusters.set(root(index), list);
  });
  return [...clusters.values()].map((members) => {
    const largest = [...members].sort(
      (a, b) => b.sales.length - a.sales.length || a.key.localeCompare(b.key),
    )[0]!;
    const marketSales = members.flatMap((member) => member.sales);
    return {
      id: largest.key,
      name: largest.name,
      sales: marketSales,
      cities: new Set(members.map((member) => member.key)),
      zips: new Set(marketSales.flatMap((sale) => (sale.zip ? [sale.zip.slice(0, 5)] : []))),
      lastSaleDate: marketSales.reduce((max, s) => (s.soldAt > max ? s.soldAt : max), ''),
    };
  });
}

/**
 * The market a home belongs to: by coordinates (the nearest sale within the radius), else by ZIP,
 * else by city and state. Null when no recorded sale is near: the home is then not valued.
 */
export function marketOf(home: Home, markets: readonly Market[]): Market | null {
  if (home.latitude != null && home.longitude != null) {
    const here = { latitude: home.latitude, longitude: home.longitude };
    let best: { market: Market; miles: number } | null = null;
    for (const market of markets) {
      for (const sale of market.sales) {
        if (sale.latitude == null || sale.longitude == null) continue;
        const miles = haversineMiles(here, { latitude: sale.latitude, longitude: sale.longitude });
        if (miles <= MARKET_RADIUS_MILES && (!best || miles < best.miles)) best = { market, miles };
      }
    }
    if (best) return best.market;
    // Coordinates far from every located sale: only a market without coordinates may match.
    return (
      markets.find(
        (market) =>
          market.cities.has(cityKey(home)) &&
          market.sales.every((sale) => sale.latitude == null || sale.longitude == null),
      ) ?? null
    );
  }
  const zip = home.zip?.slice(0, 5);
  const state = `${localityKey(home.state)}|`;
  if (zip) {
    const byZip = markets.find(
      (market) => market.zips.has(zip) && [...market.cities].some((key) => key.startsWith(state)),
    );
    if (byZip) return byZip;
  }
  return markets.find((market) => market.cities.has(cityKey(home))) ?? null;
}

/** Why `marketOf` found no market for the home, naming the real cause for the message. */
export function noMarketReason(home: Home, markets: readonly Market[]): string {
  const prefix = 'Not enough sales near this home:';
  if (home.latitude == null || home.longitude == null) {
    return `${prefix} no recorded sale within ${MARKET_RADIUS_MILES} miles, in its ZIP code or in ${home.city}, ${home.state}.`;
  }
  const here = { latitude: home.latitude, longitude: home.longitude };
  let nearest = Number.POSITIVE_INFINITY;
  for (const market of markets) {
    for (const sale of market.sales) {
      if (sale.latitude == null || sale.longitude == null) continue;
      nearest = Math.min(
        nearest,
        haversineMiles(here, { latitude: sale.latitude, longitude: sale.longitude }),
      );
    }
  }
  const distance = Number.isFinite(nearest)
    ? `the nearest recorded sale is ${Math.round(nearest).toLocaleString('en-US')} miles from the home's coordinates`
    : 'no recorded sale has coordinates';
  const zip = home.zip?.slice(0, 5);
  const city = cityKey(home);
  const inZip = zip
    ? markets.flatMap((m) => m.sales).filter((sale) => sale.zip?.slice(0, 5) === zip).length
    : 0;
  const inCity = markets.flatMap((m) => m.sales).filter((sale) => cityKey(sale) === city).length;
  const elsewhere =
    inZip > 0
      ? `, although ${inZip.toLocaleString('en-US')} are recorded in its ZIP code ${zip}`
      : inCity > 0
        ? `, although ${inCity.toLocaleString('en-US')} are recorded in ${home.city}, ${home.state}`
        : '';
  const check = elsewhere ? ': check the coordinates' : '';
  return `${prefix} ${distance} (a valuation uses sales within ${MARKET_RADIUS_MILES} miles)${elsewhere}${check}.`;
}
