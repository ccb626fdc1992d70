import type {
  AssistantIntent,
  TAssistantEntity,
  TAssistantFilters,
  TAssistantPropertyContext,
  TAssistantRecentResult,
} from '@nestwise/shared';
import type { Gazetteer } from './gazetteer/gazetteer';
import type { ConfidenceInputs } from './confidence/calibrator';

export interface Token {
  /** Lower-case normal form ("500", "k", "sqft", "dc"). */
  text: string;
  /** Offsets into the original transcript, for entity spans. */
  start: number;
  end: number;
  kind: 'word' | 'number' | 'symbol';
  /** Written with a capital letter by the user (not just because it starts the sentence). */
  capitalized: boolean;
  /** All capitals and at least two letters ("TX", "NYC"). */
  upper: boolean;
  /** A comma or sentence break stands between this token and the one before. */
  breakBefore: boolean;
  /** Read as another word by the spelling corrector. */
  corrected?: boolean;
}

export interface ParseInput {
  transcript: string;
  propertyContext?: TAssistantPropertyContext | null;
  recentSearchResults?: TAssistantRecentResult[];
  previousFilters?: TAssistantFilters | null;
  /** Internal: the words after a speaker's repair, read as an edit of what came before it. */
  repairs?: boolean;
}

export interface ParseOptions {
  /** The built-in gazetteer plus the cities present in the listings (see createGazetteer). */
  gazetteer?: Gazetteer;
}

export interface Correction {
  from: string;
  to: string;
}

/** Why a request is refused or answered without a search. */
export type DeclineReason = 'steering' | 'action' | 'off_topic';

export interface ParseResult {
  intent: AssistantIntent;
  confidence: number;
  filters: TAssistantFilters;
  entities: TAssistantEntity[];
  /** Constraints understood but not applicable, in words ("school ratings"). */
  unapplied: string[];
  /** Misspelt words read as another. */
  corrections: Correction[];
  /** A listing named by its title words or street ("Zilker", "Manor Drive"). */
  listing?: string;
  /** The kind of home said with it ("the Zilker home" → house), to choose among namesakes. */
  listingKind?: TAssistantFilters['propertyType'];
  /** Set with intent `unsupported` / `off_topic`. */
  declined?: DeclineReason;
  /** What the confidence was computed from (for its training script; never sent to a client). */
  confidenceReading?: { inputs: ConfidenceInputs; words: string[] };
}

/** What the rules build up while they read one transcript. */
export interface ParseState {
  transcript: string;
  tokens: Token[];
  /** Token indexes a rule has already explained; later rules skip them. */
  used: boolean[];
  filters: TAssistantFilters;
  entities: TAssistantEntity[];
  /** Where each entity starts in the transcript, to list them in the order they were said. */
  entityStarts: number[];
  gazetteer: Gazetteer;
  /** Every city said and wanted, and every one ruled out, in the order said. */
  cities: string[];
  excludedCities: string[];
  propertyTypes: TAssistantFilters['propertyType'][];
  excludedTypes: TAssistantFilters['propertyType'][];
  unapplied: string[];
  /**
   * Price bounds said in bare hundreds ("under seven fifty", "under 600"): dollars for a rent,
   * thousands for a sale, decided once the market is known (`rules/price-scale.ts`).
   */
  hundredsPrices?: Array<'minPrice' | 'maxPrice'>;
  /** Names read as a place only because they were capitalised, with no known city said. */
  unplacedNames?: number;
  /** The neighbourhood was read from the sentence's shape, not from a known district's name. */
  freeTextNeighborhood?: boolean;
  corrections: Correction[];
  /** The cities of the search a follow-up edits, if any ("drop norman" names one of them). */
  previousCities?: string[];
  /** The words are what a speaker's correction put in place of the last search's. */
  repairing?: boolean;
  /** The search a correction repairs: a bare value said in it replaces the bound it fits. */
  repairedFilters?: TAssistantFilters;
  /** Wishes said not to matter ("the pool doesn't matter"): a follow-up drops them. */
  waivedFeatures?: TAssistantFilters['features'];
}
