import type { AssistantPropertyType } from '@nestwise/shared';
import type { ParseState, Token } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { markSpan } from './entities';

const STREET_SUFFIXES = new Set([
  'drive',
  'dr',
  'street',
  'st',
  'road',
  'rd',
  'avenue',
  'ave',
  'lane',
  'ln',
  'boulevard',
  'blvd',
  'way',
  'court',
  'ct',
  'circle',
  'trail',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'terrace',
  'crescent',
  'loop',
]);
/** The noun after a listing's name: "the Zilker home", "the Maple Street house". */
const HOME_NOUNS = new Set([
  'home',
  'house',
  'condo',
  'apartment',
  'townhouse',
  'townhome',
  'place',
  'property',
  'listing',
  'loft',
  'cottage',
  'bungalow',
  'villa',
  'estate',
  'ranch',
  'duplex',
  'studio',
  'one',
]);
const NOT_NAMES = new Set(['the', 'a', 'an', 'this', 'that', 'my', 'your', 'same']);

const isNameWord = (token: Token | undefined, known: (text: string) => boolean) =>
  token !== undefined &&
  token.kind === 'word' &&
  !token.breakBefore &&
  !NOT_NAMES.has(token.text) &&
  (token.capitalized || token.upper || !known(token.text));

/**
 * "the house on Manor Drive", "at 12 Elm St": a street, named after "on"/"at" and before a
 * suffix. Returns [start, end) of the name.
 */
function findStreet(tokens: Token[], known: (text: string) => boolean): [number, number] | null {
  for (let index = 1; index < tokens.length; index += 1) {
    if (!STREET_SUFFIXES.has(tokens[index]!.text) || tokens[index]!.kind !== 'word') continue;
    let start = index;
    while (start > index - 3 && isNameWord(tokens[start - 1], known)) start -= 1;
    if (tokens[start - 1]?.kind === 'number') start -= 1;
    const before = tokens[start - 1]?.text;
    if (start < index && (before === 'on' || before === 'at')) return [start, index + 1];
  }
  return null;
}

/** "the Zilker home", "the Lakeview Terrace condo": one to three name words after "the". */
function findTitle(tokens: Token[], known: (text: string) => boolean): [number, number] | null {
  for (let index = 2; index < tokens.length; index += 1) {
    if (!HOME_NOUNS.has(tokens[index]!.text)) continue;
    let start = index;
    while (start > index - 3 && isNameWord(tokens[start - 1], known)) start -= 1;
    if (start < index && tokens[start - 1]?.text === 'the') return [start, index];
  }
  return null;
}

/**
 * A listing the user names by title words or street. Runs before places, so "Manor" stays a
 * street, and marks the words so no other rule reads them. `known` says whether a lower-case
 * word is ordinary vocabulary ("the big house" names no listing).
 */
export function readNamedListing(
  state: ParseState,
  known: (text: string) => boolean,
): NamedListing | undefined {
  const { tokens } = state;
  const street = findStreet(tokens, known);
  const span = street ?? findTitle(tokens, known);
  if (!span) return undefined;
  const [from, to] = span;
  // a place name is a place ("the Austin house" is a house in Austin), not a listing's name
  const place = state.gazetteer.match(tokens, from);
  // …but a small town's name is as likely a listing's ("the Lakeview condo")
  const townOnly = place !== null && state.gazetteer.isSmallTown(place.words.join(' '));
  if (place && place.end >= to && !townOnly) return undefined;
  const text = state.transcript.slice(tokens[from]!.start, tokens[to - 1]!.end);
  markSpan(state, from, to, 'listing', text);
  // "the Zilker home": the noun says which kind of listing, when several share the name
  const nounAt = street ? from - 2 : to;
  const noun = PROPERTY_TYPE_TABLE.matchAt(tokens, Math.max(0, nounAt));
  const kind = noun?.value ?? undefined;
  return kind ? { text, kind } : { text };
}

export interface NamedListing {
  text: string;
  kind?: AssistantPropertyType;
}
