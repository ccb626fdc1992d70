import type { AssistantIntent, TAssistantFilters } from '@nestwise/shared';
import type { PhraseSet } from './phrase-table';
import * as cues from './rules/intent-cues';
import type { ParseState, Token } from './types';
import { PROPERTY_TYPE_TABLE } from './vocabulary/property-types';
import { isEnglishWord } from '../../../lib/is-english-word';
import { couldBeMisread, isKnownWord, looksLikeSlip } from './spelling/corrector';
import { FOLLOW_UP_WORDS } from './rules/follow-up';
import { calibrate, type ConfidenceInputs, type ConfidenceModel } from './confidence/calibrator';
import { intentAgreement, intentWords } from './confidence/intent-words';
import { slotDisagreement } from './confidence/slot-words';
import confidenceModel from './confidence/confidence-model.json';

const UNKNOWN_WORD_COST = 0.1;
/** How much an unexplained word that could be no slip counts against the parse. */
const CONTEXT_WEIGHT = 0.35;

/** The words that chose the intent ("market", "tour", "worth") are explained by it. */
const CUE_WORDS = new Set(
  Object.values(cues)
    .filter((value): value is PhraseSet => typeof value === 'object' && value !== null)
    .flatMap((set) => [...set.phrases()].flat()),
);

/** Words that carry no request of their own. */
const FILLER = new Set(
  `a an the me i my we us you to for of in on at with and or is are do does can could would
  please show find some any that this those these it be have has there what which how i'm i'd
  want need looking look like get give just only also let see am was were will should about
  something anything somewhere anywhere place places one ones home homes hey hi so um uh well
  okay ok yeah yep really maybe kind sort around near by from there's that's it's what's where's us our
  available listings listing properties property tell know good nice`.split(/\s+/),
);
/**
 * The grammar's own words: negation, contrast and comparison scope over the phrases they
 * govern, so once the rules have read those phrases the words themselves are explained.
 */
const GRAMMAR = new Set(
  `not no but except excluding without nor anything anywhere everything everywhere other than
  rather instead vs versus besides apart aside either neither`.split(/\s+/),
);

/**
 * Below this the parse is unsure: the answer says what was understood and asks to confirm,
 * and a configured model reads the transcript. Chosen by the training script on the
 * development data's out-of-fold readings (`npm run bench:assistant` prints how many right and
 * wrong parses fall below).
 */
export const UNSURE_BELOW = (confidenceModel as ConfidenceModel).threshold;

/** What the parse had to decide against: each costs confidence even when every word is explained. */
export interface ParseDoubts {
  /** The sentence also carries the cues of another intent ("how's the market … show me condos"). */
  competingIntent?: boolean;
  /** The filters the request itself said (`saidFilters`), for the second reader of the slots. */
  said?: TAssistantFilters;
}

/** An answer that ignores half of a request ("the weather in Miami, and any condos?") is unsure. */
const MIXED_DECLINE = 0.6;

/**
 * How sure an off-topic answer is: less when the sentence also asks for a kind of home, since it
 * may be a property request with an aside.
 */
export function scoreDeclineConfidence(tokens: Token[]): number {
  const namesHome = tokens.some((_, index) => PROPERTY_TYPE_TABLE.matchAt(tokens, index) !== null);
  // "a poem about houses" names a home but asks for none
  return namesHome && cues.says(tokens, cues.SEARCH) ? MIXED_DECLINE : 0.95;
}

/**
 * How sure the parse is, as the chance it is right: the hand-set score of the words the rules
 * explained (`ruleScore`), stacked with doubts the rules cannot see in their own words — a
 * second, statistical reader of the intent that disagrees, a neighbourhood read from the
 * sentence's shape alone, a second reader of which filters the words set, a price at the other
 * market's scale — by a logistic model learned on readings
 * of the development data (`scripts/train-assistant-confidence.ts`). Refusals and off-topic
 * answers are sure; "unknown" is not.
 */
export function scoreConfidence(
  state: ParseState,
  intent: AssistantIntent,
  doubts: ParseDoubts = {},
): { confidence: number; reading?: { inputs: ConfidenceInputs; words: string[] } } {
  if (intent === 'unsupported' || intent === 'off_topic') return { confidence: 0.95 };
  if (intent === 'unknown') return { confidence: 0.2 };
  const words = intentWords(state.tokens, state.used, state.gazetteer);
  const inputs = confidenceInputs(state, intent, words, ruleScore(state, doubts), doubts.said);
  const model = confidenceModel as ConfidenceModel;
  // an intent chosen over the cues of another is always confirmed: the data holds too few such
  // requests for the calibrator to learn what each costs
  const chance = Math.min(
    calibrate(model.calibrator, inputs),
    doubts.competingIntent ? model.threshold - 0.02 : 1,
  );
  const confidence = Math.round(Math.max(0.05, Math.min(0.99, chance)) * 100) / 100;
  return { confidence, reading: { inputs, words } };
}

