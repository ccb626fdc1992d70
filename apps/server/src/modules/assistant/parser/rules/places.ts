import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { cityFollows, type Place } from '../gazetteer/gazetteer';
import type { ParseState, Token } from '../types';
import { consume, markSpan } from './entities';
import { continuesExcludedList, isPlaceNegated } from './place-negation';
import { continuesExcludedPlaces } from './list-scope';
import { cuedByListEdit } from './place-edits';
import {
  aboutSpeakerLife,
  cameFrom,
  chooseCity,
  opensWithCount,
  withItsState,
} from './place-context';
import { namesSchool } from './landmarks';
import { FEATURE_TABLE } from '../vocabulary/features';
import { UNIT_TABLE } from '../vocabulary/units';
import { isHeardNumber } from '../numbers';
import { isEnglishWord } from '../../../../lib/is-english-word';

/** Words after which a name is a place ("in Mobile", "near Orange"). */
export const LOCATION_WORDS = new Set([
  'in',
  'near',
  'around',
  'at',
  'by',
  'from',
  'outside',
  'of',
  'within',
  'to',
  'nearby',
  'inside',
  'downtown',
  'central',
  'about',
  'for',
]);

/**
 * State codes that go on as grammar mid-request ("columbus in the north", "portland or
 * seattle"); "oh", "me", "ok" and "hi" after a city of their state are its state ("tulsa ok").
 */
const FUNCTION_WORD_CODES = new Set(['in', 'or']);

/** State codes that are also English words; lower case they count only after a comma. */
const WORD_LIKE_CODES = new Set([
  'in',
  'or',
  'me',
  'ok',
  'hi',
  'oh',
  'al',
  'de',
  'co',
  'la',
  'pa',
  'ma',
  'id',
  'ne',
  'mo',
  'ms',
  'md',
  'ga',
  'wa',
  'va',
  'nd',
  'sd',
]);

/** Words that rule out the place after them ("not mesa", "except gilbert"). */
const RULING_OUT = new Set(['not', 'except', 'excluding', 'besides']);

/** Words that scope over the place after them and stand between it and its "in". */
const SCOPE_WORDS = new Set(['either', 'neither', 'only', 'just', 'not']);

const isCued = (tokens: Token[], index: number) => {
  const token = tokens[index]!;
  // "in neither mesa nor tempe", "in either mesa or gilbert": the "in" still cues the place
  let back = index - 1;
  while (back > index - 3 && SCOPE_WORDS.has(tokens[back]?.text ?? '')) back -= 1;
  const before = tokens[back];
  const beforeThat = tokens[back - 1];
  return (
    token.capitalized ||
    token.upper ||
    (before !== undefined && LOCATION_WORDS.has(before.text)) ||
    (before?.text === 'the' && beforeThat !== undefined && LOCATION_WORDS.has(beforeThat.text))
  );
};

/** Words after which a name is a place to live: "in", "near", "around", "outside", "to". */
const TOWN_CUES = new Set(['in', 'near', 'around', 'outside', 'from', 'to', 'within']);
/** Nouns that make the name before them a landmark: "St. Mary's hospital", "Brothers University". */
const LANDMARK_NOUNS = new Set(
  'hospital university college school church park mall airport station center centre stadium campus library museum'.split(
    ' ',
  ),
);

/**
 * A town outside the best-known cities is read only where a place is plainly meant: after "in",
 * "near" or a list of places, or with its state ("black mountain nc"), or written with a capital
 * that starts no longer name ("Skokie apartments", not "the Lakeview condo"); never as the
 * first word of a landmark ("University hospital").
 */
function townCued(
  state: ParseState,
  index: number,
  { end, value }: { end: number; value: Place[] },
  listed: boolean,
): boolean {
  const { tokens } = state;
  const before = tokens[index - 1];
  if (LANDMARK_NOUNS.has(tokens[end]?.text ?? '')) return false;
  // "germantown philadelphia", "germantown in philadelphia": a district of the city said next
  if (cityFollows(state.gazetteer, tokens, end) && !tokens[end]?.breakBefore) return false;
  if (listed) return true;
  if (before !== undefined && TOWN_CUES.has(before.text)) {
    // "two bed to bath": where the town's name is also a listing word, "to" is a number heard
    // ("two baths"), so only "in", "near" and the like cue it
    const listingWord =
      UNIT_TABLE.matchAt(tokens, index) !== null || FEATURE_TABLE.matchAt(tokens, index) !== null;
    if (!listingWord || !isHeardNumber(before.text)) return true;
  }
  if (stateAfterCity(state, end, value) !== null) return true;
  const token = tokens[index]!;
  return (
    (token.capitalized || token.upper) &&
    before?.text !== 'the' &&
    !(before?.capitalized && before.kind === 'word' && !before.breakBefore)
  );
}

