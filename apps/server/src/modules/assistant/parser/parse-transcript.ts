import type { TAssistantFilters } from '@nestwise/shared';
import { defaultGazetteer } from './gazetteer/gazetteer';
import { applyArea } from './rules/measure-filters';
import { readQuantities } from './rules/quantities';
import { isSteeringBeyondSlots, isSteeringRequest } from './rules/fair-housing';
import { isRefinement, mergeRefinement, takesBackLimit } from './rules/follow-up';
import { says, SIMILAR } from './rules/intent-cues';
import { asksAboutAbilities, chooseIntent, comparesPlaces, readIntentCues } from './rules/intent';
import { readFeatures, readPropertyType, readSort, readStatus } from './rules/listing-words';
import { readNamedListing } from './rules/named-listing';
import { readPointedHome } from './rules/deixis';
import { readRepairs } from './read-repairs';
import { readNeighborhood } from './rules/neighborhood';
import { asksAboutOtherSubject, declineReason } from './rules/off-topic';
import { pricesAnotherThing } from './rules/priced-thing';
import { asksOtherSubjectQuestion } from './rules/other-subject-question';
import { asksHowToDoOtherTask } from './rules/how-to';
import { readPlaces } from './rules/places';
import { readUnapplied } from './rules/unapplied';
import { scaleHundredsPrices } from './rules/price-scale';
import { isEnglishWord } from '../../../lib/is-english-word';
import { correctSpelling, couldBeMisread, isKnownWord } from './spelling/corrector';
import { tokenize, withoutHesitations } from './tokenize';
import { readNumberSlots } from './spelling/number-slots';
import { readCitiesBeforeStates } from './spelling/state-scoped-cities';
import { isNumberWord } from './numbers';
import { phrases } from './phrase-table';
import type { Correction, ParseInput, ParseOptions, ParseResult, ParseState, Token } from './types';
import type { Gazetteer } from './gazetteer/gazetteer';
import { preferSoundAlikes, type Reading } from './sound-alike-readings';
import { filtersFromProperty, setsAny } from './context-filters';
import { scoreConfidence, scoreDeclineConfidence } from './confidence';
import { saidFilters } from './confidence/slot-words';
import { finishLists, orderFilters } from './finish-filters';
import { listedCities } from './rules/place-edits';

/** Bounds and wishes only a search for listings uses; market figures have no place for them. */
const asksForListings = (filters: TAssistantFilters) =>
  setsAny(filters, ['minPrice', 'maxPrice', 'minBedrooms', 'minBathrooms', 'features', 'sort']);

/** Intents that answer about one property: its own filters would only confuse the search. */
const PROPERTY_INTENTS = new Set(['price_inquiry', 'property_details', 'virtual_tour']);
const COST_WORDS = phrases('cost', 'costs', 'priced', 'price');

const declined = (
  result: Pick<ParseResult, 'intent' | 'declined'>,
  confidence = 0.95,
): ParseResult => ({
  ...result,
  confidence,
  filters: {},
  entities: [],
  unapplied: [],
  corrections: [],
});

/**
 * Turns what the user said (or typed) into an intent, the search filters they asked for, and
 * the spans that were understood. Pure and synchronous: no I/O, same input → same output.
 */
