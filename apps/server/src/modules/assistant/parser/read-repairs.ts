import { findRepair, leadingRepairTail, type PlaceEnd } from './rules/self-repair';
import { canonicalJson } from './canonical-json';
import type { ParseInput, ParseResult, Token } from './types';

/** Reads one request's words as they stand (every rule, then the intent). */
export type ReadWords = (request: ParseInput, words: Token[]) => ParseResult;

/**
 * A request read through the speaker's own repairs. A repair said first, right after a search
 * ("no, i meant condos", "sorry, i said dallas, i meant houston"), edits that search: the other
 * filters stay. Within what is left, the last repair ("three bedrooms, actually make that
 * four") replaces what it names of the words before it. Null when no repair reads as a search.
 */
export function readRepairs(
  input: ParseInput,
  tokens: Token[],
  readAll: ReadWords,
  placeEnd: PlaceEnd,
): ParseResult | null {
  const leading = input.previousFilters ? leadingRepairTail(tokens) : null;
  if (leading) {
    const request = { ...input, repairs: true };
    const { tail } = leading;
    const repaired = readSpoken(request, tail, readAll, placeEnd) ?? readAll(request, tail);
    const changed =
      !leading.denial || canonicalJson(repaired.filters) !== canonicalJson(input.previousFilters);
    if (repaired.intent === 'property_search' && changed) return repaired;
  }
  return readSpoken(input, tokens, readAll, placeEnd);
}

/** The words read with their last mid-sentence repair applied; null when none applies. */
function readSpoken(
  input: ParseInput,
  tokens: Token[],
  readAll: ReadWords,
  placeEnd: PlaceEnd,
): ParseResult | null {
  const repair = findRepair(tokens, placeEnd);
  if (repair?.kind === 'spliced') return readAll(input, repair.tokens);
  if (repair?.kind === 'edited') {
    const before = readAll(input, repair.head);
    if (before.intent === 'property_search') {
      return readAll({ ...input, previousFilters: before.filters, repairs: true }, repair.tail);
    }
  }
  return null;
}
