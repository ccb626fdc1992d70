import { phrases } from '../phrase-table';
import type { DeclineReason, Token } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';
import { commandsAnOffer } from './commanded-offers';
import { commandsADeal } from './commanded-deals';
import { ACTION_OBJECTS, ACTION_VERBS, asksForAction } from './actions';

/** Subjects a property assistant does not answer about, whatever place or pet they mention. */
const OFF_TOPIC = phrases(
  'weather',
  'temperature',
  'rain tomorrow',
  'poem',
  'poems',
  'haiku',
  'limerick',
  'song',
  'songs',
  'lyrics',
  'joke',
  'jokes',
  'riddle',
  'a story',
  'bedtime story',
  'recipe',
  'recipes',
  'cook',
  'cooking',
  'bake',
  'movie',
  'movies',
  'film',
  'netflix',
  'news',
  'headlines',
  'sports',
  'football',
  'basketball',
  'baseball',
  'soccer',
  'super bowl',
  'stock',
  'stocks',
  'bitcoin',
  'crypto',
  'translate',
  'homework',
  'essay',
  'president',
  'election',
  'flight',
  'flights',
  'hotel',
  'hotels',
  'restaurant',
  'restaurants',
  'pizza',
  'uber',
  'taxi',
  'traffic',
  'directions to',
  'alarm',
  'timer',
  'remind me',
  'reminder',
  'play music',
  'play some',
  'horoscope',
  'capital of',
  'meaning of life',
  'who won',
  'what time is it',
  'what day is it',
  'write me',
  'write a',
  'sing',
  'calculate',
  'square root',
);
/** Subjects off topic even when a home is mentioned ("a joke about houses"). */
const ALWAYS_OFF_TOPIC = phrases(
  'weather',
  'rain',
  'snow',
  'poem',
  'poems',
  'haiku',
  'limerick',
  'song',
  'lyrics',
  'joke',
  'jokes',
  'riddle',
  'recipe',
  'recipes',
  'homework',
  'translate',
);
/** Every word of the subjects and actions declined, for the spelling corrector ("weathr"). */
export function* declineWords(): Iterable<string> {
  for (const set of [OFF_TOPIC, ALWAYS_OFF_TOPIC, ACTION_VERBS]) {
    for (const words of set.phrases()) yield* words;
  }
  yield* ACTION_OBJECTS;
}

const namesPropertyType = (tokens: Token[]) =>
  tokens.some((_, index) => {
    const match = PROPERTY_TYPE_TABLE.matchAt(tokens, index);
    return match !== null && match.value !== null;
  });

/**
 * A request the assistant answers without searching: an action it cannot take ("book a showing
 * for Saturday") or a subject that is not property ("the weather in Chicago", "a poem about
 * cats"). A sentence that names a property type stays a property question.
 */
export function declineReason(tokens: Token[]): DeclineReason | null {
  if (asksForAction(tokens) || commandsAnOffer(tokens) || commandsADeal(tokens)) {
    return 'action';
  }
  if (ALWAYS_OFF_TOPIC.foundIn(tokens)) return 'off_topic';
  if (OFF_TOPIC.foundIn(tokens) && !namesPropertyType(tokens)) return 'off_topic';
  return null;
}

/** How a question or a request to do something opens ("how do I …", "tell me …", "who won …"). */
const ASKING_OPENERS = new Set(
  `how what who why when which can could would will is are do does did tell explain teach give
  write make recommend suggest`.split(/\s+/),
);
/** Words that carry no subject of their own. */
export const FUNCTION_WORDS = new Set(
  `a an the i me my you your we our it its is are was be do does did to of for on in at and or
  how what who why when which can could would will best good way about with from this that there
  please`.split(/\s+/),
);
/**
 * Subjects of buying, renting and owning a home the assistant does not search for but that are
 * property questions all the same: never declined as another subject.
 */
export const PROPERTY_SUBJECTS = new Set(
  `mortgage mortgages loan loans lender lenders escrow realtor realtors agent agents broker
  appraisal appraisals inspection inspections inspector hoa taxes tax insurance closing offer
  offers landlord landlords tenant tenants lease leases deposit rent rents renting buying selling
  neighborhood neighborhoods neighbourhood schools school commute zoning permit permits title
  down payment equity refinance refinancing foreclosure listing listings home homes house houses
  credit interest rate rates buyer buyers seller sellers`.split(/\s+/),
);

/**
 * A question about some other subject, told apart by its words rather than a list of subjects:
 * it opens as a question or a request, and at least two of its words are ordinary English far
 * from every listing word, place, number and subject of housing ("how do I make sourdough
 * bread"); a sentence with more than one word no list knows stays unread, not declined. Only
 * asked of a request nothing in the parser could read.
 */
export function asksAboutOtherSubject(
  tokens: Token[],
  words: { isEnglish: (text: string) => boolean; couldBeListingWord: (text: string) => boolean },
): boolean {
  if (tokens.length < 4 || !ASKING_OPENERS.has(tokens[0]!.text)) return false;
  if (tokens.some((token) => token.kind !== 'word' && token.kind !== 'symbol')) return false;
  const content = tokens.filter(
    (token, index) => index > 0 && token.kind === 'word' && !FUNCTION_WORDS.has(token.text),
  );
  if (content.some((token) => PROPERTY_SUBJECTS.has(token.text))) return false;
  if (content.filter((token) => !words.isEnglish(token.text)).length > 1) return false;
  const far = content.filter(
    (token) => words.isEnglish(token.text) && !words.couldBeListingWord(token.text),
  );
  if (far.length >= 2) return true;
  // "how do I reset my iPhone": one ordinary word far from housing, and a thing of the asker's
  // own that no list knows (a device, an app); a home of one's own is a listing word
  const unknown = content.filter((token) => !words.isEnglish(token.text));
  const owned = unknown.length === 1 && tokens[tokens.indexOf(unknown[0]!) - 1]?.text === 'my';
  return far.length === 1 && content.length === 2 && owned;
}
