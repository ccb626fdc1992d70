import type { ParseState, Token } from '../types';
import { FEATURE_TABLE } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { markSpan } from './entities';
import { stateAfterCity } from './places';
import { DAY_NAMES, MONTH_NAMES } from '../../../../lib/number-words';
import { namesLandmark } from './landmarks';
import { COMMON_NEIGHBORHOODS } from '../vocabulary/districts';

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** Closing words of a named district: "the waterfront district", "the Mission neighborhood". */
const DISTRICT_WORDS = new Set(['district', 'quarter', 'village', 'heights', 'hills', 'park']);
const DROPPED_DISTRICT_WORDS = new Set([
  'neighborhood',
  'neighbourhood',
  'area',
  'section',
  'part',
]);
const NOT_NAME_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'same',
  'this',
  'that',
  'good',
  'nice',
  'safe',
  'quiet',
  'family',
  'any',
  'some',
  'which',
  'what',
  'with',
  'and',
  'or',
  'of',
  'in',
  'for',
  'school',
  'best',
  'other',
  'whole',
  // the grammar's words: "in either reno or sparks" scopes over the places that follow
  'either',
  'neither',
  'both',
  'all',
  'only',
  'just',
  'not',
  'no',
  // a place left open is no name: "somewhere in fargo", "anywhere in the city"
  'somewhere',
  'anywhere',
  'someplace',
  'anyplace',
  'everywhere',
  'elsewhere',
  'nowhere',
]);
const MONTHS_AND_DAYS = new Set<string>([...MONTH_NAMES, ...DAY_NAMES, 'spanish', 'english']);

/** Every word of a feature or a kind of home ("spot" of "parking spot"). */
const LISTING_WORDS = new Set(
  [FEATURE_TABLE, PROPERTY_TYPE_TABLE].flatMap((table) =>
    [...table.phrases()].flatMap(({ words }) => words),
  ),
);

/** Whether a city the places rule read starts at this token. */
const startsCity = (state: ParseState, index: number) => {
  const token = state.tokens[index];
  return (
    token !== undefined &&
    state.used[index] === true &&
    state.entities.some(
      (entity, position) => entity.type === 'city' && state.entityStarts[position] === token.start,
    )
  );
};

/** "roll-in shower", "walk-in closet", "move-in ready": an "in" joined to the word before it. */
const hyphenedToWordBefore = (tokens: Token[], index: number) => {
  const hyphen = tokens[index - 1];
  return hyphen?.text === '-' && hyphen.end === tokens[index]!.start;
};

const KIN = new Set(['mother', 'father', 'son', 'daughter', 'brother', 'sister', 'parent']);

const IN_LAW_DWELLINGS = new Set(['suite', 'unit', 'apartment', 'apt', 'quarters', 'cottage']);

/**
 * "a mother in law suite", "with in law quarters": the "in" of a kinship by marriage, written
 * without its hyphens, before "law" and after a kin word or before the rooms it names.
 */
const kinshipInLaw = (tokens: Token[], index: number) =>
  /^laws?$/.test(tokens[index + 1]?.text ?? '') &&
  (KIN.has(tokens[index - 1]?.text ?? '') || IN_LAW_DWELLINGS.has(tokens[index + 2]?.text ?? ''));

/**
 * "in koreatown los angeles", "in little italy in san diego", "in the pearl district portland":
 * one or two name words said just before the city that holds them name a part of it, in lower
 * case as much as in capitals. Returns the name's span, or null.
 */
function districtBeforeCity(state: ParseState, index: number): [number, number] | null {
  const { tokens } = state;
  const word = tokens[index]!.text;
  // only "in": "near public transit in Portland" names what is near, not where
  if (word !== 'in' || hyphenedToWordBefore(tokens, index) || kinshipInLaw(tokens, index))
    return null;
  let start = index + 1;
  // "room to play in, somewhere in fargo": an "in" that ends its clause holds no district
  if (tokens[start]?.breakBefore) return null;
  if (tokens[start]?.text === 'the') start += 1;
  let end = start;
  while (end < tokens.length && end - start < 2 && isNameWord(state, end)) end += 1;
  if (end === start || FEATURE_TABLE.matchAt(tokens, start) || namesLandmark(tokens, end))
    return null;
  // a name has a word no table knows ("koreatown", "italy"): "in spot in baltimore" is a slip
  const listingWords = tokens.slice(start, end).every((token) => LISTING_WORDS.has(token.text));
  if (listingWords) return null;
  let city = end;
  if (tokens[city]?.text === 'in') city += 1;
  if (!startsCity(state, city)) return null;
  // "in wicker park, chicago" names the district's city after a comma; "in sea addle, Portland
  // or Boise" starts a list of places there
  if (tokens[city]?.breakBefore && listGoesOn(state, city)) return null;
  return [start, end];
}

/**
 * Whether another place follows the city at `index`: "Portland or Boise", "Portland, Boise"
 * (a word or comma, then a place, within the next few words; "Portland or" may be Oregon).
 */
