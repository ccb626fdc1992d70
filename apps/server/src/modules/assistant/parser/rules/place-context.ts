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

/** Who a speaker names as their own: "my son", "our kids", "my wife". */
const OWN_PEOPLE = new Set(
  `son sons daughter daughters kid kids child children wife husband partner spouse mom mother dad
  father parents parent family brother sister grandkids grandson granddaughter boyfriend girlfriend
  fiance fiancee roommate roommates boss job office work school`.split(/\s+/),
);
/** Verbs a speaker tells of their own life with: "i work in dallas", "we go to church at". */
const LIFE_VERBS = new Set(
  `work works worked working study studies studying go goes went attend attends teach teaches
  live lives lived grew am was were is are m re`.split(/\s+/),
);
const SPEAKERS = new Set(['i', 'we', "i'm", 'im', "we're"]);
const OWNERS = new Set(['my', 'our']);
/** Words that open a clause without changing whom it is about: "so my son…", "since we…". */
const CLAUSE_OPENERS = new Set([
  'so',
  'well',
  'ok',
  'okay',
  'since',
  'because',
  'as',
  'and',
  'but',
]);
/** How far back a clause's opening is looked for, so each name costs a bounded look. */
const CLAUSE_REACH = 12;

/**
 * "my son is in college, 2 bed apartment in gainesville", "i work in dallas, houses in plano": a
 * name inside a clause about the speaker's own life (opened by "my"/"our" and a person or what
 * they do, or by "i"/"we" and a verb of living, working, studying) that ends before the city
 * the request is about (`cuedCityAt`, said after "in" in a later clause) tells of the speaker,
 * not where to look. With no city said after it, the name stays the place ("my family is moving
 * to Denver, 3 bed house").
 */
export function aboutSpeakerLife(tokens: Token[], index: number, cuedCityAt: number): boolean {
  if (cuedCityAt <= index) return false;
  let start = index;
  while (start > 0 && !tokens[start]!.breakBefore && start > index - CLAUSE_REACH) start -= 1;
  if (start > 0 && !tokens[start]!.breakBefore) return false;
  // the clause ends with a break before the request's city
  let clauseEnds = false;
  for (let at = index + 1; at <= cuedCityAt; at += 1) {
    if (tokens[at]!.breakBefore) {
      clauseEnds = true;
      break;
    }
  }
  if (!clauseEnds) return false;
  let at = start;
  while (at < index && at < start + 2 && CLAUSE_OPENERS.has(tokens[at]!.text)) at += 1;
  const first = tokens[at]?.text ?? '';
  const second = tokens[at + 1]?.text ?? '';
  if (OWNERS.has(first)) return OWN_PEOPLE.has(second);
  if (first === 'i' || first === 'we') return LIFE_VERBS.has(second);
  return SPEAKERS.has(first);
}
