import { readQuantity, isNumberWord } from '../numbers';
import { PhraseTable } from '../phrase-table';
import type { Token } from '../types';
import { UNIT_TABLE } from '../vocabulary/units';
import { PER_MONTH_TABLE } from '../vocabulary/status-and-sort';

/**
 * Speakers correct themselves mid-sentence: "three bedrooms, uh actually make that four",
 * "houses in dallas no wait fort worth", "under three thousand a month, no sorry thirty five
 * hundred". What follows the repair marker replaces what it names of what came before, as a
 * follow-up would edit the last search; a bare number replaces the last number said.
 */
const MARKERS = new PhraseTable(
  [
    'actually make that',
    'actually make it',
    'make that',
    'no wait',
    'wait no',
    'no sorry',
    'sorry no',
    'i mean',
    'i meant',
    'scratch that',
    'or rather',
    'no actually',
    'actually no',
    'correction',
  ].map((phrase) => [phrase, true] as const),
);

/** Words that restate after a repair marker, never a marker on their own ("make it a condo"). */
const RESTATING_LEADS = new PhraseTable(
  ['make it', 'make that', 'change it to', 'change that to', "let's say", 'say'].map(
    (phrase) => [phrase, true] as const,
  ),
);

/** How many words of a phrase from `table` start at `index` (0: none). */
const phraseLengthAt = (table: PhraseTable<true>, tokens: Token[], index: number) =>
  (table.matchAt(tokens, index)?.end ?? index) - index;

const restatingLeadAt = (tokens: Token[], index: number): number =>
  index >= tokens.length
    ? 0
    : phraseLengthAt(RESTATING_LEADS, tokens, index) || markerAt(tokens, index);

export type Repair =
  { kind: 'spliced'; tokens: Token[] } | { kind: 'edited'; head: Token[]; tail: Token[] };

/**
 * Words that mark a repair only when set off by a pause: "twelve hundred, sorry, thirteen
 * hundred", "in orlando, wait, kissimmee" (but not "can't wait to move", "sorry to ask").
 */
const SET_OFF_MARKERS = new Set(['sorry', 'wait', 'oops', 'whoops', 'actually']);

const markerAt = (tokens: Token[], index: number, placeEnd?: PlaceEnd): number => {
  const phrase = phraseLengthAt(MARKERS, tokens, index);
  if (phrase > 0) return phrase;
  const token = tokens[index]!;
  const next = tokens[index + 1];
  // after a pause, and before another pause or the number that replaces the last one
  const setOff = next !== undefined && (next.breakBefore || isNumberish(next));
  if (SET_OFF_MARKERS.has(token.text) && token.breakBefore && setOff) return 1;
  // "houses in raleigh, uh, actually durham": after a pause, before the place that replaces one
  const placeNext =
    placeEnd !== undefined && next !== undefined && placeEnd(tokens, index + 1) !== null;
  if (SET_OFF_MARKERS.has(token.text) && token.breakBefore && placeNext) return 1;
  // "three bedrooms, no, two bedrooms": a bare "no" is a repair only set off on both sides
  if (token.text === 'no' && token.breakBefore && next?.breakBefore === true) return 1;
  // "fourteen hundred sorry fifteen hundred": between two numbers the word is a repair unpaused
  const said = tokens[index - 1];
  if (
    SET_OFF_MARKERS.has(token.text) &&
    said?.text !== 'no' &&
    isNumberish(said) &&
    isNumberish(next)
  )
    return 1;
  return 0;
};

const isNumberish = (token: Token | undefined) =>
  token !== undefined && (token.kind === 'number' || isNumberWord(token.text));

/** The start of the last number said in `tokens`, or -1. */
function lastNumberStart(tokens: Token[]): number {
  let end = tokens.length - 1;
  while (end >= 0 && !isNumberish(tokens[end])) end -= 1;
  if (end < 0) return -1;
  let start = end;
  while (start > 0 && (isNumberish(tokens[start - 1]) || tokens[start - 1]!.text === '$'))
    start -= 1;
  return start;
}

