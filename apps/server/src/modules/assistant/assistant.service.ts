import {
  CHAT_RESULTS_LISTED,
  type TAssistantAnswer,
  type TAssistantFilters,
  type TAssistantQueryRequest,
  type TProperty,
} from '@nestwise/shared';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../core/actor';
import {
  FIXED_REPLIES,
  averagePriceReply,
  detailsReply,
  marketReply,
  priceReply,
  tourReply,
} from './assistant.answers';
import type { ReplyRephraser } from './assistant.model';
import type { TranscriptUnderstander } from './assistant.understanding-model';
import { presentCard } from './assistant.presenter';
import type { MarketFigures } from '../properties';
import { joinAnd, joinOr, marketsApartReply, searchReply } from './describe-filters';
import {
  comparableFilters,
  dealReply,
  listingNotFoundReply,
  whichListingReply,
} from './assistant.listing-answers';
import { createListingGazetteer } from './listing-gazetteer';
import { parseTranscript, type KnownCity, type ParseResult } from './parser';

/** The listings module's search, with its visibility rules for this caller. */
export type PropertySearch = (
  actor: Actor | null,
  filters: TAssistantFilters,
  limit: number,
) => Promise<{
  items: TProperty[];
  totalCount: number;
  /** Set when sale and rent listings came back apart (a price order with no market said). */
  byMarket?: { forSale: number; forRent: number };
  /** The market read from the price's scale when none was said ("houses under $500K"). */
  inferredMarket?: 'for-sale' | 'for-rent';
}>;

export interface AssistantDependencies {
  search: PropertySearch;
  /** A listing this caller may see, or null. */
  findProperty: (actor: Actor | null, id: string) => Promise<TProperty | null>;
  marketFigures: (
    filters: TAssistantFilters,
    now: Date,
    windowDays: number,
    /** A listing left out of its own comparables. */
    excludeId?: string,
  ) => Promise<MarketFigures>;
  listingCities: () => Promise<KnownCity[]>;
  /** Public listings whose title or street holds these words (at most a few). */
  findListingsByName: (actor: Actor | null, name: string) => Promise<TProperty[]>;
  /** Cities whose listings have a neighbourhood of this name. */
  neighborhoodCities: (neighborhood: string) => Promise<string[]>;
  clock: Clock;
  rephrase?: ReplyRephraser;
  /** With AI_BASE_URL: the model's reading, asked when the grammar is unsure of its own. */
  understand?: TranscriptUnderstander;
  onError?: (error: unknown) => void;
}

type Answer = Omit<TAssistantAnswer, 'intent' | 'confidence' | 'filters' | 'entities'>;

/** Below this grammar confidence the model (when configured) reads the transcript. */
export const MODEL_BELOW_CONFIDENCE = 0.9;
/** A reading the model gave and the schema accepted. */
const MODEL_CONFIDENCE = 0.85;
/** Fewer comparables of the listing's own type than this: compare with all homes in the city. */
const MIN_COMPARABLES = 3;
const TREND_WINDOW_MONTHS = 3;
const TREND_WINDOW_DAYS = 91;
const CONTEXT_INTENTS = new Set(['price_inquiry', 'property_details', 'virtual_tour']);

const empty = (reply: string): Answer => ({ reply, properties: [], totalCount: 0 });

/** "is it a good deal", "what is it worth": a comparison, not just the asking price. */
const VALUE_WORDS = /\b(deal|worth|overpriced|underpriced|fair|bargain|value)\b/i;
const asksValue = (transcript: string) => VALUE_WORDS.test(transcript);

/**
 * What was corrected goes first ("Showing results for Chicago."), every wish that could not be
 * applied last, so nothing the user said is silently dropped.
 */
