import type { TAssistantFilters, TAssistantRecentResult } from '@nestwise/shared';
import { hasPhrase, phrases, type PhraseSet } from '../phrase-table';
import { setsAny } from '../context-filters';
import type { ParseState } from '../types';
import { REMOVING_PARTICLE_VERBS, TAKE_BACK_VERBS, isNegated } from './negation';
import { FEATURE_TABLE } from '../vocabulary/features';
import { applyComparatives } from './comparatives';
import { waivedSpan } from './indifference';
import { editsSearchField } from './search-fields';
import { ADDING_CUES, addsTo, editCityList, swapsPlace, takesListedCityOff } from './place-edits';

/** Words that point back at the last results instead of starting a new search. */
const REFINEMENT_CUES = phrases(
  'those',
  'these',
  'them',
  'ones',
  'the ones',
  'of those',
  'which of',
  'any of',
  'what about',
  'how about',
  'only',
  'just',
  'also',
  'instead',
  'same',
  'cheaper',
  'less expensive',
  'more affordable',
  'lower priced',
  'more expensive',
  'pricier',
  'bigger',
  'larger',
  'smaller',
  'more bedrooms',
  'more space',
  'any with',
  'anything with',
  'ones with',
  'switch to',
  'change to',
  'change it to',
  'make it',
  'make that',
  // "try colorado springs", "swap denver for aurora": another try at the same search
  'try',
  'swap',
  'replace',
  'actually',
  'rather',
  ...TAKE_BACK_VERBS,
  ...REMOVING_PARTICLE_VERBS,
  'get rid of',
  'take off',
  'take out',
  'no need for',
  'never mind',
  'no need',
  'anymore',
  'any more',
);

/** Words that name one end of a bound: "drop the minimum price", "remove the max beds". */
const LOWER_ENDS = new Set(['minimum', 'min', 'lowest', 'floor', 'least', 'lower']);
const UPPER_ENDS = new Set(['maximum', 'max', 'highest', 'cap', 'ceiling', 'most', 'upper']);

/** A bound taken back: "remove the price limit", "forget the budget", "any number of beds". */
const TAKEN_BACK = phrases(
  ...TAKE_BACK_VERBS.map((verb) => `${verb} the`),
  // "drop the minimum price", "remove the max beds": one end of the bound
  ...TAKE_BACK_VERBS.flatMap((verb) =>
    [...LOWER_ENDS, ...UPPER_ENDS].map((end) => `${verb} the ${end}`),
  ),
  'forget about the',
  'no',
  'without the',
  'never mind the',
  'get rid of the',
  'any',
);
/**
 * The bounds of the search by the names a speaker gives them, each with the filters it holds:
 * "remove the price limit", "forget the square footage", "drop the size limit", "any number of
 * baths". A bound taken back by its name drops both its ends unless the request sets one anew.
 */
const LIMITS: ReadonlyArray<{ names: PhraseSet; keys: ReadonlyArray<keyof TAssistantFilters> }> = [
  {
    names: phrases('price limit', 'price cap', 'budget', 'price range', 'max price', 'price'),
    keys: ['minPrice', 'maxPrice'],
  },
  {
    names: phrases('bedroom', 'bedrooms', 'number of bedrooms', 'beds', 'bedroom count'),
    keys: ['minBedrooms', 'maxBedrooms'],
  },
  {
    names: phrases('bathroom', 'bathrooms', 'number of bathrooms', 'baths', 'bathroom count'),
    keys: ['minBathrooms', 'maxBathrooms'],
  },
  {
    names: phrases(
      'square footage',
      'square feet',
      'sq ft',
      'sqft',
      'footage',
      'size',
      'minimum size',
      'size limit',
      'size requirement',
    ),
    keys: ['minSquareFeet', 'maxSquareFeet'],
  },
];

/** Cues that refine only when the utterance names no new place or type ("with a pool"). */
const WEAK_REFINEMENT_CUES = phrases(
  'now',
  'and',
  'but',
  'with',
  'without',
  'sort',
  'sorted',
  'order',
  'filter',
  'narrow',
  'refine',
);

const PLACE_KEYS = ['city', 'cities', 'excludeCities', 'state', 'neighborhood'] as const;

