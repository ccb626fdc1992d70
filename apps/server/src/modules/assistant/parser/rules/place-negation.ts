import type { ParseState } from '../types';
import { NEGATING_PAIRS } from './negation';

/**
 * Places ruled out, as negation.ts rules out types and features: "not in Miami or Orlando",
 * "anywhere in Georgia but Atlanta", "nothing in Houston".
 */

const PLACE_NEGATIONS = new Set([
  'not',
  "isn't",
  "aren't",
  'except',
  'excluding',
  'neither',
  'besides',
  'avoid',
  'avoiding',
]);

/**
 * "outside Austin but in Texas": "outside" is near a place ("just outside Austin") unless a
 * contrast after the place names where to look instead.
 */
function outsideButIn(state: ParseState, index: number): boolean {
  const { tokens } = state;
  let before = index - 1;
  if (tokens[before]?.text === 'the') before -= 1;
  if (tokens[before]?.text === 'of' && tokens[before - 1]?.text === 'outside') before -= 1;
  if (tokens[before]?.text !== 'outside') return false;
  for (let at = index + 1; at < Math.min(tokens.length, index + 5); at += 1) {
    if (
      tokens[at]!.text === 'but' &&
      ['in', 'within', 'still'].includes(tokens[at + 1]?.text ?? '')
    )
      return true;
  }
  return false;
}

/** Words that set a place apart from the area named before it. */
const SET_APART = new Set(['outside', 'but', 'beyond', 'excluding']);

/**
 * "houses in North Carolina outside of Charlotte", "anywhere in Georgia but Atlanta": after a
 * state, a city set apart by "outside" or "but" is carved out of that state, not looked in.
 * (Without an area named first, "outside Austin" is near Austin.)
 */
function carvedOutOfState(state: ParseState, index: number): boolean {
  const { tokens } = state;
  if (state.filters.state === undefined) return false;
  let before = index - 1;
  if (tokens[before]?.text === 'the') before -= 1;
  if (tokens[before]?.text === 'of' && tokens[before - 1]?.text === 'outside') before -= 1;
  return SET_APART.has(tokens[before]?.text ?? '') && !tokens[before]?.breakBefore;
}

/** Words that join a list: a negation before the first item reaches every item. */
const COORDINATORS = new Set(['or', 'and', 'nor']);

/**
 * Whether the place at `index` continues a list whose previous item (ending at `previousEnd`)
 * was ruled out: "not in Miami or Orlando", "except Austin, Dallas and San Antonio".
 */
export function continuesExcludedList(state: ParseState, index: number, previousEnd: number) {
  const { tokens } = state;
  let at = previousEnd;
  // "not in houston dallas or austin": spoken lists drop their commas
  if (at === index) return true;
  if (COORDINATORS.has(tokens[at]?.text ?? '')) at += 1;
  if (['in', 'near', 'around'].includes(tokens[at]?.text ?? '')) at += 1;
  return at === index && !tokens[index]?.breakBefore;
}

/** Quantifiers that say none is wanted there: "nothing in Houston", "none in Dallas". */
const NONE_WANTED = new Set(['nothing', 'none']);
/** What a "no" counts before the place: "no homes in Plano", "no listings near Frisco". */
const COUNTED = new Set([
  'home',
  'homes',
  'listing',
  'listings',
  'place',
  'places',
  'ones',
  'property',
  'properties',
]);

/** "nothing in Houston", "no listings near Frisco": a place where none is wanted. */
function noneWantedIn(tokens: ParseState['tokens'], back: number): boolean {
  const text = tokens[back]?.text ?? '';
  if (NONE_WANTED.has(text)) return true;
  return COUNTED.has(text) && tokens[back - 1]?.text === 'no';
}

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
    outsideButIn(state, index) ||
    carvedOutOfState(state, index) ||
    PLACE_NEGATIONS.has(text) ||
    (back < index - 1 && noneWantedIn(tokens, back)) ||
    NEGATING_PAIRS.has(pair) ||
    pair === 'anywhere but' ||
    pair === 'but not'
  );
}
