import {
  CHAT_RESULTS_LISTED,
  type TAssistantAnswer,
  type TAssistantFilters,
  type TAssistantQueryRequest,
  type TProperty,
} from '@nestwise/shared';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../plugins/authenticate';
import {
  FIXED_REPLIES,
  averagePriceReply,
  detailsReply,
  marketReply,
  priceReply,
  tourReply,
} from './assistant.answers';
import type { ReplyRephraser } from './assistant.model';
import { presentCard } from './assistant.presenter';
import type { MarketFigures } from './assistant.repo';
import { searchReply } from './describe-filters';
import { createListingGazetteer } from './listing-gazetteer';
import { parseTranscript, type KnownCity, type ParseResult } from './parser';

/** The listings module's search, with its visibility rules for this caller. */
export type PropertySearch = (
  actor: Actor | null,
  filters: TAssistantFilters,
  limit: number,
) => Promise<{ items: TProperty[]; totalCount: number }>;

export interface AssistantDependencies {
  search: PropertySearch;
  /** A listing this caller may see, or null. */
  findProperty: (actor: Actor | null, id: string) => Promise<TProperty | null>;
  marketFigures: (
    filters: TAssistantFilters,
    now: Date,
    windowDays: number,
  ) => Promise<MarketFigures>;
  listingCities: () => Promise<KnownCity[]>;
  clock: Clock;
  rephrase?: ReplyRephraser;
  onError?: (error: unknown) => void;
}

type Answer = Omit<TAssistantAnswer, 'intent' | 'confidence' | 'filters' | 'entities'>;

const TREND_WINDOW_MONTHS = 3;
const TREND_WINDOW_DAYS = 91;
const CONTEXT_INTENTS = new Set(['price_inquiry', 'property_details', 'virtual_tour']);

const empty = (reply: string): Answer => ({ reply, properties: [], totalCount: 0 });

export function createAssistantService(deps: AssistantDependencies) {
  const gazetteer = createListingGazetteer(deps.listingCities, deps.clock, deps.onError);

  async function search(actor: Actor | null, filters: TAssistantFilters): Promise<Answer> {
    const page = await deps.search(actor, filters, CHAT_RESULTS_LISTED);
    return {
      reply: searchReply(filters, page.items, page.totalCount),
      properties: page.items.map(presentCard),
      totalCount: page.totalCount,
    };
  }

  async function aboutProperty(
    actor: Actor | null,
    parsed: ParseResult,
    request: TAssistantQueryRequest,
  ): Promise<Answer | null> {
    const id = request.propertyContext?.id;
    if (!id) return null;
    const property = await deps.findProperty(actor, id);
    if (!property) return empty(FIXED_REPLIES.propertyNotFound);
    const asked = parsed.entities
      .filter((entity) => entity.type === 'feature')
      .map((entity) => String(entity.value));
    const reply =
      parsed.intent === 'price_inquiry'
        ? priceReply(property)
        : parsed.intent === 'virtual_tour'
          ? tourReply(property)
          : detailsReply(property, [...new Set(asked)]);
    return { reply, properties: [presentCard(property)], totalCount: 1 };
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
      return about ?? empty(FIXED_REPLIES.noProperty);
    }
    switch (intent) {
      case 'market_trends': {
        const figures = await deps.marketFigures(filters, now, TREND_WINDOW_DAYS);
        return {
          reply: marketReply(filters, figures, TREND_WINDOW_MONTHS),
          properties: [],
          totalCount: figures.inventory,
        };
      }
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
      case 'greeting':
      case 'help':
      case 'unsupported':
      case 'unknown':
        return empty(FIXED_REPLIES[intent]);
    }
  }

  return {
    async query(actor: Actor | null, request: TAssistantQueryRequest): Promise<TAssistantAnswer> {
      const parsed = parseTranscript(
        {
          transcript: request.transcript,
          propertyContext: request.propertyContext,
          recentSearchResults: request.recentSearchResults,
          previousFilters: request.previousFilters,
        },
        { gazetteer: await gazetteer.get() },
      );
      const result = await answer(actor, parsed, request);
      const reworded =
        deps.rephrase && parsed.intent !== 'unsupported'
          ? await deps.rephrase(request.transcript, result.reply)
          : null;
      return {
        intent: parsed.intent,
        confidence: parsed.confidence,
        filters: parsed.filters,
        entities: parsed.entities,
        ...result,
        reply: reworded ?? result.reply,
      };
    },
    invalidateCities: () => gazetteer.invalidate(),
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