export function parseTranscript(input: ParseInput, options: ParseOptions = {}): ParseResult {
  const gazetteer = options.gazetteer ?? defaultGazetteer;
  const said = withoutHesitations(tokenize(input.transcript), isNumberWord);
  if (isSteeringRequest(said)) return declined({ intent: 'unsupported', declined: 'steering' });
  const reason = declineReason(said);
  if (reason === 'action') return declined({ intent: 'unsupported', declined: 'action' });
  if (reason === 'off_topic') {
    return declined({ intent: 'off_topic', declined: 'off_topic' }, scoreDeclineConfidence(said));
  }

  const corrections: Correction[] = [];
  const slotted = readNumberSlots(said, corrections, (text) => isKnownWord(gazetteer, text));
  const placed = readCitiesBeforeStates(slotted, gazetteer, corrections);
  const tokens = correctSpelling(placed, gazetteer, corrections);
  // a misspelt request may only show what it is once its words are read right ("weathr")
  if (corrections.length > 0) {
    if (isSteeringRequest(tokens)) return declined({ intent: 'unsupported', declined: 'steering' });
    const corrected = declineReason(tokens);
    if (corrected === 'action') return declined({ intent: 'unsupported', declined: 'action' });
    // "what sorts of things can you look up" is no question about sports: a request its own
    // words already read as a question to the assistant is not turned away on a correction
    if (corrected === 'off_topic' && !asksAboutAbilities(said)) {
      return declined(
        { intent: 'off_topic', declined: 'off_topic' },
        scoreDeclineConfidence(tokens),
      );
    }
  }
  const readAll = (request: ParseInput, words: Token[]) =>
    refuseSteeringBeyondSlots(
      request,
      preferSoundAlikes(
        readTokens(request, words, corrections, gazetteer),
        (alternative, heard) =>
          readTokens(request, alternative, [...corrections, ...heard], gazetteer),
        gazetteer,
      ).result,
    );
  // "three bedrooms, uh actually make that four": the repair edits what was said before it;
  // "no wait, condos" right after a search edits that search
  const placeEnd = (words: Token[], index: number) => gazetteer.match(words, index)?.end ?? null;
  const repaired = readRepairs(input, tokens, readAll, placeEnd);
  if (repaired) return repaired;
  const result = readAll(input, tokens);
  const words = {
    isEnglish: isEnglishWord,
    couldBeListingWord: (text: string) => couldBeMisread(gazetteer, text),
  };
  const alone =
    !input.propertyContext && !input.previousFilters && !input.recentSearchResults?.length;
  const unread = result.intent === 'unknown' && !input.propertyContext && !input.previousFilters;
  if (unread && asksAboutOtherSubject(said, words)) {
    return declined({ intent: 'off_topic', declined: 'off_topic' }, scoreDeclineConfidence(said));
  }
  // "who wrote hamlet"; "how tall is mount everest", a search only once "everest" is read as
  // Everett: a question about another subject whose own words read as nothing
  const guessed =
    result.intent === 'property_search' &&
    result.corrections.length > 0 &&
    !result.listing &&
    readTokens(input, said, [], gazetteer).result.intent === 'unknown';
  // "how do I fix a flat bike tire": a task that is no home search, done to a thing no home
  const searchOrNothing = result.intent === 'unknown' || result.intent === 'property_search';
  if (alone && searchOrNothing && !result.listing && asksHowToDoOtherTask(said, isEnglishWord)) {
    return declined({ intent: 'off_topic', declined: 'off_topic' }, scoreDeclineConfidence(said));
  }
  if (alone && (result.intent === 'unknown' || guessed) && asksOtherSubjectQuestion(said, words)) {
    return declined({ intent: 'off_topic', declined: 'off_topic' }, scoreDeclineConfidence(said));
  }
  return result;
}

/** A reading whose unexplained words still choose where to live by a class is refused. */
function refuseSteeringBeyondSlots(input: ParseInput, reading: ParseResult): ParseResult {
  if (reading.declined || !isSteeringBeyondSlots(input.transcript, reading.entities))
    return reading;
  return declined({ intent: 'unsupported', declined: 'steering' });
}

