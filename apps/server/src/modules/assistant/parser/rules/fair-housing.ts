import type { TAssistantEntity } from '@nestwise/shared';
import { isSteeringRequest as isSteeringText, learnedSteering } from '../../../../lib/fair-housing';
import { phrases } from '../phrase-table';
import type { Token } from '../types';

/**
 * Whether the request asks to choose homes or areas by a protected class (fair-housing law
 * forbids steering): race, colour, religion, national origin, sex, familial status, disability,
 * or source of income ("no Section 8 area"), including wishes about neighbours ("I don't want X
 * neighbors", "somewhere without Y people"). The shared fair-housing guard decides, so the
 * assistant and the listing compliance checker read the same vocabulary. Describing oneself ("a
 * home for my family with two kids") or asking for accessibility or amenities ("family-friendly
 * neighborhood near good schools") is not steering.
 */
export function isSteeringRequest(tokens: Token[]): boolean {
  // The guard reads text: the normalised words again, with the breaks the tokenizer saw.
  const text = tokens.map((token) => `${token.breakBefore ? ', ' : ' '}${token.text}`).join('');
  return isSteeringText(text) || asksBySkin(tokens) || winksAtWhoLivesThere(tokens);
}

/** Words for the colour of people's skin; a home or a place has none. */
const SKIN_WORDS = phrases('complexion', 'complexions', 'skin tone', 'skin tones', 'skin color');
/**
 * "which blocks in oakland have the right complexion", "streets where the complexion is light":
 * a search request that speaks of complexion or skin tone at all asks to choose by colour,
 * whatever frame carries it (the guard reads the listing-style frames, "with the right
 * complexion"; a place as the subject of "have" or "is" is the request's own).
 */
const asksBySkin = (tokens: Token[]) => SKIN_WORDS.find(tokens) !== null;

/** A wink: the speaker says more is meant than said ("if you know what i mean"). */
const WINKS = phrases(
  'know what i mean',
  "know what i'm saying",
  'know what im saying',
  'get what i mean',
  'see what i mean',
  'catch my drift',
  'get my drift',
  'if you get me',
  'if you follow me',
  'wink wink',
  'nudge nudge',
  'you know the type',
);
/** Words that pick some people over others: "the right kind", "the wrong crowd". */
const SELECTING = new Set(['right', 'wrong', 'certain', 'proper', 'better', 'undesirable']);
/** Who or what kind is picked: "kind", "crowd", "element", "people", "demographic". */
const WHO_WORDS = new Set(
  `kind sort type types crowd crowds element people folks neighbors neighbours demographic
  demographics residents color colour makeup`.split(/\s+/),
);
/** Kinds that are of homes, not people: "the right kind of house". */
const HOME_KINDS = new Set(
  'house houses home homes place places condo condos apartment apartments property yard layout'.split(
    ' ',
  ),
);

/**
 * "a block with the right kind, if you know what i mean", "the wrong crowd, wink wink": a
 * selecting word ("right", "wrong", "certain") before a word for a kind of people, said with a
 * wink that more is meant, asks to choose by who lives there. Without the wink, or with a kind
 * of home ("the right kind of house, if you know what i mean"), it stays a search.
 */
function winksAtWhoLivesThere(tokens: Token[]): boolean {
  if (WINKS.find(tokens) === null) return false;
  return tokens.some((token, index) => {
    if (!SELECTING.has(token.text)) return false;
    for (let at = index + 1; at <= index + 2 && at < tokens.length; at += 1) {
      const word = tokens[at]!.text;
      if (!WHO_WORDS.has(word)) continue;
      const of = tokens[at + 1]?.text === 'of' ? tokens[at + 2]?.text : undefined;
      return of === undefined || !HOME_KINDS.has(of);
    }
    return false;
  });
}

/**
 * The guard's learned layer, after the request was read: only the words the search grammar left
 * unexplained reach the model, so a place, a type or another slot it read ("no multi-family",
 * "houses in Georgia", "Koreatown") can never look like a class word, while a wish about the
 * people around ("somewhere the Hindus aren't", "neighbors who are Catholic like us") does
 * (decision 0540).
 */
export function isSteeringBeyondSlots(transcript: string, entities: TAssistantEntity[]): boolean {
  let unexplained = transcript;
  for (const entity of entities) {
    if (entity.text)
      unexplained = unexplained.split(entity.text).join(' '.repeat(entity.text.length));
  }
  return learnedSteering(unexplained) !== null;
}