/** Words a bare place may come with and still say nothing else: "in scranton then, please". */
const PLACE_FRAGMENT_WORDS = new Set(
  'in near around at by within then please ok okay so maybe or and'.split(' '),
);
const PLACE_ONLY_KEYS = new Set(['city', 'cities', 'state', 'neighborhood', 'excludeCities']);

/**
 * "in harrisburg", "scranton then", or what a repair leaves ("in pittsburgh, sorry,
 * harrisburg"): a place and nothing else is no request of its own but the last one moved
 * there, as "what about harrisburg" is.
 */
function namesOnlyAPlace(state: ParseState, unusedTokens: ParseState['tokens']): boolean {
  const keys = Object.keys(state.filters);
  return (
    keys.length > 0 &&
    keys.every((key) => PLACE_ONLY_KEYS.has(key)) &&
    setsAny(state.filters, ['city', 'cities', 'state', 'neighborhood']) &&
    unusedTokens.every((token) => PLACE_FRAGMENT_WORDS.has(token.text))
  );
}

/**
 * Whether this utterance refines the last results rather than asking afresh: it points back
 * ("those", "make it"), names only a place, or names no kind of home and no place to look in,
 * so whatever it says ("under 2 grand a month", "not in Mesa", "with a pool") narrows the
 * search on screen.
 */
export function isRefinement(state: ParseState, previous?: TAssistantFilters): boolean {
  if (hasPhrase(state.tokens, REFINEMENT_CUES) || hasPhrase(state.tokens, ADDING_CUES)) return true;
  // "drop norman", "change the city to germantown": an edit of the search on screen
  if (takesListedCityOff(state, previous) || editsSearchField(state.tokens)) return true;
  // "the pool doesn't matter" speaks of the search on screen
  if ((state.waivedFeatures?.length ?? 0) > 0) return true;
  // "no size limit", "any number of baths": a bound of the search on screen taken back
  if (previous !== undefined && takesBackLimit(state)) return true;
  const unusedTokens = state.tokens.filter((_, index) => !state.used[index]);
  const { filters } = state;
  if (namesOnlyAPlace(state, unusedTokens)) return true;
  // A new type or place to look in asks afresh; a place ruled out only narrows.
  if (
    setsAny(filters, ['propertyType', 'propertyTypes', 'city', 'cities', 'state', 'neighborhood'])
  )
    return false;
  if (hasPhrase(unusedTokens, WEAK_REFINEMENT_CUES)) return true;
  return Object.keys(filters).length > 0;
}

/**
 * The previous filters with this utterance's changes: new keys win, features add up, a new city
 * replaces the old place, and comparatives ("cheaper", "bigger") are measured against the last
 * results: cheaper is one dollar below the lowest price shown.
 */
export function mergeRefinement(
  state: ParseState,
  previous: TAssistantFilters,
  recent: TAssistantRecentResult[],
  repairs = false,
): TAssistantFilters {
  const current = state.filters;
  const merged: TAssistantFilters = { ...previous };
  if (setsAny(current, ['city', 'state', 'neighborhood'])) {
    for (const key of PLACE_KEYS) delete merged[key];
    // "try Norfolk instead" after Richmond, VA: a city of the same state keeps the state
    const keepsState =
      current.state === undefined &&
      previous.state !== undefined &&
      current.city !== undefined &&
      (current.cities ?? [current.city]).every((city) =>
        state.gazetteer.isKnownCity(city, previous.state!),
      );
    if (keepsState) merged.state = previous.state;
  }
  if (current.propertyType !== undefined) {
    delete merged.propertyTypes;
    delete merged.excludePropertyTypes;
  }
  Object.assign(merged, current);
  swapsPlace(state, previous, merged);
  addsTo(state, previous, merged);
  editCityList(state, previous, merged);
  // a speaker's repair names the wish that replaces the one before ("with a pool, no wait, with
  // a garage"); a follow-up's wishes add up, and so does a repair that says so ("… also a gym")
  const replacesWishes =
    repairs && current.features !== undefined && !hasPhrase(state.tokens, ADDING_CUES);
  const features = new Set([
    ...(replacesWishes ? [] : (previous.features ?? [])),
    ...(current.features ?? []),
  ]);
  for (const feature of state.waivedFeatures ?? []) features.delete(feature);
  // a wish ruled out that was asked before is taken back, not turned into an exclusion
  // (a speaker's own repair, "with a pool, no actually without a pool", rules it out)
  const excluded = (current.excludeFeatures ?? []).filter((feature) => {
    if (!features.has(feature) || (current.features ?? []).includes(feature)) return true;
    features.delete(feature);
    return repairs;
  });
  if (features.size > 0) merged.features = [...features].sort();
  else delete merged.features;
  if (excluded.length > 0) merged.excludeFeatures = excluded;
  else if (current.excludeFeatures) {
    if (previous.excludeFeatures) merged.excludeFeatures = previous.excludeFeatures;
    else delete merged.excludeFeatures;
  }
  for (const limit of LIMITS) {
    const span = takenBackSpan(state, limit.names);
    if (!span || limit.keys.some((key) => current[key] !== undefined)) continue;
    for (const key of endsNamed(state, span, limit.keys)) delete merged[key];
    // the bound's name did its work: it is no word left unexplained
    for (let index = span[0]; index < span[1]; index += 1) state.used[index] = true;
  }

  applyComparatives(state, previous, recent, merged);
  return merged;
}