/** A state named right after a city: "Austin, TX", "Austin Texas", "Portland, Maine". */
export function stateAfterCity(
  state: ParseState,
  index: number,
  places: Place[] = [],
): { code: string; end: number } | null {
  const { tokens, used } = state;
  const token = tokens[index];
  if (!token || used[index]) return null;
  if (token.kind === 'word' && token.text.length === 2) {
    const code = state.gazetteer.stateCode(token.text);
    const last = index === tokens.length - 1 || tokens[index + 1]!.breakBefore;
    // "in bethlehem pa", "boulder co with a basement": a word-like code right after a city that
    // lies in that state is the state; a code that is also a function word ("in", "or") only
    // when said last, since "columbus in the north" and "portland or seattle" go on as grammar
    const liesIn =
      (last || !FUNCTION_WORD_CODES.has(token.text)) &&
      places.some((place) => place.kind === 'city' && place.state === code);
    if (
      code &&
      (token.upper || !WORD_LIKE_CODES.has(token.text) || (token.breakBefore && last) || liesIn)
    )
      return { code, end: index + 1 };
  }
  const match = state.gazetteer.match(tokens, index, used);
  const named = match?.value.find((place) => place.kind === 'state');
  if (match && named) return { code: named.state, end: match.end };
  return null;
}

/**
 * Cities, states and regions from the gazetteer, longest phrase first: "Kansas City" before
 * "Kansas", "New York state" before "New York". The first city named wins; a state said with it
 * ("Austin, TX") sets `state` too. A region ("the Bay Area") can only be narrowed to its state.
 */
export function readPlaces(state: ParseState) {
  const { tokens, used, filters } = state;
  let mixedStates = false;
  /** Where the last ruled-out place ended, so a list after "not in" is ruled out whole. */
  let excludedEnd = -1;
  /** Where the last place of any kind ended. */
  let placeEnd = -1;
  const cuedCityAt = lastCuedCity(state);
  for (let index = 0; index < tokens.length; index += 1) {
    if (used[index]) continue;
    const match = state.gazetteer.match(tokens, index, used);
    if (!match) continue;
    const phrase = match.words.join(' ');
    // a list of places cues every item: "in phoenix or mesa", "austin, dallas and plano"
    const listed = placeEnd >= 0 && continuesExcludedList(state, index, placeEnd);
    // "Mountain View homes in Asheville", "ADA compliant lofts in Columbus": with a city said
    // after its cue later on, a name in a modifier's place describes the home, not a town
    if (!listed && cuedCityAt > match.end && describesHome(state, index, match.end)) continue;
    // "my kids go to lincoln high, houses in tacoma": a school's name, or a name in a clause
    // about the speaker's own life before the request's city, is no place to look in
    if (
      !listed &&
      (namesSchool(tokens, match.end) || aboutSpeakerLife(tokens, index, cuedCityAt))
    ) {
      index = match.end - 1;
      continue;
    }
    const cued = listed || isCued(tokens, index);
    const commonWord = state.gazetteer.isCommonWord(phrase);
    const first = tokens[index]!;
    // two letters (LA, SF, KC) are too often something else; "nyc", "atl" are names
    const needsCue = commonWord || (match.words.length === 1 && phrase.length <= 2);
    // "drop norman", "add gilbert too": a name said while editing the last search's cities
    const editing = cuedByListEdit(state, index, match.value);
    const smallTown =
      state.gazetteer.isSmallTown(phrase) && !townCued(state, index, match, listed) && !editing;
    // "near the temple", "by the mall": a word with its article is the thing, not the town
    // ("in the ATL": an abbreviation is no thing, so with its article it is still the name)
    const thing =
      commonWord &&
      !editing &&
      tokens[index - 1]?.text === 'the' &&
      !(match.words.length === 1 && phrase.length <= 3 && !isEnglishWord(phrase));
    // the state said right after the name (marking the name's own span leaves it as it is)
    const following = stateAfterCity(state, match.end, match.value);
    // "homes in arizona, not mesa": a place ruled out inside the state said is that state's town
    const ruledOutInState =
      RULING_OUT.has(tokens[index - 1]?.text ?? '') &&
      filters.state !== undefined &&
      match.value.some((place) => place.kind === 'city' && place.state === filters.state) &&
      // "not mobile homes" rules out a kind of home
      (PROPERTY_TYPE_TABLE.matchAt(tokens, index)?.end ?? 0) <= match.end;
    // "sf condos", "kc houses": an abbreviated name opening the request before a kind of home
    // (an everyday word is not enough: "mobile homes")
    const opensWithKind =
      index === 0 &&
      match.words.length === 1 &&
      phrase.length <= 3 &&
      PROPERTY_TYPE_TABLE.matchAt(tokens, match.end) !== null;
    const unsaid =
      needsCue &&
      !cued &&
      !editing &&
      !ruledOutInState &&
      !opensWithKind &&
      !withItsState(match.value, following) &&
      !opensWithCount(state, index, match);
    const city =
      unsaid || smallTown || thing ? undefined : chooseCity(match.value, following?.code);
    if (!unsaid && !thing && cameFrom(tokens, index)) {
      markSpan(state, index, following?.end ?? match.end, 'origin', phrase);
      index = (following?.end ?? match.end) - 1;
      continue;
    }
    if (city && city.kind === 'city') {
      const end = following?.end ?? match.end;
      const listed = excludedEnd >= 0 && continuesExcludedPlaces(state, index, excludedEnd, end);
      if (listed || isPlaceNegated(state, index)) {
        if (listed) consume(state, excludedEnd, index);
        if (!state.excludedCities.includes(city.city)) state.excludedCities.push(city.city);
        markSpan(state, index, match.end, 'excludeCity', city.city);
        if (following) consume(state, match.end, following.end);
        index = (following?.end ?? match.end) - 1;
        excludedEnd = placeEnd = index + 1;
        continue;
      }
      if (!state.cities.includes(city.city)) state.cities.push(city.city);
      if (filters.city !== undefined) {
        // "Austin or Denver": a list; a state said with each is kept only when they agree
        markSpan(state, index, match.end, 'city', city.city);
        if (following) {
          markSpan(state, match.end, following.end, 'state', following.code);
          if (filters.state !== following.code) mixedStates = true;
        } else if (city.state !== filters.state) mixedStates = true;
        index = (following?.end ?? match.end) - 1;
        placeEnd = index + 1;
        continue;
      }
      filters.city = city.city;
      markSpan(state, index, match.end, 'city', city.city);
      if (city.neighborhood && filters.neighborhood === undefined) {
        filters.neighborhood = city.neighborhood;
      }
      if (city.saysState && filters.state === undefined) filters.state = city.state;
      if (following && filters.state === undefined) {
        filters.state = following.code;
        markSpan(state, match.end, following.end, 'state', following.code);
        index = following.end - 1;
      } else index = match.end - 1;
      placeEnd = index + 1;
      continue;
    }
    const region = match.value.find((place) => place.kind === 'region');
    if (region && region.kind === 'region') {
      if (filters.state === undefined) filters.state = region.state;
      markSpan(state, index, match.end, 'region', region.state);
      index = match.end - 1;
      continue;
    }
    const named = match.value.find((place) => place.kind === 'state');
    // "a Spanish mass", "a car wash": a state said by an everyday word is the state only where
    // something places it: a location word or a break before it, or the city it follows
    const everyday = match.words.length === 1 && isEnglishWord(phrase);
    const placed = cued || first.breakBefore || placeEnd === index;
    if (
      named &&
      named.kind === 'state' &&
      !(match.words.length === 1 && first.text.length <= 2) &&
      (!everyday || placed)
    ) {
      if (filters.state === undefined) filters.state = named.state;
      markSpan(state, index, match.end, 'state', named.state);
      index = match.end - 1;
    }
  }
  readStateCodes(state);
  if (state.cities.length > 1 && mixedStates) delete filters.state;
}