const startsClause = (tokens: Token[]) =>
  tokens.map((token, index) => (index === 0 ? { ...token, breakBefore: true } : token));

/** The last repair in the request, read as a splice (a bare number) or an edit; null if none. */
export function findRepair(tokens: Token[], placeEnd?: PlaceEnd): Repair | null {
  let at = -1;
  let length = 0;
  for (let index = 1; index < tokens.length; index += 1) {
    const found = markerAt(tokens, index, placeEnd);
    if (found > 0) {
      at = index;
      length = found;
    }
  }
  if (at < 0) return null;
  // "no actually make it five", "no wait, sorry, i meant": markers said one after another are
  // one repair, and none of them is left behind as a word of what is repaired
  for (let before = at - 1; before >= 1; before -= 1) {
    const found = markerAt(tokens, before);
    if (found > 0 && before + found >= at) {
      length += at - before;
      at = before;
    }
  }
  // "no wait, make it three": a restating lead-in after the marker belongs to the repair
  for (let lead = restatingLeadAt(tokens, at + length); lead > 0;) {
    length += lead;
    lead = restatingLeadAt(tokens, at + length);
  }
  const head = tokens.slice(0, at);
  const tail = tokens.slice(at + length);
  if (tail.length === 0) return null;
  const number = readQuantity(tail, 0);
  // a bare number ("make that four", "no sorry thirty five hundred") takes the place of the
  // last number said, with its unit; the words after it edit the rest
  const bare = number !== null && UNIT_TABLE.matchAt(tail, number.end) === null;
  const start = bare ? lastNumberStart(head) : -1;
  const replaced = start >= 0 ? readQuantity(head, start) : null;
  if (number && replaced) {
    // "twelve hundred, sorry, thirteen hundred a month": the period belongs to the number
    const period = PER_MONTH_TABLE.matchAt(tail, number.end);
    const end = period ? period.end : number.end;
    const spliced = [...head.slice(0, start), ...tail.slice(0, end), ...head.slice(replaced.end)];
    const rest = tail.slice(end);
    if (rest.length === 0) return { kind: 'spliced', tokens: spliced };
    return { kind: 'edited', head: spliced, tail: startsClause(rest) };
  }
  const place = placeEnd ? replacedPlace(head, tail, placeEnd) : null;
  if (place) return { kind: 'spliced', tokens: place };
  return { kind: 'edited', head, tail: startsClause(tail) };
}

/** Where a place said at `index` ends, or null where none starts there. */
export type PlaceEnd = (tokens: Token[], index: number) => number | null;

/**
 * "houses in mesa uh i mean gilbert with a pool": a place right after the marker takes the
 * place of the one right before it, in its words ("in"), as a bare number takes the last number.
 */
function replacedPlace(head: Token[], tail: Token[], placeEnd: PlaceEnd): Token[] | null {
  if (placeEnd(tail, 0) === null) return null;
  // the tokenizer has dropped the hesitations ("mesa uh i mean gilbert")
  const end = head.length;
  for (let start = Math.max(0, end - 3); start < end; start += 1) {
    if (placeEnd(head, start) !== end) continue;
    const [first, ...rest] = tail;
    return [...head.slice(0, start), { ...first!, breakBefore: false }, ...rest];
  }
  return null;
}

/**
 * Words a speaker opens a repair with before its marker ("no, i meant condos", "oops, sorry,
 * make that four"): they only mark it, and never repair on their own.
 */
const LEAD_INS = new Set([
  'no',
  'nope',
  'nah',
  'sorry',
  'oops',
  'whoops',
  'wait',
  'oh',
  'ah',
  'ugh',
  'hmm',
  'ok',
  'okay',
]);
/**
 * The words of a repair said first. `denial`: it opened with a denial alone ("no, boulder"), no
 * marker, so it repairs only if it changes the search ("no, thanks" is no repair).
 */
