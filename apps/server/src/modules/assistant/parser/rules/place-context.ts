import type { Place } from '../gazetteer/gazetteer';
import { isHeardNumber } from '../numbers';
import type { ParseState, Token } from '../types';

/** What the words around a name say of it: its state, a count after it, where one comes from. */

/**
 * "salem oregon", "eugene or houses", "mobile al": a name that is also a word or a first name is
 * the city when the state it lies in follows it, as surely as after "in".
 */
export function withItsState(places: Place[], following: { code: string } | null): boolean {
  return (
    following !== null &&
    places.some((place) => place.kind === 'city' && place.state === following.code)
  );
}

/**
 * "mesa 3 bedroom homes", "lincoln 2 bed": a name that opens the request with a count of rooms
 * right after it is where to look. (A kind of home after it is not enough: "mobile homes".)
 */
export function opensWithCount(state: ParseState, index: number, match: { end: number }): boolean {
  const next = state.tokens[match.end];
  return (
    index === 0 &&
    next !== undefined &&
    !next.breakBefore &&
    (next.kind === 'number' || isHeardNumber(next.text)) &&
    match.end - index === 1
  );
}

/** Words that make "from" tell where the requester comes from: "just moved from", "i'm from". */
const COMING_FROM = new Set(
  `move moved moving relocate relocated relocating relocation came come coming transfer
  transferred transferring originally i'm we're am hail hailing emigrated immigrated`.split(/\s+/),
);

/**
 * "i just moved from mexico, apartments in san antonio", "relocating from Ohio to Denver": a
 * place the requester comes from (after "from" or "out of", a verb of coming or moving a few
 * words before) is no place to look in.
 */
export function cameFrom(tokens: Token[], index: number): boolean {
  let at = index - 1;
  if (tokens[at]?.text === 'the') at -= 1;
  const from =
    tokens[at]?.text === 'from'
      ? at
      : tokens[at]?.text === 'of' && tokens[at - 1]?.text === 'out'
        ? at - 1
        : -1;
  if (from < 0 || tokens[index]!.breakBefore) return false;
  for (let back = from - 1; back >= Math.max(0, from - 3); back -= 1) {
    if (COMING_FROM.has(tokens[back]!.text)) return true;
    if (tokens[back + 1]!.breakBefore) return false;
  }
  return false;
}

/** The city of that name in the state said after it ("manhattan kansas"), else the best known. */
export function chooseCity(places: Place[], stateCode?: string) {
  return (
    places.find((place) => place.kind === 'city' && place.state === stateCode) ??
    places.find((place) => place.kind === 'city')
  );
}
