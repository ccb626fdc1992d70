import type { AssistantIntent, TAssistantFilters } from '@nestwise/shared';
import { setsAny } from '../context-filters';
import type { Token } from '../types';
import {
  CHARGES,
  DETAILS,
  GREETING,
  HELP,
  MARKET,
  NOT_MARKET,
  PRICE,
  SEARCH,
  THIS_PROPERTY,
  TOUR,
  says,
} from './intent-cues';
import { PRICE_COMPARATIVES, asksHowMarketMoved, asksPricePerArea } from './market-cues';
import { judgesMarketPrices } from './market-judgements';
import { asksCostOfPointed, asksWhatSellerWants } from './pointed-cost';
import { asksHowToolWorks, asksWhatItDoes, asksWhatItOffers } from './assistant-itself';
import { asksToBeGuided } from './guided-tour';
import { PRICE_NOUNS, SELLING_VERBS, asksGoingPrice, asksPriceStatistic } from './market-questions';

export interface IntentCues {
  greeting: boolean;
  help: boolean;
  /** Asks what the assistant itself offers ("what features do you support"): help over details. */
  aboutAssistant: boolean;
  market: boolean;
  price: boolean;
  tour: boolean;
  details: boolean;
  /** A running charge of owning one home ("hoa fees", "property taxes"): always about a home. */
  charge: boolean;
  search: boolean;
  /** "it", "this one": the property on screen. */
  thisProperty: boolean;
  /** Starts like a question ("does…", "is…", "what…"). */
  question: boolean;
}

const QUESTION_WORDS = new Set([
  'does',
  'do',
  'is',
  'are',
  'has',
  'have',
  'can',
  'will',
  'would',
  'what',
  "what's",
  // the tokenizer drops a contraction's apostrophe ("what's" → whats)
  'whats',
  'which',
  'how',
  'when',
  'where',
  'who',
  "who's",
]);

/**
 * "is there a price on this?", "what do they want for this place": a question about a price
 * (a price word, or what someone wants for it) of the home pointed at.
 */
function asksPriceOfThis(tokens: Token[]): boolean {
  const opens = openingAt(tokens);
  // "price?", "and the cost?": a price word on its own asks the price of what is on screen
  const rest = tokens.slice(opens).filter((token) => token.kind === 'word');
  if (rest.length > 0 && rest.length <= 3 && rest.every((t) => BARE_PRICE.has(t.text))) {
    return rest.some((token) => BARE_PRICE_NOUNS.has(token.text));
  }
  // "price on this one?": a price noun and only words that point it at the home on screen
  const pointed = rest.some((t) => t.text === 'this' || t.text === 'it' || t.text === 'here');
  if (
    pointed &&
    rest.length <= 6 &&
    rest.some((token) => BARE_PRICE_NOUNS.has(token.text)) &&
    rest.every((t) => BARE_PRICE.has(t.text) || POINTING_AT_IT.has(t.text))
  ) {
    return true;
  }
  if (!QUESTION_WORDS.has(tokens[opens]?.text ?? '')) return false;
  const priceWord = tokens.some(
    (token, index) =>
      (PRICE_NOUNS.has(token.text) && tokens[index - 1]?.text !== 'for') ||
      token.text === 'asking' ||
      // "what's it priced at", "how is this one priced"
      token.text === 'priced' ||
      (token.text === 'want' && tokens[index + 1]?.text === 'for') ||
      // "what's this one going for": a home pointed at said to go for a price not given
      (SELLING_VERBS.has(token.text) &&
        tokens[index + 1]?.text === 'for' &&
        tokens[index + 2] === undefined),
  );
  // "that" also joins a clause ("townhouses that are pet friendly"); "this" and "it" only point
  return priceWord && tokens.some((token) => token.text === 'this' || token.text === 'it');
}

