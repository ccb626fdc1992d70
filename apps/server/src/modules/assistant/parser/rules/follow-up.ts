import type { TAssistantFilters, TAssistantRecentResult } from '@nestwise/shared';
import { hasPhrase, phrases, type PhraseSet } from '../phrase-table';
import { setsAny } from '../context-filters';
import { markSpan } from './entities';
import type { ParseState } from '../types';
import { REMOVING_PARTICLE_VERBS, TAKE_BACK_VERBS } from './negation';

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

const CHEAPER = phrases(
  'cheaper',
  'less expensive',
  'more affordable',
  'lower priced',
  'lower price',
  'cheaper ones',
);
const PRICIER = phrases('more expensive', 'pricier', 'higher priced', 'fancier', 'more upscale');
const BIGGER = phrases('bigger', 'larger', 'more space', 'roomier');
const SMALLER = phrases('smaller');
const MORE_BEDROOMS = phrases('more bedrooms', 'more rooms', 'extra bedroom', 'another bedroom');

const PLACE_KEYS = ['city', 'cities', 'excludeCities', 'state', 'neighborhood'] as const;

/** Words that put the places or kinds said in place of the last ones ("switch too townhouses"). */
const REPLACING_CUES = phrases(
  'switch',
  'swap',
  'replace',
  'instead',
  'change',
  'make it',
  'rather',
  'only',
  'just',
);
/** Words that add to the last search's places or types instead of replacing them. */
const ADDING_CUES = phrases('add', 'also', 'too', 'as well', 'plus', 'include', 'and also');

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
export function isRefinement(state: ParseState): boolean {
  if (hasPhrase(state.tokens, REFINEMENT_CUES) || hasPhrase(state.tokens, ADDING_CUES)) return true;
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

/** "swap denver for aurora", "replace austin with dallas": the last search's city said goes. */
function swapsPlace(state: ParseState, previous: TAssistantFilters, merged: TAssistantFilters) {
  const said = state.filters.cities ?? (state.cities.length > 1 ? state.cities : undefined);
  if (!said || previous.city === undefined || !hasPhrase(state.tokens, REPLACING_CUES)) return;
  const others = said.filter((city) => city !== previous.city);
  if (others.length !== said.length - 1) return;
  delete merged.cities;
  if (others.length === 1) merged.city = others[0]!;
  else merged.cities = others;
}

/** "add plano too": the places and kinds said join the last search's. */
function addsTo(state: ParseState, previous: TAssistantFilters, merged: TAssistantFilters) {
  if (!hasPhrase(state.tokens, ADDING_CUES) || hasPhrase(state.tokens, REPLACING_CUES)) return;
  const joined = (before: string[], now: string[]) => [...new Set([...before, ...now])];
  const cities = [...(previous.cities ?? (previous.city ? [previous.city] : []))];
  const saidCities = state.filters.cities ?? (state.filters.city ? [state.filters.city] : []);
  if (cities.length > 0 && saidCities.length > 0) {
    const all = joined(cities, saidCities);
    delete merged.city;
    merged.cities = all;
    if (previous.state !== undefined && state.filters.state === undefined)
      merged.state = previous.state;
  }
  const types = [
    ...(previous.propertyTypes ?? (previous.propertyType ? [previous.propertyType] : [])),
  ];
  const saidTypes =
    state.filters.propertyTypes ?? (state.filters.propertyType ? [state.filters.propertyType] : []);
  if (types.length > 0 && saidTypes.length > 0) {
    delete merged.propertyType;
    merged.propertyTypes = joined(types, saidTypes) as TAssistantFilters['propertyTypes'];
  }
}

const numbers = (results: TAssistantRecentResult[], key: string) =>
  results
    .map((result) => result[key])
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

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

  const said = state.tokens;
  const prices = numbers(recent, 'price');
  const areas = numbers(recent, 'squareFeet');
  const bedrooms = numbers(recent, 'bedrooms');
  if (current.maxPrice === undefined && hasPhrase(said, CHEAPER)) {
    if (prices.length > 0) {
      merged.maxPrice = Math.max(0, Math.floor(Math.min(...prices)) - 1);
      // "more affordable" also reads as a sort word; here it means below the last prices
      if (previous.sort) merged.sort = previous.sort;
      else delete merged.sort;
      note(state, CHEAPER, 'maxPrice', merged.maxPrice);
    } else if (previous.maxPrice !== undefined) {
      merged.maxPrice = Math.max(0, previous.maxPrice - 1);
    } else merged.sort = 'price-asc';
  }
  if (current.minPrice === undefined && hasPhrase(said, PRICIER)) {
    if (prices.length > 0) {
      merged.minPrice = Math.ceil(Math.max(...prices)) + 1;
      note(state, PRICIER, 'minPrice', merged.minPrice);
    } else merged.sort = 'price-desc';
    if (
      merged.maxPrice !== undefined &&
      merged.minPrice !== undefined &&
      merged.maxPrice < merged.minPrice
    )
      delete merged.maxPrice;
  }
  if (current.minSquareFeet === undefined && hasPhrase(said, BIGGER)) {
    if (areas.length > 0) merged.minSquareFeet = Math.ceil(Math.max(...areas)) + 1;
    else merged.minBedrooms = (previous.minBedrooms ?? Math.max(0, ...bedrooms)) + 1;
  }
  if (current.maxSquareFeet === undefined && hasPhrase(said, SMALLER) && areas.length > 0) {
    merged.maxSquareFeet = Math.max(0, Math.floor(Math.min(...areas)) - 1);
  }
  if (current.minBedrooms === undefined && hasPhrase(said, MORE_BEDROOMS)) {
    merged.minBedrooms = (previous.minBedrooms ?? Math.max(0, ...bedrooms)) + 1;
  }
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

/** The comparative word itself is the entity: "cheaper" → maxPrice 449,999. */
function note(state: ParseState, words: PhraseSet, type: string, value: number) {
  const span = words.find(state.tokens);
  if (span) markSpan(state, span[0], span[1], type, value);
}
