import { phrases, type PhraseSet } from '../phrase-table';
import type { DeclineReason, Token } from '../types';
import { PROPERTY_TYPE_TABLE } from '../vocabulary/property-types';

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
/** Things a person would do, not ask: the assistant cannot book, offer or apply. */
const ACTION_VERBS = phrases(
  'book',
  'schedule',
  'arrange',
  'set up',
  'reserve',
  'make an appointment',
  'make an offer',
  'put in an offer',
  'submit an offer',
  'place an offer',
  'send an offer',
  'sign the lease',
  'sign a lease',
  'apply for a mortgage',
  'apply for the lease',
  'get pre approved',
  'get preapproved',
  // paperwork done for the user: "submit a rental application", "sign the contract"
  'submit',
  'fill out',
  'sign',
  // reaching a person for the user: "call the listing agent", "email the seller"
  'call',
  'phone',
  'email',
  'text',
  'contact',
  'message',
);
const ACTION_OBJECTS = new Set([
  'showing',
  'showings',
  'viewing',
  'viewings',
  'visit',
  'tour',
  'tours',
  'appointment',
  'walkthrough',
  'open',
  'offer',
  'lease',
  'mortgage',
  'agent',
  'agents',
  'realtor',
  'seller',
  'owner',
  'landlord',
  'broker',
  'approved',
  'preapproved',
  'call',
  'meeting',
  'application',
  'applications',
  'contract',
  'deposit',
  'paperwork',
]);

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

function findAction(tokens: Token[], verbs: PhraseSet): boolean {
  const span = verbs.find(tokens);
  if (!span) return false;
  // the verb phrase names its object itself ("make an offer") or one follows within four
  // words ("schedule an in-person showing": the hyphen is no word)
  if (ACTION_OBJECTS.has(tokens[span[1] - 1]!.text)) return true;
  let words = 0;
  for (let index = span[1]; index < tokens.length && words < 4; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'symbol') continue;
    words += 1;
    if (ACTION_OBJECTS.has(token.text)) return true;
  }
  return false;
}

/**
 * A request the assistant answers without searching: an action it cannot take ("book a showing
 * for Saturday") or a subject that is not property ("the weather in Chicago", "a poem about
 * cats"). A sentence that names a property type stays a property question.
 */
export function declineReason(tokens: Token[]): DeclineReason | null {
  if (findAction(tokens, ACTION_VERBS)) return 'action';
  if (ALWAYS_OFF_TOPIC.foundIn(tokens)) return 'off_topic';
  if (OFF_TOPIC.foundIn(tokens) && !namesPropertyType(tokens)) return 'off_topic';
  return null;
}