export interface LeadingRepair {
  tail: Token[];
  denial: boolean;
}

/** Lead-ins that deny what was understood ("no", "sorry"), not ones that only fill a pause. */
const DENIALS = new Set(['no', 'nope', 'nah', 'sorry', 'oops', 'whoops', 'wait']);

/**
 * Whether the words from `start` follow a denial set off by a comma or a sentence break ("no,
 * boulder"): said right after a search, what follows is the value meant in place of the one
 * understood. "no pool" (no break) stays a wish about the home.
 */
const deniedAt = (tokens: Token[], start: number) =>
  start > 0 &&
  start < tokens.length &&
  tokens[start]!.breakBefore &&
  DENIALS.has(tokens[start - 1]!.text);

/**
 * Markers that only open a request ("meant houston", "what i meant was"): said mid-sentence
 * they would split "homes meant for families".
 */
const LEADING_MARKERS = new PhraseTable(
  [
    'meant',
    'what i meant was',
    'i meant to say',
    'i should have said',
    "i should've said",
    'i misspoke',
    'my bad',
    'my mistake',
  ].map((phrase) => [phrase, true] as const),
);
/**
 * A value quoted from the request being repaired: "i said dallas, i meant houston" names the
 * value replaced before the marker; "no, i said houston" (misheard) restates the value meant.
 */
const QUOTING = new PhraseTable(
  ['i said', 'i typed', 'i wrote', 'i put', 'you heard', 'you got', 'not'].map(
    (phrase) => [phrase, true] as const,
  ),
);
/** How far a quoted value may run before the marker that repairs it. */
const QUOTE_REACH = 6;

const openingMarkerAt = (tokens: Token[], index: number) =>
  phraseLengthAt(LEADING_MARKERS, tokens, index) || phraseLengthAt(MARKERS, tokens, index);

/**
 * "no wait, condos", "i mean townhouses", "no, i meant condos", "sorry, i said dallas, i meant
 * houston": a repair said first, right after a search, repairs that search. The words after the
 * leading marker (and any marker or restating lead said with it); null when the request does
 * not open with a marker phrase, or lead-ins and a quoted value before one, or leaves nothing.
 */
export function leadingRepairTail(tokens: Token[]): LeadingRepair | null {
  let start = 0;
  // "no wait" is a marker of its own; "no, i meant" a lead-in before one
  while (
    start < tokens.length &&
    openingMarkerAt(tokens, start) === 0 &&
    LEAD_INS.has(tokens[start]!.text)
  )
    start += 1;
  let length = openingMarkerAt(tokens, start);
  if (length === 0) {
    const quote = phraseLengthAt(QUOTING, tokens, start);
    // "no, i said houston" restates; a bare "not" ("not in mesa") or "you got any condos"
    // opens no repair of its own, only before a marker
    const alone = quote > 0 && tokens[start]!.text === 'i';
    // "no, boulder", "nope, condos": a denial set off by a comma, then only the value meant
    if (quote === 0)
      return deniedAt(tokens, start)
        ? { tail: startsClause(tokens.slice(start)), denial: true }
        : null;
    const reach = Math.min(tokens.length, start + quote + QUOTE_REACH);
    let marker = -1;
    for (let at = start + quote + 1; at < reach && marker < 0; at += 1) {
      if (openingMarkerAt(tokens, at) > 0) marker = at;
    }
    if (marker >= 0) {
      start = marker;
      length = openingMarkerAt(tokens, marker);
    } else if (alone) length = quote;
    else return null;
  }
  length += start;
  for (let lead = restatingLeadAt(tokens, length); lead > 0;) {
    length += lead;
    lead = restatingLeadAt(tokens, length);
  }
  const tail = tokens.slice(length);
  return tail.length > 0 ? { tail: startsClause(tail), denial: false } : null;
}

/** The words a repair opens with, known as they are ("oops" is no slip of "ops"). */
export const REPAIR_WORDS = new Set([...LEAD_INS, ...SET_OFF_MARKERS]);
