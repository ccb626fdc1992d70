import type { TIntelligenceResponse } from '@nestwise/shared';
import { median } from '../valuation/stats';
import type { MarketListing } from './market-intelligence';

/** Weeks of new listings counted, and how many a weekly trend needs before it is shown. */
export const LISTING_WEEKS = 8;
export const MIN_LISTINGS_FOR_TREND = 10;

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The marketplace's own listings in the area: what is for sale now, at what asking price, how fast
 * new ones arrive. A weekly trend only with at least MIN_LISTINGS_FOR_TREND new listings in the
 * window; the count is always given so a reader can judge it.
 */
export function listingFigures(
  listings: readonly MarketListing[],
  now: Date,
): TIntelligenceResponse['listings'] {
  const active = listings.filter((listing) => listing.status === 'active');
  const today = Date.parse(isoDay(now.getTime()));
  const windowStart = today - LISTING_WEEKS * 7 * DAY;
  const recent = listings.filter((listing) => Date.parse(listing.listedAt) > windowStart);
  const cut = active.filter(
    (listing) => listing.lastPriceCutAt && Date.parse(listing.lastPriceCutAt) > windowStart,
  );
  const weekly =
    recent.length >= MIN_LISTINGS_FOR_TREND
      ? Array.from({ length: LISTING_WEEKS }, (_, k) => {
          const start = windowStart + k * 7 * DAY;
          const count = recent.filter((listing) => {
            const at = Date.parse(listing.listedAt);
            return at > start && at <= start + 7 * DAY;
          }).length;
          return { weekStart: isoDay(start + DAY), count };
        })
      : [];
  return {
    total: listings.length,
    active: active.length,
    medianListPrice: active.length ? Math.round(median(active.map((l) => l.price))) : null,
    newListings: {
      weeks: LISTING_WEEKS,
      count: recent.length,
      perWeek: Math.round((recent.length / LISTING_WEEKS) * 10) / 10,
      weekly,
    },
    priceCuts: {
      count: cut.length,
      basis: `${cut.length} of ${active.length} listing(s) for sale had their price cut in the last ${LISTING_WEEKS} weeks.`,
    },
  };
}
