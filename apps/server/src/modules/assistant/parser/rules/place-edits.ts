import type { TAssistantFilters } from '@nestwise/shared';
import { hasPhrase, phrases } from '../phrase-table';
import type { ParseState, Token } from '../types';
import type { Place } from '../gazetteer/gazetteer';
import { FEATURE_TABLE } from '../vocabulary/features';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { REMOVING_PARTICLE_VERBS, TAKE_BACK_VERBS } from './negation';

/** Words that put the places or kinds said in place of the last ones ("switch too townhouses"). */
export const REPLACING_CUES = phrases(
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
export const ADDING_CUES = phrases(
  'add',
  'also',
  'too',
  'as well',
  'plus',
  'include',
  'and also',
  // a verb with the particle that makes it add: "throw in plano", "tack on frisco"
  'throw in',
  'toss in',
  'add in',
  'tack on',
  'work in',
);

/** Verbs that take a place named right after them off the list: "drop dallas", "remove mesa". */
const REMOVING = new Set(TAKE_BACK_VERBS);
/** Verbs whose particle after the place takes it off: "take houston off", "leave mesa out". */
const PARTICLE_VERBS = new Set([
  'take',
  ...REMOVING_PARTICLE_VERBS.map((verb) => verb.split(' ')[0]!),
]);
const PARTICLES = new Set(['off', 'out']);

/** The last search's places to look in, as a list ("Austin" or ["Austin", "Dallas"]). */
export const listedCities = (filters: TAssistantFilters | undefined): string[] =>
  filters?.cities ?? (filters?.city ? [filters.city] : []);

/**
 * Whether the place spanning [from, end) is taken off the list: a removing verb before it ("drop
 * norman", "remove the mesa one"), "no more" before it, or a verb and its particle around it
 * ("take houston off", "cross tempe out").
 */
function takenOff(tokens: Token[], from: number, end: number): boolean {
  const before = tokens[from - 1]?.text === 'the' ? from - 2 : from - 1;
  const verb = tokens[before]?.text ?? '';
  if (REMOVING.has(verb)) return true;
  if (verb === 'more' && tokens[before - 1]?.text === 'no') return true;
  return PARTICLE_VERBS.has(verb) && PARTICLES.has(tokens[end]?.text ?? '');
}

const isListed = (places: Place[], listed: string[]) =>
  places.some((place) => place.kind === 'city' && listed.includes(place.city));

/** Whether the utterance names one of the listed cities anywhere (memoised per reading). */
const namesListed = new WeakMap<Token[], boolean>();
function mentionsListedCity(state: ParseState, listed: string[]): boolean {
  const known = namesListed.get(state.tokens);
  if (known !== undefined) return known;
  let found = false;
  for (let index = 0; index < state.tokens.length && !found; index += 1) {
    const match = state.gazetteer.match(state.tokens, index);
    if (match && isListed(match.value, listed)) found = true;
  }
  namesListed.set(state.tokens, found);
  return found;
}

/**
 * A follow-up to a search that named cities, about those cities: a name that needs a cue ("mesa",
 * "gilbert", a small town) is a place when it is one of the last search's cities ("drop
 * norman"), when it is taken off or added ("remove mesa", "add gilbert too"), or when the
 * utterance also names one of the last cities, as a correction does ("actually meridian, not
 * boise").
 */
export function cuedByListEdit(state: ParseState, index: number, places: Place[]): boolean {
  const listed = state.previousCities ?? [];
  if (listed.length === 0 || !places.some((place) => place.kind === 'city')) return false;
  if (isListed(places, listed)) return true;
  // "also central air": a listing word that starts with a town's name is the listing word
  const { tokens } = state;
  if (FEATURE_TABLE.matchAt(tokens, index) || PROPERTY_TYPE_TABLE.matchAt(tokens, index))
    return false;
  const before = tokens[index - 1]?.text ?? '';
  if (REMOVING.has(before) || (before === 'in' && ADDING_CUES.foundIn(tokens))) return true;
  // "i typed lincoln but meant grand island": a correction's first words replace a place
  if (state.repairing === true && index === 0) return true;
  if (ADDING_CUES.endAt(tokens, index - 1) === index) return true;
  return mentionsListedCity(state, listed);
}

interface SaidCity {
  city: string;
  removed: boolean;
}

/** The cities this utterance named, each wanted or taken off, in the order said. */
function saidCities(state: ParseState): SaidCity[] {
  const byStart = new Map(state.tokens.map((token, index) => [token.start, index]));
  const said: SaidCity[] = [];
  state.entities.forEach((entity, at) => {
    if (entity.type !== 'city' && entity.type !== 'excludeCity') return;
    const from = byStart.get(state.entityStarts[at] ?? -1);
    if (from === undefined || typeof entity.value !== 'string') return;
    const stop = (state.entityStarts[at] ?? 0) + entity.text.length;
    let end = from + 1;
    while (end < state.tokens.length && state.tokens[end]!.start < stop) end += 1;
    const removed = entity.type === 'excludeCity' || takenOff(state.tokens, from, end);
    said.push({ city: entity.value, removed });
  });
  return said;
}

/** Whether the utterance takes one of the last search's cities off ("drop mesa", "not boise"). */
export function takesListedCityOff(state: ParseState, previous?: TAssistantFilters): boolean {
  const listed = listedCities(previous);
  return saidCities(state).some(({ city, removed }) => removed && listed.includes(city));
}

/**
 * An edit of the last search's list of cities: a city taken off leaves the others ("drop
 * dallas" after Austin, Dallas and Houston); one taken off while another is named puts the new
 * one in its place ("actually plano, not dallas", "plano rather than dallas"), unless the
 * utterance says it adds. Every other filter of the last search stays; its state stays when
 * every city left lies in it. Returns whether it edited.
 */
export function editCityList(
  state: ParseState,
  previous: TAssistantFilters,
  merged: TAssistantFilters,
): boolean {
  const listed = listedCities(previous);
  const said = saidCities(state);
  const removed = said
    .filter((one) => one.removed && listed.includes(one.city))
    .map((one) => one.city);
  if (removed.length === 0) return false;
  const named = said
    .filter((one) => !one.removed && !listed.includes(one.city) && !removed.includes(one.city))
    .map((one) => one.city);
  const kept = listed.filter((city) => !removed.includes(city));
  let next: string[];
  if (named.length > 0 && !hasPhrase(state.tokens, ADDING_CUES)) {
    next = listed.flatMap((city) =>
      city === removed[0] ? named : removed.includes(city) ? [] : [city],
    );
  } else next = [...kept, ...named];
  next = [...new Set(next)];
  if (next.length === 0) return false;
  delete merged.city;
  delete merged.cities;
  if (next.length === 1) merged.city = next[0]!;
  else merged.cities = next;
  const excluded = (merged.excludeCities ?? []).filter((city) => !removed.includes(city));
  if (excluded.length > 0) merged.excludeCities = excluded;
  else delete merged.excludeCities;
  const current = state.filters;
  if (
    current.state === undefined &&
    previous.state !== undefined &&
    next.every((city) => state.gazetteer.isKnownCity(city, previous.state))
  )
    merged.state = previous.state;
  if (
    current.neighborhood === undefined &&
    previous.neighborhood !== undefined &&
    next.length === 1 &&
    next[0] === previous.city
  )
    merged.neighborhood = previous.neighborhood;
  return true;
}

/** "swap denver for aurora", "replace austin with dallas": the last search's city said goes. */
export function swapsPlace(
  state: ParseState,
  previous: TAssistantFilters,
  merged: TAssistantFilters,
) {
  const said = state.filters.cities ?? (state.cities.length > 1 ? state.cities : undefined);
  if (!said || previous.city === undefined || !hasPhrase(state.tokens, REPLACING_CUES)) return;
  const others = said.filter((city) => city !== previous.city);
  if (others.length !== said.length - 1) return;
  delete merged.cities;
  if (others.length === 1) merged.city = others[0]!;
  else merged.cities = others;
}

/** "add plano too": the places and kinds said join the last search's. */
export function addsTo(state: ParseState, previous: TAssistantFilters, merged: TAssistantFilters) {
  if (!hasPhrase(state.tokens, ADDING_CUES) || hasPhrase(state.tokens, REPLACING_CUES)) return;
  const joined = (before: string[], now: string[]) => [...new Set([...before, ...now])];
  const cities = listedCities(previous);
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