/** Words that open a sentence without changing what it asks ("and what does it cost"). */
const OPENING_FILLERS = new Set(['and', 'so', 'ok', 'okay', 'well', 'also', 'then', 'alright']);
const openingAt = (tokens: Token[]) => {
  let at = 0;
  while (at < 2 && OPENING_FILLERS.has(tokens[at]?.text ?? '')) at += 1;
  return at;
};
const BARE_PRICE_NOUNS = new Set(['price', 'prices', 'cost', 'costs']);
const BARE_PRICE = new Set([...BARE_PRICE_NOUNS, 'the', 'its', 'what', 'about', 'asking', 'list']);
/**
 * Words that point a bare price at the home on screen: "price on this one?", "the cost of this
 * place", "asking price for the listing".
 */
const POINTING_AT_IT = new Set([
  ...['on', 'of', 'for', 'this', 'that', 'it', 'one', 'here'],
  ...['place', 'home', 'house', 'listing', 'property', 'unit', 'apartment', 'condo'],
]);

const SERVICES = new Set([
  'search',
  'searches',
  'find',
  'look',
  'lookups',
  'help',
  'things',
  'questions',
  'requests',
  'commands',
  'stuff',
]);
/** What is asked of the assistant, whoever asks about it: "which requests am I allowed to make". */
const ASKED_OF_IT = new Set(['questions', 'requests', 'commands', 'searches', 'queries']);
/** Verbs a user does with the assistant: "what can I ask", "what am I allowed to type". */
const USING_VERBS = new Set([
  'ask',
  'say',
  'type',
  'request',
  'search',
  'look',
  'find',
  'query',
  'use',
  'tell',
]);
const ASKERS = new Set(['you', 'i', 'we']);
/** What says whether someone can: "can I", "I can", "am I able to", "are you allowed to". */
const ABILITY = new Set(['can', 'could', 'may', 'should', 'will', 'do', 'does', 'am', 'are']);
const ABILITY_WORDS = new Set(['able', 'allowed', 'supposed']);
const ABOUT_ABILITY_OPENERS = new Set(['what', 'which', "what's", 'whats', 'tell']);

/**
 * "what sort of searches can you run for me", "what sort of questions can i ask", "tell me what
 * I can type here", "what am I able to ask you": a question about what the assistant does or
 * what the user may ask of it is a request for help, whatever its words. In scope: a question
 * opened by "what"/"which"/"tell", a person ("you", "I", "we") with a word of ability next to
 * it, and a thing the assistant does ("you" … things, searches), a thing asked of it (questions,
 * requests) or a verb of using it after the person.
 */
export function asksAboutAbilities(tokens: Token[]): boolean {
  // the question may follow a clause of its own ("i'm lost, what am i supposed to say")
  return tokens.some(
    (token, index) =>
      (index === 0 || token.breakBefore) && asksAboutAbilitiesFrom(tokens.slice(index)),
  );
}

function asksAboutAbilitiesFrom(tokens: Token[]): boolean {
  const opening = openingAt(tokens);
  if (!ABOUT_ABILITY_OPENERS.has(tokens[opening]?.text ?? '')) return false;
  const services = tokens.some((token) => SERVICES.has(token.text));
  const asked = tokens.some((token) => ASKED_OF_IT.has(token.text));
  for (let at = opening + 1; at < tokens.length; at += 1) {
    if (!ASKERS.has(tokens[at]!.text)) continue;
    const able =
      ABILITY.has(tokens[at - 1]?.text ?? '') ||
      ABILITY.has(tokens[at + 1]?.text ?? '') ||
      ABILITY_WORDS.has(tokens[at + 1]?.text ?? '') ||
      ABILITY_WORDS.has(tokens[at + 2]?.text ?? '');
    if (!able) continue;
    // the person themselves is the service's user when a verb of using the assistant follows
    const using = tokens
      .slice(at + 1, at + 5)
      .some((token) => USING_VERBS.has(token.text) && !token.breakBefore);
    if ((tokens[at]!.text === 'you' && services) || asked || using) return true;
  }
  return false;
}