/** Every word that marks a follow-up ("same but", "make it", "drop the"): it did its work. */
export const FOLLOW_UP_WORDS = new Set(
  [REFINEMENT_CUES, WEAK_REFINEMENT_CUES, TAKEN_BACK, ADDING_CUES].flatMap((set) =>
    [...set.phrases()].flat(),
  ),
);

/** The ends of a bound `[min, max]` a span takes back: one when named ("the min price"), else both. */
function endsNamed<T>(state: ParseState, span: [number, number], keys: ReadonlyArray<T>): T[] {
  const words = state.tokens.slice(span[0], span[1]).map((token) => token.text);
  const lower = words.some((word) => LOWER_ENDS.has(word));
  const upper = words.some((word) => UPPER_ENDS.has(word));
  if (lower === upper) return [...keys];
  return [keys[lower ? 0 : 1]!];
}

/**
 * Where each bound taken back by its name ends ("drop the square footage| and the pool"): a
 * wish listed right after it is taken back with it.
 */
export const takenBackLimitEnds = (state: ParseState): number[] =>
  LIMITS.flatMap((limit) => {
    const span = takenBackSpan(state, limit.names);
    return span ? [span[1]] : [];
  });

/** Whether the request takes back a bound of the last search ("remove the price limit"). */
export const takesBackLimit = (state: ParseState) =>
  LIMITS.some((limit) => takenBackSpan(state, limit.names) !== null);

/** "remove the price limit": a taking-back phrase right before the limit's words, both spans. */
function takenBackSpan(state: ParseState, limit: PhraseSet): [number, number] | null {
  const span = limit.find(state.tokens);
  if (!span) return null;
  // "the square footage doesn't matter", "i don't care about the budget": said not to matter
  const end = Math.max(span[1], limit.endAt(state.tokens, span[0]));
  const waived = waivedSpan(state, span[0], end);
  if (waived) return [Math.min(waived.from, span[0]), Math.max(waived.to, end)];
  for (let from = Math.max(0, span[0] - 4); from < span[0]; from += 1) {
    // the longest name said there: "the size limit", not "the size"
    if (TAKEN_BACK.endAt(state.tokens.slice(from, span[0]), 0) === span[0] - from)
      return [from, end];
  }
  // "drop the pool and the square footage": the bound listed after a wish taken back
  const listedFrom = afterTakenBackWish(state, span[0]);
  return listedFrom === null ? null : [listedFrom, end];
}

/** Where "and the" starts when it joins the name at `start` to a wish taken back before it. */
function afterTakenBackWish(state: ParseState, start: number): number | null {
  const { tokens } = state;
  let at = start - 1;
  if (tokens[at]?.text === 'the') at -= 1;
  if (tokens[at]?.text !== 'and' || tokens[at]?.breakBefore) return null;
  for (let from = at - 1; from >= Math.max(0, at - 3); from -= 1) {
    const wish = FEATURE_TABLE.matchAt(tokens, from);
    if (wish && wish.end === at && wish.value !== null && isNegated(state, from)) return at;
  }
  return null;
}
