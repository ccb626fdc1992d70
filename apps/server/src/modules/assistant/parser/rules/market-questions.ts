import type { Token } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { LEADING_COMPARATORS } from '../vocabulary/comparators';
import { POINTING } from './market-cues';

/** Verbs of homes changing hands: "condos go for", "houses are selling for". */
export const SELLING_VERBS = new Set([
  'go',
  'goes',
  'going',
  'sell',
  'sells',
  'selling',
  'sold',
  'rent',
  'rents',
  'renting',
]);

/**
 * "what are condos going for", "how much do homes sell for", "what are duplexes worth": homes in
 * general (a plural kind of home) said to go or sell "for", or to be worth, a price that is not
 * given is a question about the market.
 */
export function asksGoingPrice(tokens: Token[]): boolean {
  for (let index = 1; index < tokens.length; index += 1) {
    const worth = tokens[index]!.text === 'worth';
    const goesFor = SELLING_VERBS.has(tokens[index]!.text) && tokens[index + 1]?.text === 'for';
    if (!worth && !goesFor) continue;
    const priceAt = worth ? index + 1 : index + 2;
    const after = tokens[priceAt];
    // "going for under 500k", "selling for $400k": a price given is a budget, not a question
    const priced =
      after !== undefined &&
      (after.kind === 'number' ||
        after.text === '$' ||
        after.text === 'sale' ||
        LEADING_COMPARATORS.matchAt(tokens, priceAt) !== null);
    if (priced) continue;
    for (let back = index - 1; back >= Math.max(0, index - 4); back -= 1) {
      const match = PROPERTY_TYPE_TABLE.matchAt(tokens, back);
      if (match && /s$/.test(tokens[match.end - 1]!.text)) return true;
      if (tokens[back]!.text === 'they' || tokens[back]!.text === 'places') return true;
    }
  }
  return false;
}

/** Words that ask for a figure over many homes, not one home's. */
const STATISTICS = new Set(['average', 'typical', 'median', 'mean', 'usual', 'normal']);
export const PRICE_NOUNS = new Set([
  'price',
  'prices',
  'cost',
  'costs',
  'rent',
  'rents',
  'value',
  'values',
]);
const ARTICLES = new Set(['a', 'an', 'one']);
const ROOM_WORDS = new Set(['bedroom', 'bedrooms', 'bed', 'beds', 'br', 'bd', 'studio']);

/** A kind of home, or a home by its rooms ("2 bedroom"), starts within two words of `index`. */
const namesHomeAt = (tokens: Token[], index: number) =>
  [index, index + 1].some(
    (at) =>
      PROPERTY_TYPE_TABLE.matchAt(tokens, at) !== null || ROOM_WORDS.has(tokens[at]?.text ?? ''),
  );

/**
 * "what's the average condo price in Miami", "average price of townhouses in Charlotte": a
 * statistic of the prices of homes in general asks about the market. The price of one home
 * stays a price question: one pointed at ("the average price of this house") or one of a kind
 * ("the average price of a home in San Diego", as the assistant's examples read it).
 */
export function asksPriceStatistic(tokens: Token[]): boolean {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!STATISTICS.has(tokens[index]!.text)) continue;
    const window = tokens.slice(index + 1, index + 4);
    const priceAt = window.findIndex((token) => PRICE_NOUNS.has(token.text));
    if (priceAt < 0) continue;
    const end = index + priceAt + 2;
    if (tokens.slice(index + 1, end + 3).some((token) => POINTING.has(token.text))) continue;
    // "… of a condo", "… for a 2 bedroom": one home of the kind
    const oneHome = tokens
      .slice(end, end + 3)
      .some((token, at) => ARTICLES.has(token.text) && namesHomeAt(tokens, end + at + 1));
    if (!oneHome) return true;
  }
  return false;
}
