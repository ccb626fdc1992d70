import type { TAssistantFilters } from '@nestwise/shared';
import { defaultGazetteer } from './gazetteer/gazetteer';
import { applyArea, readQuantities } from './rules/quantities';
import { isSteeringRequest } from './rules/fair-housing';
import { isRefinement, mergeRefinement } from './rules/follow-up';
import { says, SIMILAR } from './rules/intent-cues';
import { chooseIntent, readIntentCues } from './rules/intent';
import { readFeatures, readPropertyType, readSort, readStatus } from './rules/listing-words';
import { readNeighborhood } from './rules/neighborhood';
import { readPlaces } from './rules/places';
import { tokenize } from './tokenize';
import type { ParseInput, ParseOptions, ParseResult, ParseState } from './types';
import { filtersFromProperty } from './context-filters';
import { scoreConfidence } from './confidence';

/** Intents that answer about one property: its own filters would only confuse the search. */
const PROPERTY_INTENTS = new Set(['price_inquiry', 'property_details', 'virtual_tour']);

/**
 * Turns what the user said (or typed) into an intent, the search filters they asked for, and
 * the spans that were understood. Pure and synchronous: no I/O, same input → same output.
 */
export function parseTranscript(input: ParseInput, options: ParseOptions = {}): ParseResult {
  const tokens = tokenize(input.transcript);
  const state: ParseState = {
    transcript: input.transcript,
    tokens,
    used: tokens.map(() => false),
    filters: {},
    entities: [],
    entityStarts: [],
    gazetteer: options.gazetteer ?? defaultGazetteer,
  };
  if (isSteeringRequest(tokens)) {
    return { intent: 'unsupported', confidence: 0.95, filters: {}, entities: [] };
  }

  readPlaces(state);
  readNeighborhood(state);
  // Place names say nothing about intent ("Fort Worth" is not a price question).
  const notPlaces = tokens.filter((_, index) => !state.used[index]);
  const lotSizes = readQuantities(state);
  readPropertyType(state);
  if (state.filters.propertyType === 'land' || state.filters.propertyType === undefined) {
    for (const lot of lotSizes) applyArea(state, lot);
  }
  readFeatures(state);
  readStatus(state);
  readSort(state);

  const unused = tokens.filter((_, index) => !state.used[index]);
  const cues = readIntentCues(notPlaces, unused);
  const hasContext = Boolean(input.propertyContext);
  let filters: TAssistantFilters = state.filters;

  const previous = input.previousFilters ?? undefined;
  const recent = input.recentSearchResults ?? [];
  const canRefine = previous !== undefined || recent.length > 0;
  let refined = false;
  if (canRefine && !cues.market && isRefinement(state, cues.search)) {
    filters = mergeRefinement(state, previous ?? {}, recent);
    refined = true;
  }
  if (hasContext && !refined && says(tokens, SIMILAR) && input.propertyContext) {
    filters = { ...filtersFromProperty(input.propertyContext), ...filters };
  }

  let intent = chooseIntent(cues, refined ? state.filters : filters, hasContext);
  if (refined && (intent === 'unknown' || intent === 'greeting' || intent === 'help')) {
    intent = 'property_search';
  }
  if (PROPERTY_INTENTS.has(intent) && (hasContext || cues.thisProperty)) {
    const namesNewSearch =
      filters.city !== undefined ||
      filters.state !== undefined ||
      filters.neighborhood !== undefined ||
      filters.propertyType !== undefined;
    if (!namesNewSearch || hasContext) filters = {};
  }
  if (intent === 'greeting' || intent === 'help' || intent === 'unknown') filters = {};
  return {
    intent,
    confidence: scoreConfidence(state, intent),
    filters: orderFilters(filters),
    entities: inSpokenOrder(state),
  };
}

function inSpokenOrder(state: ParseState) {
  return state.entities
    .map((entity, index) => ({ entity, start: state.entityStarts[index] ?? 0, index }))
    .sort((a, b) => a.start - b.start || a.index - b.index)
    .map(({ entity }) => entity);
}

const KEY_ORDER: Array<keyof TAssistantFilters> = [
  'status',
  'propertyType',
  'city',
  'state',
  'neighborhood',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'minBathrooms',
  'minSquareFeet',
  'maxSquareFeet',
  'features',
  'sort',
];

function orderFilters(filters: TAssistantFilters): TAssistantFilters {
  const ordered: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (filters[key] !== undefined) ordered[key] = filters[key];
  return ordered as TAssistantFilters;
}