function listGoesOn(state: ParseState, index: number): boolean {
  const { tokens } = state;
  for (let at = index + 1; at < Math.min(tokens.length, index + 5); at += 1) {
    const joined =
      tokens[at]!.breakBefore || tokens[at - 1]!.text === 'or' || tokens[at - 1]!.text === 'and';
    if (joined && state.gazetteer.match(tokens, at)?.value.some((place) => place.kind === 'city'))
      return true;
  }
  return false;
}

const isNameWord = (state: ParseState, index: number) => {
  const token = state.tokens[index];
  if (!token || state.used[index] || token.kind !== 'word') return false;
  if (NOT_NAME_WORDS.has(token.text) || MONTHS_AND_DAYS.has(token.text)) return false;
  if (PROPERTY_TYPE_TABLE.matchAt(state.tokens, index)?.value) return false;
  return true;
};

const lower = (state: ParseState, from: number, to: number) =>
  state.tokens
    .slice(from, to)
    .filter((token) => token.text !== '-')
    .map((token: Token) => token.text)
    .join(' ');

/**
 * `guessed`: the name was read from the sentence's shape alone ("near the black hills", "in
 * Zorbleton"), not from a known district or a name said inside a city; the confidence weighs it.
 */
function setNeighborhood(
  state: ParseState,
  from: number,
  to: number,
  name: string,
  guessed = false,
) {
  if (state.filters.neighborhood === undefined) {
    state.filters.neighborhood = name;
    if (guessed) state.freeTextNeighborhood = true;
  }
  markSpan(state, from, to, 'neighborhood', name);
}

/**
 * Neighbourhoods: the common district words anywhere ("downtown"), "the X district" / "the X
 * neighborhood" / "the X area", "the neighborhood of X", and a capitalised name after "in" that
 * is not a known city ("condos in Brickell").
 */
export function readNeighborhood(state: ParseState) {
  const { tokens, used } = state;
  for (let index = 0; index < tokens.length; index += 1) {
    if (used[index]) continue;
    const common = COMMON_NEIGHBORHOODS.matchAt(tokens, index, used);
    if (common) {
      setNeighborhood(state, index, common.end, common.value);
      index = common.end - 1;
      continue;
    }
    if (tokens[index]!.text === 'the') {
      // the <1-3 name words> district|neighborhood|area
      let end = index + 1;
      while (end < tokens.length && end - index <= 3 && isNameWord(state, end)) {
        const word = tokens[end]!.text;
        if (DISTRICT_WORDS.has(word) || DROPPED_DISTRICT_WORDS.has(word)) break;
        end += 1;
      }
      const closing = tokens[end];
      if (end > index + 1 && closing && !used[end]) {
        if (DISTRICT_WORDS.has(closing.text)) {
          setNeighborhood(state, index, end + 1, lower(state, index + 1, end + 1), true);
          index = end;
          continue;
        }
        if (DROPPED_DISTRICT_WORDS.has(closing.text) && !FEATURE_TABLE.matchAt(tokens, index + 1)) {
          setNeighborhood(state, index, end + 1, lower(state, index + 1, end), true);
          index = end;
          continue;
        }
      }
    }
    const word = tokens[index]!.text;
    if (
      DROPPED_DISTRICT_WORDS.has(word) &&
      ['of', 'called', 'named'].includes(tokens[index + 1]?.text ?? '')
    ) {
      let end = index + 2;
      while (end < tokens.length && end - index <= 4 && isNameWord(state, end)) end += 1;
      if (end > index + 2) {
        setNeighborhood(state, index, end, lower(state, index + 2, end));
        index = end - 1;
        continue;
      }
    }
    const within = districtBeforeCity(state, index);
    if (within !== null) {
      const [from, to] = within;
      setNeighborhood(state, index + 1, to, lower(state, from, to));
      index = to - 1;
      continue;
    }
    if ((word === 'in' || word === 'near') && tokens[index + 1]?.capitalized) {
      let end = index + 1;
      while (
        end < tokens.length &&
        end - index <= 3 &&
        tokens[end]!.capitalized &&
        isNameWord(state, end) &&
        !(end > index + 1 && tokens[end]!.breakBefore)
      )
        end += 1;
      const stateAfter = end > index + 1 ? stateAfterCity(state, end) : null;
      if (stateAfter && state.filters.city === undefined) {
        // "homes in Smallville, KS": a town the gazetteer does not know, named with its state;
        // read from the capitals alone, so it counts as a name not placed among known ones
        state.unplacedNames = (state.unplacedNames ?? 0) + 1;
        const city = titleCase(
          state.transcript.slice(tokens[index + 1]!.start, tokens[end - 1]!.end),
        );
        state.filters.city = city;
        markSpan(state, index + 1, end, 'city', city);
        state.filters.state ??= stateAfter.code;
        markSpan(state, end, stateAfter.end, 'state', stateAfter.code);
        index = stateAfter.end - 1;
        continue;
      }
      if (
        end > index + 1 &&
        !FEATURE_TABLE.matchAt(tokens, index + 1) &&
        !namesLandmark(tokens, end)
      ) {
        // "in Zorbleton" with no city to hold it: a guess from the capital letter alone
        if (state.filters.city === undefined) {
          state.unplacedNames = (state.unplacedNames ?? 0) + 1;
        }
        setNeighborhood(state, index + 1, end, lower(state, index + 1, end), true);
        index = end - 1;
      }
    }
  }
}