export function readIntentCues(
  tokens: Token[],
  unused: Token[],
  all: Token[] = tokens,
): IntentCues {
  // "on the market" is a listing's state; it hides only its own words from the market cues
  const notMarket = NOT_MARKET.find(tokens);
  const rest = notMarket
    ? [...tokens.slice(0, notMarket[0]), ...tokens.slice(notMarket[1])]
    : tokens;
  const marketWords =
    says(rest, MARKET) ||
    asksGoingPrice(tokens) ||
    asksPriceStatistic(tokens) ||
    asksPricePerArea(tokens) ||
    asksHowMarketMoved(tokens) ||
    judgesMarketPrices(tokens);
  // "how much is the HOA here", "what are the taxes on it": a charge of owning the home is a
  // fact about it, asked as its size is; its price is what it sells or rents for
  // A charge the filters cannot hold ("hoa fees") is hidden from the other cues as a wish; in a
  // question ("what are the hoa fees") it is still what is asked about
  const question = QUESTION_WORDS.has(tokens[openingAt(tokens)]?.text ?? '');
  const charge = says(tokens, CHARGES) || (question && says(all, CHARGES));
  const aboutAssistant = asksWhatItOffers(tokens);
  return {
    aboutAssistant,
    greeting: says(tokens, GREETING),
    help:
      aboutAssistant ||
      says(tokens, HELP) ||
      asksAboutAbilities(tokens) ||
      asksWhatItDoes(tokens) ||
      asksHowToolWorks(tokens),
    market: marketWords,
    price:
      !charge &&
      (says(tokens, PRICE) ||
        asksPriceOfThis(tokens) ||
        asksCostOfPointed(tokens) ||
        asksWhatSellerWants(tokens)),
    tour: says(tokens, TOUR) || asksToBeGuided(tokens),
    details: charge || says(unused, DETAILS),
    charge,
    search: says(tokens, SEARCH),
    thisProperty: says(tokens, THIS_PROPERTY),
    question,
  };
}

const namesNewSearch = (filters: TAssistantFilters) =>
  setsAny(filters, [
    'propertyType',
    'excludePropertyTypes',
    'excludeCities',
    'city',
    'state',
    'neighborhood',
  ]);

/**
 * The intent, most specific first: market figures, a tour, a price question, a question about
 * the property on screen, then a search; help and greetings only when nothing else was asked.
 */
export function chooseIntent(
  cues: IntentCues,
  filters: TAssistantFilters,
  hasContext: boolean,
): AssistantIntent {
  const hasFilters = Object.keys(filters).length > 0;
  const aboutThisProperty = (hasContext || cues.thisProperty) && !namesNewSearch(filters);
  if (cues.market) return 'market_trends';
  if (cues.tour) return 'virtual_tour';
  if (cues.price && filters.maxPrice === undefined && filters.minPrice === undefined) {
    return 'price_inquiry';
  }
  // "what features do you support" on a listing asks about the assistant, not the home
  if (cues.aboutAssistant && !hasFilters) return 'help';
  if (cues.details && aboutThisProperty) return 'property_details';
  // "does it come with parking?" on a listing: a question about that listing
  if (hasContext && cues.thisProperty && cues.question && !namesNewSearch(filters)) {
    return 'property_details';
  }
  if (hasFilters) return 'property_search';
  if (cues.help) return 'help';
  if (cues.details && hasContext) return 'property_details';
  // "what are the hoa fees" asked with no listing on screen still asks about one home (a charge is
  // only ever a home's; "how old is mount rushmore" is not): the answer says to open it, where
  // "unknown" would say no property question was heard
  if (cues.charge && cues.question) return 'property_details';
  if (cues.search) return 'property_search';
  if (cues.greeting) return 'greeting';
  return 'unknown';
}

const COMPARE_OPENERS = new Set(['is', 'which', 'where', "where's", "which's"]);

/**
 * "Is Denver or Boulder cheaper for condos?", "which is more affordable, Austin or Dallas?": a
 * question comparing the prices of places asks about their markets, not for listings.
 */
export const comparesPlaces = (tokens: Token[], cities: string[]) =>
  COMPARE_OPENERS.has(tokens[0]?.text ?? '') &&
  // "is there anything cheaper in Austin or Dallas" asks for listings
  tokens[1]?.text !== 'there' &&
  cities.length >= 2 &&
  says(tokens, PRICE_COMPARATIVES);
