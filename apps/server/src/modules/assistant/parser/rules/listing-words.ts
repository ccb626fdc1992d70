import type { AssistantFeature } from '@nestwise/shared';
import type { ParseState } from '../types';
import { FEATURE_TABLE, NEGATIONS } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE, STUDIO_WORDS } from '../vocabulary/property-types';
import { SORT_TABLE, STATUS_TABLE } from '../vocabulary/status-and-sort';
import { consume, markSpan } from './entities';

/** The first property type named ("houses or condos" → house); "studio" means no bedroom. */
export function readPropertyType(state: ParseState) {
  const { tokens, used, filters } = state;
  for (const match of PROPERTY_TYPE_TABLE.findAll(tokens, used)) {
    // "home office", "parking lot": not a type, but the words may still name a feature
    if (match.value === null) continue;
    if (filters.propertyType === undefined) filters.propertyType = match.value;
    markSpan(state, match.start, match.end, 'propertyType', match.value);
  }
  tokens.forEach((token, index) => {
    if (used[index] || !STUDIO_WORDS.has(token.text)) return;
    if (token.text === 'bachelor' && tokens[index + 1]?.text !== 'apartment') return;
    // "a studio or one bedroom": the largest count said is the cap
    if (filters.minBedrooms !== undefined && filters.maxBedrooms === undefined) {
      filters.maxBedrooms = filters.minBedrooms;
      delete filters.minBedrooms;
    } else filters.maxBedrooms ??= 0;
    markSpan(state, index, index + 1, 'studio', 0);
  });
}

/** A feature right after "no", "without", "not" (within three words) is not wanted. */
function isNegated(state: ParseState, index: number) {
  for (let back = index - 1; back >= Math.max(0, index - 3); back -= 1) {
    const text = state.tokens[back]!.text;
    if (NEGATIONS.has(text)) return true;
    if (['with', 'and', 'but', 'has', 'have', 'plus', 'also'].includes(text)) return false;
    if (state.tokens[back + 1]?.breakBefore) return false;
  }
  return false;
}

export function readFeatures(state: ParseState) {
  const found = new Set<AssistantFeature>(state.filters.features ?? []);
  for (const match of FEATURE_TABLE.findAll(state.tokens, state.used)) {
    if (match.value === null || isNegated(state, match.start)) {
      consume(state, match.start, match.end);
      continue;
    }
    found.add(match.value);
    markSpan(state, match.start, match.end, 'feature', match.value);
  }
  if (found.size > 0) state.filters.features = [...found].sort();
}

/** "I don't want to buy, I want to rent": a negated status is skipped. */
export function readStatus(state: ParseState) {
  for (const match of STATUS_TABLE.findAll(state.tokens, state.used)) {
    if (isNegated(state, match.start)) continue;
    state.filters.status ??= match.value;
    markSpan(state, match.start, match.end, 'status', match.value);
  }
}

/** "sort by price" alone is cheapest first; "by price, high to low" says which way. */
const UNDIRECTED_SORT = new Set(['by price', 'sort by price', 'sorted by price']);

export function readSort(state: ParseState) {
  const matches = SORT_TABLE.findAll(state.tokens, state.used);
  const directed = matches.filter((match) => !UNDIRECTED_SORT.has(match.words.join(' ')));
  for (const match of directed.length > 0 ? directed : matches) {
    state.filters.sort ??= match.value;
  }
  for (const match of matches) markSpan(state, match.start, match.end, 'sort', match.value);
}