/** Reads the (spelling-corrected) words of one request: every rule, then the intent. */
function readTokens(
  input: ParseInput,
  tokens: Token[],
  corrections: Correction[],
  gazetteer: Gazetteer,
): Reading {
  const state: ParseState = {
    transcript: input.transcript,
    tokens,
    used: tokens.map(() => false),
    filters: {},
    entities: [],
    entityStarts: [],
    gazetteer,
    cities: [],
    excludedCities: [],
    propertyTypes: [],
    excludedTypes: [],
    unapplied: [],
    corrections,
    previousCities: listedCities(input.previousFilters ?? undefined),
    ...(input.repairs === true
      ? { repairing: true, repairedFilters: input.previousFilters ?? undefined }
      : {}),
  };

  const named = readNamedListing(state, (text) => isKnownWord(gazetteer, text));
  const listing = named?.text;
  readPlaces(state);
  readNeighborhood(state);
  // Place names say nothing about intent ("Fort Worth" is not a price question).
  const placeWords = new Set(state.used.flatMap((used, index) => (used ? [index] : [])));
  const lotSizes = readQuantities(state);
  const pointed = readPointedHome(state, Boolean(input.propertyContext));
  readPropertyType(state);
  if (state.filters.propertyType === 'land' || state.filters.propertyType === undefined) {
    for (const lot of lotSizes) applyArea(state, lot);
  }
  readFeatures(state);
  readStatus(state);
  scaleHundredsPrices(state, input.previousFilters ?? undefined);
  readSort(state);
  const unappliedWords = readUnapplied(state);
  // neither places nor wishes the filters cannot hold ("no HOA") say what is asked
  const notPlaces = tokens.filter(
    (_, index) => !placeWords.has(index) && !unappliedWords.has(index),
  );
  if (state.excludedTypes.length > 0) {
    state.filters.excludePropertyTypes = state.excludedTypes.filter((type) => type !== undefined);
  }
  if (state.excludedCities.length > 0) state.filters.excludeCities = [...state.excludedCities];

  const unused = tokens.filter((_, index) => !state.used[index]);
  const cues = readIntentCues(notPlaces, unused, tokens);
  if (listing) cues.thisProperty = true;
  // "is this condo pet friendly?": a question about the home pointed at
  if (pointed && cues.question) cues.details = true;
  if (comparesPlaces(tokens, state.cities)) cues.market = true;
  const hasContext = Boolean(input.propertyContext);
  let filters: TAssistantFilters = state.filters;

  const previous = input.previousFilters ?? undefined;
  const recent = input.recentSearchResults ?? [];
  const canRefine = previous !== undefined || recent.length > 0;
  let refined = false;
  if (
    canRefine &&
    !listing &&
    !cues.market &&
    (input.repairs === true || isRefinement(state, previous))
  ) {
    filters = mergeRefinement(state, previous ?? {}, recent, input.repairs === true);
    refined = true;
  }
  if (hasContext && !refined && says(tokens, SIMILAR) && input.propertyContext) {
    filters = { ...filtersFromProperty(input.propertyContext), ...filters };
  }

  let intent = chooseIntent(cues, refined ? state.filters : filters, hasContext || !!listing);
  // "remove the price limit" names a price to drop, not a price to tell
  const takenBack = refined && intent === 'price_inquiry' && takesBackLimit(state);
  if (
    refined &&
    (takenBack || intent === 'unknown' || intent === 'greeting' || intent === 'help')
  ) {
    intent = 'property_search';
  }
  // "show me the Zilker home": an answer about that listing
  if (listing && !PROPERTY_INTENTS.has(intent) && intent !== 'market_trends') {
    intent = 'property_details';
  }
  // "what does this condo cost", "how is the Zilker home priced": the price of that home
  if ((listing || pointed) && intent === 'property_details' && says(tokens, COST_WORDS))
    intent = 'price_inquiry';
  // "list properties that have a 3D tour": "that" here is no reference to a property on screen
  // "apartments in chicago that have a virtual tour": a search too, its filters name one
  const tourSearch =
    intent === 'virtual_tour' &&
    !hasContext &&
    !listing &&
    (cues.search || setsAny(filters, ['city', 'state', 'neighborhood', 'propertyType']));
  if (PROPERTY_INTENTS.has(intent) && (hasContext || cues.thisProperty) && !tourSearch) {
    const namesNewSearch = setsAny(filters, ['city', 'state', 'neighborhood', 'propertyType']);
    if (!namesNewSearch || hasContext || listing) filters = {};
  } else if (intent === 'virtual_tour' && (cues.search || Object.keys(filters).length > 0)) {
    // "which listings have a virtual tour?": a search for listings with a 3D model
    filters = { ...filters, virtualTour: true };
  }
  if (intent === 'greeting' || intent === 'help' || intent === 'unknown') filters = {};
  // "are townhomes in reno affordable": a market figure has no order ("affordable" sorts a search)
  if (intent === 'market_trends' && filters.sort !== undefined && !refined) {
    const { sort: _sort, ...rest } = filters;
    filters = rest;
  }
  if (Object.keys(filters).length > 0) filters = finishLists(filters, state);
  filters = orderFilters(filters);
  // "the best phone under 500 dollars": a price for something that is no home
  if (
    intent === 'property_search' &&
    !refined &&
    !hasContext &&
    !listing &&
    pricesAnotherThing(state, {
      isEnglish: isEnglishWord,
      couldBeListingWord: (text) => couldBeMisread(gazetteer, text),
    })
  ) {
    const result = declined(
      { intent: 'off_topic', declined: 'off_topic' },
      scoreDeclineConfidence(tokens),
    );
    return { result, tokens, used: state.used };
  }
  // "what features do you support": each word asks what the assistant offers, as a help phrase's do
  if (intent === 'help' && cues.aboutAssistant) state.used.fill(true);
  const { confidence, reading } = scoreConfidence(state, intent, {
    said: saidFilters(filters, previous),
    // market figures asked with "show me" and a budget, or a price asked of no listing
    competingIntent:
      (intent === 'market_trends' && cues.search && asksForListings(filters)) ||
      (intent === 'price_inquiry' && !hasContext && !listing && !cues.thisProperty),
  });
  const result: ParseResult = {
    intent,
    confidence,
    ...(reading ? { confidenceReading: reading } : {}),
    filters,
    entities: inSpokenOrder(state),
    unapplied: intent === 'unknown' ? [] : state.unapplied,
    corrections,
    ...(listing ? { listing } : {}),
    ...(named?.kind ? { listingKind: named.kind } : {}),
  };
  return { result, tokens, used: state.used };
}

function inSpokenOrder(state: ParseState) {
  return state.entities
    .map((entity, index) => ({ entity, start: state.entityStarts[index] ?? 0, index }))
    .sort((a, b) => a.start - b.start || a.index - b.index)
    .map(({ entity }) => entity);
}
