import {
  CHAT_RESULTS_LISTED,
  type TAssistantAnswer,
  type TAssistantFilters,
  type TAssistantQueryRequest,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import { FIXED_REPLIES, averagePriceReply, marketReply } from './assistant.answers';
import { presentCard } from './assistant.presenter';
import { joinOr, marketsApartReply, searchReply } from './describe-filters';
import { createListingGazetteer } from './listing-gazetteer';
import { parseTranscript, type ParseResult } from './parser';
import {
  empty,
  TREND_WINDOW_DAYS,
  TREND_WINDOW_MONTHS,
  type Answer,
  type AssistantDependencies,
} from './assistant.ports';
import { createListingQuestion } from './assistant.listing-question';
import { withModelReading, withNotes } from './assistant.reading';

const CONTEXT_INTENTS = new Set(['price_inquiry', 'property_details', 'virtual_tour']);

export function createAssistantService(deps: AssistantDependencies) {
  const gazetteer = createListingGazetteer(deps.listingCities, deps.clock, deps.onError);
  const aboutProperty = createListingQuestion(deps);

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
        : searchReply(filters, page.items, page.totalCount, scale, page.totalCountCapped),
      properties: page.items.map(presentCard),
      totalCount: page.totalCount,
    };
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
      const parsed = await withModelReading(grammar, request, deps.understand);
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
        // a client tells a fair-housing refusal from "I can't book that" by this alone
        ...(parsed.declined ? { declined: parsed.declined } : {}),
      };
    },
    invalidateCities: () => gazetteer.invalidate(),
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
