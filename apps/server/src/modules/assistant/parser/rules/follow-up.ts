import type { TAssistantFilters, TAssistantRecentResult } from '@nestwise/shared';
import { hasPhrase, phrases, type PhraseSet } from '../phrase-table';
import { setsAny } from '../context-filters';
import type { ParseState } from '../types';
import { REMOVING_PARTICLE_VERBS, TAKE_BACK_VERBS } from './negation';
import { applyComparatives } from './comparatives';
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

/** A bound taken back: "remove the price limit", "forget the budget", "any number of beds". */
const TAKEN_BACK = phrases(
  ...TAKE_BACK_VERBS.map((verb) => `${verb} the`),
  'forget about the',
  'no',
  'without the',
  'never mind the',
  'get rid of the',
  'any',
);
const PRICE_LIMITS = phrases(
  'price limit',
  'price cap',
  'budget',
  'price range',
  'max price',
  'price',
);
const BEDROOM_LIMITS = phrases(
  'bedroom',
  'bedrooms',
  'number of bedrooms',
  'beds',
  'bedroom count',
);

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
  if (
    takesBack(state, PRICE_LIMITS) &&
    current.minPrice === undefined &&
    current.maxPrice === undefined
  ) {
    delete merged.minPrice;
    delete merged.maxPrice;
  }
  if (takesBack(state, BEDROOM_LIMITS) && current.minBedrooms === undefined) {
    delete merged.minBedrooms;
    delete merged.maxBedrooms;
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

/** Whether the request takes back a bound of the last search ("remove the price limit"). */
export const takesBackLimit = (state: ParseState) =>
  takesBack(state, PRICE_LIMITS) || takesBack(state, BEDROOM_LIMITS);

/** "remove the price limit": a taking-back phrase right before the limit's words. */
function takesBack(state: ParseState, limit: PhraseSet): boolean {
  const span = limit.find(state.tokens);
  if (!span) return false;
  for (let from = Math.max(0, span[0] - 4); from < span[0]; from += 1) {
    const words = TAKEN_BACK.find(state.tokens.slice(from, span[0]));
    if (words && from + words[1] === span[0]) return true;
  }
  return false;
}
