import type { TAssistantFilters, TAssistantRecentResult } from '@nestwise/shared';
import { hasPhrase, phrases, type PhraseSet } from '../phrase-table';
import type { ParseState } from '../types';
import { markSpan } from './entities';

export const CHEAPER = phrases(
  'cheaper',
  'less expensive',
  'more affordable',
  'lower priced',
  'lower price',
  'cheaper ones',
);
const PRICIER = phrases('more expensive', 'pricier', 'higher priced', 'fancier', 'more upscale');
const BIGGER = phrases('bigger', 'larger', 'more space', 'roomier');
const SMALLER = phrases('smaller');
const MORE_BEDROOMS = phrases('more bedrooms', 'more rooms', 'extra bedroom', 'another bedroom');
/**
 * Nouns a comparative may be said of that are no size of the home: "a bigger budget", "a larger
 * price range" speak of the money, so "bigger" then asks for no more room.
 */
const NOT_SIZES = phrases(
  'budget',
  'budgets',
  'price',
  'prices',
  'price range',
  'range',
  'limit',
  'cap',
  'max',
  'maximum',
  'spend',
  'spending',
  'radius',
  'area to search',
  'search',
);

const numbers = (results: TAssistantRecentResult[], key: string) =>
  results
    .map((result) => result[key])
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** Whether a comparative of this set is said, and of the home rather than of another noun. */
function saidOfHome(state: ParseState, words: PhraseSet): boolean {
  const { tokens } = state;
  for (let index = 0; index < tokens.length; index += 1) {
    const end = words.endAt(tokens, index);
    if (end === -1) continue;
    if (NOT_SIZES.endAt(tokens, end) === -1) return true;
    index = end - 1;
  }
  return false;
}

/**
 * Comparatives measured against the last results: cheaper is one dollar below the lowest price
 * shown, pricier one above the highest, bigger more room than the largest (or one bedroom more).
 */
export function applyComparatives(
  state: ParseState,
  previous: TAssistantFilters,
  recent: TAssistantRecentResult[],
  merged: TAssistantFilters,
) {
  const current = state.filters;
  const said = state.tokens;
  const prices = numbers(recent, 'price');
  const areas = numbers(recent, 'squareFeet');
  const bedrooms = numbers(recent, 'bedrooms');
  if (current.maxPrice === undefined && hasPhrase(said, CHEAPER)) {
    if (prices.length > 0) {
      merged.maxPrice = Math.max(0, Math.floor(Math.min(...prices)) - 1);
      // "more affordable" also reads as a sort word; here it means below the last prices
      if (previous.sort) merged.sort = previous.sort;
      else delete merged.sort;
      note(state, CHEAPER, 'maxPrice', merged.maxPrice);
    } else if (previous.maxPrice !== undefined) {
      merged.maxPrice = Math.max(0, previous.maxPrice - 1);
    } else merged.sort = 'price-asc';
  }
  if (current.minPrice === undefined && hasPhrase(said, PRICIER)) {
    if (prices.length > 0) {
      merged.minPrice = Math.ceil(Math.max(...prices)) + 1;
      note(state, PRICIER, 'minPrice', merged.minPrice);
    } else merged.sort = 'price-desc';
    if (
      merged.maxPrice !== undefined &&
      merged.minPrice !== undefined &&
      merged.maxPrice < merged.minPrice
    )
      delete merged.maxPrice;
  }
  if (current.minSquareFeet === undefined && saidOfHome(state, BIGGER)) {
    if (areas.length > 0) merged.minSquareFeet = Math.ceil(Math.max(...areas)) + 1;
    else merged.minBedrooms = (previous.minBedrooms ?? Math.max(0, ...bedrooms)) + 1;
  }
  if (current.maxSquareFeet === undefined && saidOfHome(state, SMALLER) && areas.length > 0) {
    merged.maxSquareFeet = Math.max(0, Math.floor(Math.min(...areas)) - 1);
  }
  if (current.minBedrooms === undefined && hasPhrase(said, MORE_BEDROOMS)) {
    merged.minBedrooms = (previous.minBedrooms ?? Math.max(0, ...bedrooms)) + 1;
  }
}

/** The comparative word itself is the entity: "cheaper" → maxPrice 449,999. */
function note(state: ParseState, words: PhraseSet, type: string, value: number) {
  const span = words.find(state.tokens);
  if (span) markSpan(state, span[0], span[1], type, value);
}
