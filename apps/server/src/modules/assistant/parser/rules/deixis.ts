import type { ParseState } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';

/** Determiners that point at one home already in view, never at a kind of home to search for. */
const POINTING = new Set(['this', 'that']);
/** With a listing on screen, a question's "the lot", "its yard" name that home's own. */
const DEFINITE = new Set(['the', 'its']);
const QUESTION_OPENERS = new Set(
  `what what's whats how how's is are does do has can which when`.split(' '),
);
/** Nouns a pointing word may name the home by, beyond the property types. */
const HOME_NOUNS = new Set(['property', 'place', 'listing', 'unit', 'one']);

/**
 * "tell me more about this home", "what year was this house built": a home pointed at is the
 * one on screen, so its noun is no kind of home to search for. Marks "this/that + a singular
 * home noun" as read and says whether one was found: a question about it ("is this condo pet
 * friendly?") asks about that home.
 */
export function readPointedHome(state: ParseState, onScreen = false): boolean {
  const { tokens, used } = state;
  // "how big is the lot", "is the condo furnished" asked of a listing on screen: "the" points at
  // it as "this" does (a place said with it still makes a new search: `namesNewSearch`)
  const definite = onScreen && QUESTION_OPENERS.has(tokens[0]?.text ?? '');
  let pointed = false;
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const word = tokens[index]!.text;
    if (!(POINTING.has(word) || (definite && DEFINITE.has(word))) || used[index] || used[index + 1])
      continue;
    const noun = tokens[index + 1]!;
    if (noun.breakBefore) continue;
    const type = PROPERTY_TYPE_TABLE.matchAt(tokens, index + 1, used);
    // "the lot size" is a measure of the home's land: its noun points at the home too
    const singularType =
      type !== null &&
      (type.value !== null || noun.text === 'lot') &&
      type.end <= index + 3 &&
      !noun.text.endsWith('s');
    if (!singularType && !HOME_NOUNS.has(noun.text)) continue;
    used[index] = true;
    used[index + 1] = true;
    pointed = true;
    index += 1;
  }
  return pointed;
}