/**
 * Where the last city said after "in" starts, or -1: the city a request is about. One
 * gazetteer look-up per cue word.
 */
const INSIDE_CUES = new Set(['in', 'within', 'inside']);
function lastCuedCity(state: ParseState): number {
  const { tokens, used } = state;
  let at = -1;
  for (let index = 1; index < tokens.length; index += 1) {
    // "in" says where the home is; "Boulder homes near Denver" keeps the town named first
    if (!INSIDE_CUES.has(tokens[index - 1]!.text)) continue;
    const match = state.gazetteer.match(tokens, index, used);
    if (match?.value.some((place) => place.kind === 'city')) at = index;
  }
  return at;
}

/**
 * Whether the name at `start..end` stands where a word describing the home does: it is itself
 * a feature of the home ("mountain view"), or a kind of home follows it, right away or after
 * one describing word ("ADA compliant apartments", "Cape Cod style houses"). A name after a
 * place cue ("in", "near") is a place wherever it stands.
 */
function describesHome(state: ParseState, start: number, end: number): boolean {
  const { tokens } = state;
  if (LOCATION_WORDS.has(tokens[start - 1]?.text ?? '')) return false;
  if ((FEATURE_TABLE.matchAt(tokens, start)?.end ?? 0) >= end) return true;
  const next = tokens[end];
  if (!next || next.breakBefore) return false;
  if (PROPERTY_TYPE_TABLE.matchAt(tokens, end) !== null) return true;
  const after = tokens[end + 1];
  return (
    next.kind === 'word' &&
    isEnglishWord(next.text) &&
    !['and', 'or', 'nor', 'in', 'near'].includes(next.text) &&
    after !== undefined &&
    !after.breakBefore &&
    PROPERTY_TYPE_TABLE.matchAt(tokens, end + 1) !== null
  );
}

/** "homes in TX": a bare two-letter code, written in capitals, after "in"/"near". */
function readStateCodes(state: ParseState) {
  const { tokens, used, filters } = state;
  tokens.forEach((token, index) => {
    if (used[index] || !token.upper || token.text.length !== 2) return;
    const code = state.gazetteer.stateCode(token.text);
    const before = tokens[index - 1];
    if (!code || !before || !LOCATION_WORDS.has(before.text)) return;
    if (filters.state === undefined) filters.state = code;
    markSpan(state, index, index + 1, 'state', code);
  });
}
