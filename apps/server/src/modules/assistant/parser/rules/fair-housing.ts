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
  // a wink at who lives there is read by the shared guard (request-winks.ts, decision 0775)
  return isSteeringText(text) || asksBySkin(tokens);
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
