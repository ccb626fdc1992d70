import type { ParseState, Token } from '../types';
import { continuesExcludedList } from './place-negation';

/** Words that join a list: a negation before the first item reaches every item. */
const COORDINATORS = new Set(['or', 'and', 'nor']);
/** Words an item of a list may open with: "not in austin, in dallas", "no condo, a house". */
const ITEM_OPENERS = new Set(['in', 'near', 'around', 'a', 'an', 'the', 'any']);
/** How many items a list said with commas is followed through to its closing joiner. */
const LIST_REACH = 8;

/**
 * Whether a negation said before one item reaches the item after it, which ends at `end`, the
 * item before having ended at `previousEnd`: after "or", "and", "nor", or in a spoken list with
 * no commas, it does ("not in miami or orlando", "no condos or townhouses"); after a comma only
 * when the list goes on to close with a joiner ("not houston, dallas or austin"). A comma alone
 * sets up a contrast and ends the negation: "not apartments, houses in madison", "not in austin,
 * in dallas". `itemEnd` gives where an item starting at an index ends, or null.
 */
export function negationReachesNext(
  tokens: Token[],
  previousEnd: number,
  end: number,
  itemEnd: (index: number) => number | null,
): boolean {
  const between = tokens[previousEnd];
  if (!between?.breakBefore || COORDINATORS.has(between.text)) return true;
  let at = end;
  for (let items = 0; items < LIST_REACH; items += 1) {
    const next = tokens[at];
    if (next !== undefined && COORDINATORS.has(next.text)) return true;
    if (next === undefined || !next.breakBefore) return false;
    const opened = ITEM_OPENERS.has(next.text) ? at + 1 : at;
    const after = itemEnd(opened);
    if (after === null) return false;
    at = after;
  }
  return false;
}

/**
 * Whether the place at `index` (ending at `end`) is ruled out with the list before it, which
 * ended at `previousEnd`: "not in miami or orlando", but not "not in austin, in dallas".
 */
export const continuesExcludedPlaces = (
  state: ParseState,
  index: number,
  previousEnd: number,
  end: number,
) =>
  continuesExcludedList(state, index, previousEnd) &&
  negationReachesNext(
    state.tokens,
    previousEnd,
    end,
    (at) => state.gazetteer.match(state.tokens, at)?.end ?? null,
  );
