import type { TAssistantQueryRequest, TProperty } from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import { FIXED_REPLIES, detailsReply, priceReply, tourReply } from './assistant.answers';
import { presentCard } from './assistant.presenter';
import {
  comparableFilters,
  dealReply,
  listingNotFoundReply,
  whichListingReply,
} from './assistant.listing-answers';
import {
  empty,
  TREND_WINDOW_DAYS,
  type Answer,
  type AssistantDependencies,
} from './assistant.ports';
import type { ParseResult } from './parser';

/** Fewer comparables of the listing's own type than this: compare with all homes in the city. */
const MIN_COMPARABLES = 3;

/** "is it a good deal", "what is it worth": a comparison, not just the asking price. */
const VALUE_WORDS = /\b(deal|worth|overpriced|underpriced|fair|bargain|value)\b/i;
const asksValue = (transcript: string) => VALUE_WORDS.test(transcript);

/**
 * Answers a question about one listing: the one the user is looking at, or the one they named.
 * Null when the question names no listing, so the caller can ask for one.
 */
export function createListingQuestion(
  deps: Pick<
    AssistantDependencies,
    'findProperty' | 'findListingsByName' | 'marketFigures' | 'clock'
  >,
) {
  return async function aboutProperty(
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
  };
}
