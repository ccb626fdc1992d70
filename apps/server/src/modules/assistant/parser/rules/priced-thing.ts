import type { ParseState } from '../types';

const PRICE_ENTITIES = new Set(['minPrice', 'maxPrice']);
const PRICE_ONLY_KEYS = new Set(['minPrice', 'maxPrice', 'sort']);
/** What opens a noun phrase: "a", "the best", "some cheap". */
const DETERMINERS = new Set(
  'a an the some any my our best cheapest good new used nice cheap decent great top'.split(' '),
);
/**
 * Heads a price is said of when homes are meant without naming them ("anything under 500k",
 * "good deals under 300k", "a spot under 2k a month").
 */
const HOUSING_HEADS = new Set(
  `anything something one ones place places stuff deal deals option options choice choices spot
  spots unit units property properties home homes house houses listing listings rental rentals
  investment investments buy buys rent what`.split(/\s+/),
);

export interface WordKnowledge {
  isEnglish: (text: string) => boolean;
  couldBeListingWord: (text: string) => boolean;
}

/**
 * "what's the best phone under 500 dollars", "a used car under 20k": a price said of a thing that
 * is no home. The head of the noun phrase the price bound follows (a determiner or an adjective
 * before it, at most two words back) is an everyday English word far from every listing word,
 * and the request names nothing of a home: no kind, place, room or feature, only the price.
 * A head the parser cannot place ("laptop" if the word list lacks it) is left to the search.
 */
export function pricesAnotherThing(state: ParseState, words: WordKnowledge): boolean {
  const keys = Object.keys(state.filters);
  if (keys.length === 0 || !keys.every((key) => PRICE_ONLY_KEYS.has(key))) return false;
  const { tokens, used } = state;
  const priceAt = state.entities.findIndex((entity) => PRICE_ENTITIES.has(entity.type));
  if (priceAt < 0) return false;
  const start = tokens.findIndex((token) => token.start === state.entityStarts[priceAt]);
  let head = start - 1;
  // "a laptop for less than 800": the price's own "for"
  if (tokens[head]?.text === 'for' && !used[head]) head -= 1;
  const noun = tokens[head];
  if (!noun || used[head] || noun.kind !== 'word' || noun.capitalized || noun.upper) return false;
  if (HOUSING_HEADS.has(noun.text) || !words.isEnglish(noun.text)) return false;
  if (words.couldBeListingWord(noun.text)) return false;
  if (head === 0) return false;
  for (let back = head - 1; back >= Math.max(0, head - 2); back -= 1) {
    const token = tokens[back]!;
    if (DETERMINERS.has(token.text) || used[back]) return true;
    if (!words.isEnglish(token.text) || token.breakBefore) return false;
  }
  return false;
}
