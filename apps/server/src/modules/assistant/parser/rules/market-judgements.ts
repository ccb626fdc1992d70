import { phrases } from '../phrase-table';
import type { Token } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { POINTING } from './market-cues';

/** Words that judge a level of prices: "overpriced", "too expensive", "a bargain". */
const PRICE_LEVELS = phrases(
  'overpriced',
  'underpriced',
  'overvalued',
  'undervalued',
  'inflated',
  'expensive',
  'pricey',
  'cheap',
  'affordable',
  'unaffordable',
  'reasonable',
  'reasonably priced',
  'fairly priced',
  'a bargain',
  'a good deal',
  'out of reach',
  'too high',
);
/** Homes in general, or what they cost, as the subject judged. */
const GENERAL_SUBJECTS = new Set([
  'housing',
  'estate',
  'prices',
  'rents',
  'values',
  'properties',
  'places',
  'homes',
  'market',
]);
/** Verbs that link a subject to a judgement: "are houses … overpriced", "rents seem high". */
const LINKS = new Set([
  'are',
  'is',
  "aren't",
  "isn't",
  'were',
  "they're",
  'getting',
  'seem',
  'seems',
  'look',
  'looks',
  'feel',
  'feels',
]);
/** Words that make it a search: "are there cheap houses", "any affordable condos", "which are". */
const SEARCHING = new Set(['there', 'any', 'some', 'which', 'who', 'show', 'find']);
/** How far back from the judgement its subject and link may stand. */
const REACH = 7;

/** A plural kind of home ("houses", "condos") or homes in general ends at `index`. */
function generalSubjectAt(tokens: Token[], index: number): boolean {
  const text = tokens[index]!.text;
  if (GENERAL_SUBJECTS.has(text)) return true;
  for (let start = Math.max(0, index - 1); start <= index; start += 1) {
    const match = PROPERTY_TYPE_TABLE.matchAt(tokens, start);
    if (match && match.end === index + 1 && /s$/.test(text)) return true;
  }
  return false;
}

/**
 * "are houses in phoenix overpriced right now", "do you think condos here are too expensive",
 * "is real estate in boise overvalued": a level of prices judged, through a linking verb, of
 * homes in general (a plural kind of home, housing, prices, rents, the market) asks about the
 * market. Of the home pointed at ("is this one overpriced") it stays that home's price; with a
 * word that makes it a search ("are there cheap houses", "any affordable condos") it is none.
 * The places were taken out of `tokens` already ("are houses in overpriced").
 */
export function judgesMarketPrices(tokens: Token[]): boolean {
  const judged = PRICE_LEVELS.find(tokens);
  if (!judged) return false;
  const before = tokens.slice(Math.max(0, judged[0] - REACH), judged[0]);
  if (before.some((token) => POINTING.has(token.text) || SEARCHING.has(token.text))) return false;
  const linked = before.some((token) => LINKS.has(token.text));
  const offset = judged[0] - before.length;
  const subject = before.some((_, at) => generalSubjectAt(tokens, offset + at));
  return linked && subject;
}
