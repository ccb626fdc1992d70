import type { ParseState } from '../types';
import { NEGATIONS } from '../vocabulary/features';

/** Words that end a negation's reach: "no pool but with a garage", "not a condo, a house". */
const NEGATION_STOPS = new Set(['with', 'and', 'but', 'has', 'have', 'plus', 'also', 'or']);
/** Negations the feature table's list does not hold ("condos that aren't furnished"). */
const MORE_NEGATIONS = new Set(["aren't", "isn't", 'excluding', 'exclude', 'never', 'nor']);
/** Two-word negations: "anything but condos", "other than condos". */
const NEGATING_PAIRS = new Set([
  'anything but',
  'everything but',
  'other than',
  'rather than',
  'instead of',
  'apart from',
  'aside from',
]);

/**
 * Whether the words right before token `index` rule it out ("no pool", "without a garage",
 * "not a condo", "anything except condos"). Looks back at most `reach` tokens, never over a
 * break or another request, so the cost per call is constant.
 */
export function isNegated(state: ParseState, index: number, reach = 3): boolean {
  const { tokens } = state;
  for (let back = index - 1; back >= Math.max(0, index - reach); back -= 1) {
    if (tokens[back + 1]?.breakBefore) return false;
    const text = tokens[back]!.text;
    const pair = `${tokens[back - 1]?.text ?? ''} ${text}`;
    if (NEGATING_PAIRS.has(pair)) return true;
    if (NEGATIONS.has(text) || MORE_NEGATIONS.has(text)) return true;
    if (NEGATION_STOPS.has(text)) return false;
    // a token another rule explained (a price, a place) ends the reach
    if (state.used[back]) return false;
  }
  return false;
}

const PLACE_NEGATIONS = new Set(['not', 'except', 'excluding', 'besides', 'avoid', 'avoiding']);

/** A place ruled out: "not in Miami", "anywhere but Austin", "except Denver". */
export function isPlaceNegated(state: ParseState, index: number): boolean {
  const { tokens } = state;
  if (tokens[index]?.breakBefore) return false;
  let back = index - 1;
  if (['in', 'near', 'around', 'the'].includes(tokens[back]?.text ?? '')) {
    if (tokens[back]?.breakBefore) return false;
    back -= 1;
  }
  const text = tokens[back]?.text ?? '';
  const pair = `${tokens[back - 1]?.text ?? ''} ${text}`;
  return (
    PLACE_NEGATIONS.has(text) ||
    NEGATING_PAIRS.has(pair) ||
    pair === 'anywhere but' ||
    pair === 'but not'
  );
}
