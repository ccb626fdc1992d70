import type { TAssistantAnswer, TAssistantFilters, TProperty } from '@nestwise/shared';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../core/actor';
import type { ReplyRephraser } from './assistant.model';
import type { TranscriptUnderstander } from './assistant.understanding-model';
import type { MarketFigures } from '../properties';
import type { KnownCity } from './parser';

/** The listings module's search, with its visibility rules for this caller. */
export type PropertySearch = (
  actor: Actor | null,
  filters: TAssistantFilters,
  limit: number,
) => Promise<{
  items: TProperty[];
  totalCount: number;
  /** More than `totalCount` match: the search stopped counting at its bound (decision 0312). */
  totalCountCapped?: boolean;
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

/** A reply with its listings, before the reading (intent, filters) is attached. */
export type Answer = Omit<TAssistantAnswer, 'intent' | 'confidence' | 'filters' | 'entities'>;

export const empty = (reply: string): Answer => ({ reply, properties: [], totalCount: 0 });

/** Sales and rents of the last three months make a market figure. */
export const TREND_WINDOW_MONTHS = 3;
export const TREND_WINDOW_DAYS = 91;
