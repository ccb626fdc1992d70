import { phrases } from '../phrase-table';
import type { Token } from '../types';
import { UNIT_TABLE } from '../vocabulary/units';

/** Words asking about a market rather than a listing. */
export const MARKET = phrases(
  'market',
  'markets',
  'trend',
  'trends',
  'trending',
  'appreciation',
  'appreciating',
  'depreciation',
  'depreciating',
  'forecast',
  'outlook',
  'prices changing',
  'prices change',
  'price changes',
  'prices going',
  'prices rising',
  'prices falling',
  'prices dropping',
  'prices increasing',
  'prices decreasing',
  'values going',
  'values changing',
  'home values',
  'property values',
  'house values',
  'price history',
  'price per square foot',
  'price per sq ft',
  'price per sqft',
  'median price',
  'median home price',
  'median sale price',
  'median',
  'inventory',
  'good time to buy',
  'good time to sell',
  'right time to buy',
  'housing prices',
  'home prices',
  'house prices',
  'real estate prices',
  'how are prices',
  'are prices',
  'did prices',
  'have prices',
  'statistics',
  'stats',
  'bubble',
  'compare',
  'comparing',
  'rents changed',
  'rents changing',
  'rents going',
  'rents rising',
  'rents falling',
  'rent prices',
  'prices changed',
  'values changed',
  'cooling',
  'heating up',
  'hot market',
  'comparison',
  // how homes in general sell: pace and the going price, asked of a kind of home or a place
  'how fast',
  'how quickly',
  'how long do',
  'how long does',
  'how long are',
  'usually go for',
  'typically go for',
  'usually sell for',
  'typically sell for',
  'usually sell',
  'going rate',
  'going for these days',
  'days on market',
  'days on the market',
  'sell for on average',
);
/** "on the market" and friends are listings, not market statistics. */
export const NOT_MARKET = phrases(
  'on the market',
  'to the market',
  'new on the market',
  'farmers market',
  'market value of this',
  'market value of it',
  'market price of this',
);

/** Prices compared: "is Denver or Boulder cheaper", "which is more affordable". */
export const PRICE_COMPARATIVES = phrases(
  'cheaper',
  'cheapest',
  'pricier',
  'priciest',
  'costlier',
  'more expensive',
  'most expensive',
  'less expensive',
  'least expensive',
  'more affordable',
  'most affordable',
);

/** What a market is measured by, and the verbs of its moving. */
const MARKET_MEASURES = new Set(['price', 'prices', 'value', 'values', 'rent', 'rents', 'costs']);
const MOVING = new Set(
  `go goes going gone went rise rises rising risen rose climb climbs climbed climbing increase
  increased increasing jump jumped spike spiked soar soared fall falls fallen fell falling drop
  drops dropped dropping decline declined declining dip dipped plunge plunged change changed
  double doubled shift shifted move moved`.split(/\s+/),
);
/** "this year", "that month": a pointing word before a period points at a time, not a home. */
const PERIODS = new Set([
  'year',
  'month',
  'week',
  'quarter',
  'season',
  'spring',
  'summer',
  'fall',
  'winter',
  'decade',
]);
/** Words that point at the home on screen. */
export const POINTING = new Set(['this', 'that', 'it', 'its', "it's"]);

/**
 * "how much have condo prices gone up in Miami", "did rents in Austin drop": a market's measure
 * said to move asks about the market, whatever opens the question; a price that moved on the
 * home pointed at ("has its price dropped") is that home's.
 */
export function asksHowMarketMoved(tokens: Token[]): boolean {
  const points = (token: Token, index: number) =>
    POINTING.has(token.text) && !PERIODS.has(tokens[index + 1]?.text ?? '');
  if (tokens.some(points)) return false;
  return tokens.some(
    (token, index) =>
      MARKET_MEASURES.has(token.text) &&
      tokens.slice(index + 1, index + 4).some((next) => MOVING.has(next.text)),
  );
}

/** Words a price is said by: "cost per square foot", "dollars a square foot". */
const PRICE_WORDS = new Set(['price', 'prices', 'cost', 'costs', 'rent', 'rents', 'dollars']);
/** How a price is divided by a measure: "per", "a", "an", "/", "each". */
const DIVIDING = new Set(['per', 'a', 'an', '/', 'each', 'every']);

/**
 * "cost per square foot for condos in Tampa", "rent per sq ft in Austin", "dollars an acre": a
 * price divided by an area is a figure of the market, never one home's budget, unless a number
 * is said with it ("under $300 per square foot" sets no field but asks for homes) or it is said
 * of the home pointed at ("this one's cost per square foot").
 */
export function asksPricePerArea(tokens: Token[]): boolean {
  if (tokens.some((token) => POINTING.has(token.text))) return false;
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    if (!PRICE_WORDS.has(tokens[index]!.text)) continue;
    if (!DIVIDING.has(tokens[index + 1]!.text)) continue;
    const unit = UNIT_TABLE.matchAt(tokens, index + 2)?.value;
    if (unit !== 'squareFeet' && unit !== 'acres') continue;
    const before = tokens[index - 1];
    if (before && (before.kind === 'number' || before.text === '$')) continue;
    return true;
  }
  return false;
}