/** The calibrator's inputs for one reading (see `confidence/calibrator.ts`). */
function confidenceInputs(
  state: ParseState,
  intent: AssistantIntent,
  words: string[],
  rules: RuleParts,
  said: TAssistantFilters = state.filters,
): ConfidenceInputs {
  const model = confidenceModel as ConfidenceModel;
  return {
    rules: rules.score,
    unexplainedShare: rules.share,
    unexplainedWords: rules.unexplained / 5,
    unknownWords: rules.unknown / 3,
    competingIntent: rules.competing ? 1 : 0,
    unplacedNames: rules.unplaced / 2,
    guessedNeighborhood: rules.guessed / 2,
    intentDisagreement: 1 - intentAgreement(model.intentModel, words, intent),
    freeTextNeighborhood: state.freeTextNeighborhood ? 1 : 0,
    corrections: Math.min(state.tokens.filter((token) => token.corrected).length, 3) / 3,
    hundredsScaled: (state.hundredsPrices?.length ?? 0) > 0 ? 1 : 0,
    virtualTour: intent === 'virtual_tour' ? 1 : 0,
    marketOrPrice: intent === 'market_trends' || intent === 'price_inquiry' ? 1 : 0,
    ...slotDoubts(model, words, said),
    implausiblePrice: implausiblePrice(state.filters),
  };
}

function slotDoubts(model: ConfidenceModel, words: string[], filters: TAssistantFilters) {
  // a model trained before the slot reader existed has none: no doubt from it
  if (!model.slotModel) return { slotMissing: 0, slotExtra: 0 };
  const { missing, extra } = slotDisagreement(model.slotModel, words, filters);
  return { slotMissing: missing, slotExtra: extra };
}

/** Homes sell for thousands and rent for hundreds: a price read at the other market's scale. */
const LOWEST_SALE_PRICE = 10_000;
const HIGHEST_RENT = 50_000;

/**
 * A price no home of the market it was read in costs ("under 3,500" for a house for sale): 1,
 * or ½ when no market was said and the type is no apartment (a house may rent for that).
 */
function implausiblePrice(filters: TAssistantFilters): number {
  const prices = [filters.minPrice, filters.maxPrice].filter(
    (price): price is number => price !== undefined,
  );
  if (prices.length === 0) return 0;
  const rent =
    filters.status === 'for-rent' ||
    (filters.status === undefined &&
      (filters.propertyType === 'apartment' ||
        (filters.propertyTypes ?? []).includes('apartment')));
  if (rent) return prices.some((price) => price > HIGHEST_RENT) ? 1 : 0;
  if (!prices.some((price) => price < LOWEST_SALE_PRICE)) return 0;
  return filters.status === 'for-sale' ? 1 : 0.5;
}

/** What the hand-set score is made of: each is also an input of the learned calibrator. */
interface RuleParts {
  score: number;
  share: number;
  unexplained: number;
  unknown: number;
  competing: boolean;
  unplaced: number;
  guessed: number;
}

/**
 * The hand-set score: every content word left unexplained costs much more than the last, each
 * spelling correction a little, so a parse that skipped words scores well below one that
 * explained the sentence; an intent chosen over the cues of another costs a fixed amount.
 */
function ruleScore(state: ParseState, doubts: ParseDoubts): RuleParts {
  let unexplained = 0;
  let unknown = 0;
  state.tokens.forEach((token, index) => {
    const explained =
      state.used[index] ||
      FILLER.has(token.text) ||
      GRAMMAR.has(token.text) ||
      CUE_WORDS.has(token.text) ||
      FOLLOW_UP_WORDS.has(token.text);
    // context far from every listing word, place and number weighs less than a possible slip
    if (!explained && token.kind !== 'symbol')
      unexplained +=
        token.kind === 'word' && !couldBeMisread(state.gazetteer, token.text) ? CONTEXT_WEIGHT : 1;
    // a word no table, place or everyday list knows is a slip nobody could read
    if (!explained && token.kind === 'word' && !isKnownWord(state.gazetteer, token.text))
      unknown += 1;
  });
  const corrected = state.tokens.filter((token) => token.corrected).length;
  const content = state.tokens.length === 0 ? 1 : state.tokens.length;
  const share = unexplained / content;
  const competing = doubts.competingIntent === true;
  // a capitalised name taken for a neighbourhood with no city known to hold it may be a typo'd city
  const unplaced = Math.min(state.unplacedNames ?? 0, 2);
  // a neighbourhood named with a slip of a known word ("luttle havana"), or with a word no list
  // knows and no city said beside it ("in Zorbleton DC", but not "in Wynwood Miami"), is a guess
  const citySaid = (state.filters.city ?? '')
    .toLowerCase()
    .split(' ')
    .some((word) => state.tokens.some((token) => token.text === word));
  const guessed = Math.min(
    (state.filters.neighborhood ?? '')
      .split(' ')
      .filter(
        (word) =>
          word !== '' &&
          (looksLikeSlip(state.gazetteer, word) ||
            (!citySaid && !isKnownWord(state.gazetteer, word) && !isEnglishWord(word))),
      ).length,
    2,
  );
  const score =
    0.98 -
    0.5 * share -
    0.04 * Math.min(unexplained, 5) -
    UNKNOWN_WORD_COST * Math.min(unknown, 3) -
    0.03 * corrected -
    (competing ? 0.2 : 0) -
    0.15 * unplaced -
    0.15 * guessed;
  return {
    score: Math.round(Math.max(0.3, Math.min(0.98, score)) * 100) / 100,
    share,
    unexplained: Math.min(unexplained, 5),
    unknown: Math.min(unknown, 3),
    competing,
    unplaced,
    guessed,
  };
}