function withNotes(reply: string, parsed: ParseResult): string {
  // a place is shown as the user would write it; other words say what they were read as
  const isPlace = (to: string) => /^[A-Z]/.test(to);
  const places = parsed.corrections.filter((c) => isPlace(c.to)).map((c) => c.to);
  const words = parsed.corrections
    .filter((c) => !isPlace(c.to))
    .map((c) => `“${c.from}” as “${c.to}”`);
  const corrected =
    (places.length ? `Showing results for ${joinAnd(places)}. ` : '') +
    (words.length ? `I read ${joinAnd(words)}. ` : '');
  const unapplied = parsed.unapplied.length
    ? ` I can't filter by ${joinAnd(parsed.unapplied)}, so ${parsed.unapplied.length === 1 ? 'that was' : 'those were'} not applied.`
    : '';
  return `${corrected}${reply}${unapplied}`;
}

export function createAssistantService(deps: AssistantDependencies) {
  const gazetteer = createListingGazetteer(deps.listingCities, deps.clock, deps.onError);

  async function search(actor: Actor | null, filters: TAssistantFilters): Promise<Answer> {
    const page = await deps.search(actor, filters, CHAT_RESULTS_LISTED);
    const scale = page.inferredMarket
      ? page.inferredMarket === 'for-sale'
        ? 'A price that size reads as a purchase, so these are for sale; say "for rent" for rentals.'
        : 'A price that size reads as a monthly rent, so these are for rent; say "for sale" to buy.'
      : undefined;
    return {
      reply: page.byMarket
        ? marketsApartReply(filters, page.items, page.byMarket)
        : searchReply(filters, page.items, page.totalCount, scale),
      properties: page.items.map(presentCard),
      totalCount: page.totalCount,
    };
  }

  async function aboutProperty(
    actor: Actor | null,
    parsed: ParseResult,
    request: TAssistantQueryRequest,
  ): Promise<Answer | null> {
    let property: TProperty | null = null;
    const id = request.propertyContext?.id;
    if (id) {
      property = await deps.findProperty(actor, id);
      if (!property) return empty(FIXED_REPLIES.propertyNotFound);
    } else if (parsed.listing) {
      const named = await deps.findListingsByName(actor, parsed.listing);
      const ofKind = named.filter((match) => match.propertyType === parsed.listingKind);
      const matches = ofKind.length > 0 ? ofKind : named;
      if (matches.length === 0) return empty(listingNotFoundReply(parsed.listing));
      if (matches.length > 1) {
        return {
          reply: whichListingReply(parsed.listing, matches),
          properties: matches.map(presentCard),
          totalCount: matches.length,
        };
      }
      property = matches[0]!;
    }
    if (!property) return null;
    const asked = parsed.entities
      .filter((entity) => entity.type === 'feature')
      .map((entity) => String(entity.value));
    let reply: string;
    if (parsed.intent === 'price_inquiry' && asksValue(request.transcript)) {
      const now = deps.clock.now();
      const same = comparableFilters(property);
      let figures = await deps.marketFigures(same, now, TREND_WINDOW_DAYS, property.id);
      // too few of its own type: every home of the same market in the city
      const broad = figures.sampleSize < MIN_COMPARABLES;
      if (broad) {
        const homes = { ...same, propertyType: undefined };
        figures = await deps.marketFigures(homes, now, TREND_WINDOW_DAYS, property.id);
      }
      reply = dealReply(property, figures, broad);
    } else if (parsed.intent === 'price_inquiry') reply = priceReply(property);
    else if (parsed.intent === 'virtual_tour') reply = tourReply(property);
    else reply = detailsReply(property, [...new Set(asked)]);
    return { reply, properties: [presentCard(property)], totalCount: 1 };
  }

  async function market(filters: TAssistantFilters, now: Date): Promise<Answer> {
    // one city at a time: a list is answered city by city
    if (filters.cities?.length) {
      const parts = await Promise.all(
        filters.cities.map(async (city) => {
          const one = { ...filters, city, cities: undefined };
          const figures = await deps.marketFigures(one, now, TREND_WINDOW_DAYS);
          return {
            reply: marketReply(one, figures, TREND_WINDOW_MONTHS),
            count: figures.inventory,
          };
        }),
      );
      return {
        reply: parts.map((part) => part.reply).join(' '),
        properties: [],
        totalCount: parts.reduce((sum, part) => sum + part.count, 0),
      };
    }
    if (filters.neighborhood && !filters.city) {
      const cities = await deps.neighborhoodCities(filters.neighborhood);
      if (cities.length > 1) {
        return empty(
          `Several cities have a ${filters.neighborhood}: ${joinOr(cities)}. Which city do you mean?`,
        );
      }
    }
    const figures = await deps.marketFigures(filters, now, TREND_WINDOW_DAYS);
    return {
      reply: marketReply(filters, figures, TREND_WINDOW_MONTHS),
      properties: [],
      totalCount: figures.inventory,
    };
  }

  async function answer(
    actor: Actor | null,
    parsed: ParseResult,
    request: TAssistantQueryRequest,
  ): Promise<Answer> {
    const { intent, filters } = parsed;
    const now = deps.clock.now();
    if (CONTEXT_INTENTS.has(intent) && Object.keys(filters).length === 0) {
      const about = await aboutProperty(actor, parsed, request);
      return (
        about ?? empty(FIXED_REPLIES[intent === 'virtual_tour' ? 'noPropertyTour' : 'noProperty'])
      );
    }
    switch (intent) {
      case 'market_trends':
        return market(filters, now);
      case 'price_inquiry': {
        const [figures, results] = await Promise.all([
          deps.marketFigures(filters, now, TREND_WINDOW_DAYS),
          search(actor, filters),
        ]);
        return { ...results, reply: averagePriceReply(filters, figures) };
      }
      case 'property_search':
      case 'virtual_tour':
      case 'property_details':
        return search(actor, filters);
      case 'unsupported':
        return empty(FIXED_REPLIES[parsed.declined === 'action' ? 'action' : 'unsupported']);
      case 'greeting':
      case 'help':
      case 'off_topic':
      case 'unknown':
        return empty(FIXED_REPLIES[intent]);
    }
  }

  /**
   * The grammar is the fast path: a sure reading, a refusal, an off-topic answer, a follow-up or
   * a question about a listing stays its own. Otherwise the model reads the transcript and, when
   * its answer passes the schema, its intent and filters are used.
   */
  async function withModelReading(
    grammar: ParseResult,
    request: TAssistantQueryRequest,
  ): Promise<ParseResult> {
    const sure = grammar.confidence >= MODEL_BELOW_CONFIDENCE;
    const ownPath =
      grammar.declined !== undefined ||
      grammar.listing !== undefined ||
      request.propertyContext ||
      request.previousFilters ||
      request.recentSearchResults?.length;
    if (!deps.understand || sure || ownPath) return grammar;
    const reading = await deps.understand(request.transcript);
    if (!reading) return grammar;
    return {
      ...grammar,
      intent: reading.intent,
      filters: reading.filters,
      confidence: MODEL_CONFIDENCE,
    };
  }

  return {
    async query(actor: Actor | null, request: TAssistantQueryRequest): Promise<TAssistantAnswer> {
      const grammar = parseTranscript(
        {
          transcript: request.transcript,
          propertyContext: request.propertyContext,
          recentSearchResults: request.recentSearchResults,
          previousFilters: request.previousFilters,
        },
        { gazetteer: await gazetteer.get() },
      );
      const parsed = await withModelReading(grammar, request);
      const result = await answer(actor, parsed, request);
      const reply = withNotes(result.reply, parsed);
      const reworded =
        deps.rephrase && parsed.intent !== 'unsupported'
          ? await deps.rephrase(request.transcript, reply)
          : null;
      return {
        intent: parsed.intent,
        confidence: parsed.confidence,
        filters: parsed.filters,
        entities: parsed.entities,
        ...result,
        reply: reworded ?? reply,
        ...(parsed.unapplied.length ? { unapplied: parsed.unapplied } : {}),
        ...(parsed.corrections.length ? { corrections: parsed.corrections } : {}),
      };
    },
    invalidateCities: () => gazetteer.invalidate(),
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
