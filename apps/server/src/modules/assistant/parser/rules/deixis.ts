import type { ParseState } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';

/** Determiners that point at one home already in view, never at a kind of home to search for. */
const POINTING = new Set(['this', 'that']);
/** Nouns a pointing word may name the home by, beyond the property types. */
const HOME_NOUNS = new Set(['property', 'place', 'listing', 'unit', 'one']);

/**
 * "tell me more about this home", "what year was this house built": a home pointed at is the
 * one on screen, so its noun is no kind of home to search for. Marks "this/that + a singular
 * home noun" as read and says whether one was found: a question about it ("is this condo pet
 * friendly?") asks about that home.
 */
export function readPointedHome(state: ParseState): boolean {
  const { tokens, used } = state;
  let pointed = false;
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    if (!POINTING.has(tokens[index]!.text) || used[index] || used[index + 1]) continue;
    const noun = tokens[index + 1]!;
    if (noun.breakBefore) continue;
    const type = PROPERTY_TYPE_TABLE.matchAt(tokens, index + 1, used);
    const singularType =
      type !== null && type.value !== null && type.end === index + 2 && !noun.text.endsWith('s');
    if (!singularType && !HOME_NOUNS.has(noun.text)) continue;
    used[index] = true;
    used[index + 1] = true;
    pointed = true;
    index += 1;
  }
  return pointed;
}
