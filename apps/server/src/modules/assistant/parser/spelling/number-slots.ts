import { TENS_WORDS, UNIT_WORDS } from '../../../../lib/number-words';
import type { Correction, Token } from '../types';
import { UNIT_TABLE } from '../vocabulary/units';
import { editDistance } from './edit-distance';
import { soundKeys, startsAlike } from './sound-keys';

/**
 * Where the grammar expects a number, a word one slip from a number word is that number
 * ("fiev hundred", "fuor bedrooms", "thre bedroom", "tow bathrooms", "one point to million"),
 * and right after a number a word one slip from a room word is that word ("three bad two bath").
 * The slot decides, not the word alone: "tow" is a word, but "tow bathrooms" has no place for it.
 */

const NUMBER_WORDS = [...Object.keys(UNIT_WORDS), ...Object.keys(TENS_WORDS)].filter(
  (word) => word !== 'zero',
);
/** Words after which a number stands: a count of rooms, a scale, or a price's unit. */
const NUMBER_FOLLOWERS = new Set([
  ...[...UNIT_TABLE.phrases()]
    .filter(
      ({ value, words }) => (value === 'bedrooms' || value === 'bathrooms') && words.length === 1,
    )
    .map(({ words }) => words[0]!)
    .filter((word) => word.length >= 3 && word !== 'room' && word !== 'rooms'),
  'hundred',
  'thousand',
  'million',
  'grand',
  'k',
  'story',
  'stories',
  'car',
  'acre',
  'acres',
]);
/** Words before which a number stands: "point two", "under five hundred". */
const NUMBER_LEADERS = new Set(['point', 'under', 'below', 'over', 'above', 'between']);
/** Room words a slip is read as, after a number: one letter off, the same first letter. */
const ROOM_WORDS = ['bed', 'beds', 'bath', 'baths', 'bedroom', 'bedrooms', 'bathroom', 'bathrooms'];
/** Words heard for "two" in a number's place: a recogniser writes the commoner word. */
const HEARD_AS_TWO = new Set(['to', 'too', 'tow', 'tu']);

const isNumberish = (token: Token | undefined) =>
  token !== undefined &&
  (token.kind === 'number' || NUMBER_WORDS.includes(token.text) || token.text === 'hundred');

/** The one number word a slip of the keys makes of `text`, or null when none or two fit. */
function nearestNumberWord(text: string): string | null {
  if (HEARD_AS_TWO.has(text)) return 'two';
  if (text.length < 3 || !/^[a-z]+$/.test(text)) return null;
  let found: string | null = null;
  for (const word of NUMBER_WORDS) {
    if (word[0] !== text[0] || editDistance(text, word, 1) > 1) continue;
    if (found !== null) return null;
    found = word;
  }
  return found;
}

/** Words the quantities rule reads as numbers itself ("for", "to"): never taken here. */
const READ_AS_NUMBERS = new Set(['for', 'to', 'too']);

/**
 * A real word said exactly as a number word ("fore bedroom" → four, "sicks bath" → six): the same
 * Double Metaphone key and first sound, before a room word where only a number can stand.
 */
function numberSoundingLike(text: string): string | null {
  if (text.length < 3 || READ_AS_NUMBERS.has(text) || !/^[a-z]+$/.test(text)) return null;
  // the primary keys only: "the" may also be heard as T, but is never said as "two"
  const [sound] = soundKeys(text);
  const alike = NUMBER_WORDS.filter(
    (word) => startsAlike(text, word) && soundKeys(word)[0] === sound,
  );
  return alike.length === 1 ? alike[0]! : null;
}

function nearestRoomWord(text: string): string | null {
  if (text.length < 3 || !/^[a-z]+$/.test(text)) return null;
  // short words slip by one letter of the same length ("bad" → bed); longer ones by two
  // ("berom", "bddrom" → bedroom)
  const allowed = text.length >= 5 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const word of ROOM_WORDS) {
    if (word[0] !== text[0] || word === text) continue;
    if (allowed === 1 && word.length !== text.length) continue;
    const distance = editDistance(text, word, allowed);
    if (distance > allowed) continue;
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      tie = false;
    } else if (
      distance === bestDistance &&
      best !== null &&
      !word.startsWith(best) &&
      !best.startsWith(word)
    ) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** "threebedroom", "twobath": a number word written onto its room word. */
function gluedNumber(text: string): [string, string] | null {
  for (const word of NUMBER_WORDS) {
    if (!text.startsWith(word)) continue;
    const rest = text.slice(word.length);
    if (NUMBER_FOLLOWERS.has(rest)) return [word, rest];
  }
  return null;
}

const corrected = (token: Token, text: string): Token => ({ ...token, text, corrected: true });

/** Reads the number words and room words that the slots around them call for. */
export function readNumberSlots(
  tokens: Token[],
  corrections: Correction[],
  isKnown: (text: string) => boolean,
): Token[] {
  const out: Token[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'word' || token.corrected) {
      out.push(token);
      return;
    }
    const next = tokens[index + 1];
    const previous = out.at(-1);
    const glued = gluedNumber(token.text);
    if (glued) {
      corrections.push({ from: token.text, to: glued.join(' ') });
      out.push(corrected(token, glued[0]), { ...corrected(token, glued[1]), breakBefore: false });
      return;
    }
    // "thre and a half baths": a number's half follows it
    const halfAhead =
      next?.text === 'and' && tokens[index + 2]?.text === 'a' && tokens[index + 3]?.text === 'half';
    const numberAhead =
      next !== undefined && !next.breakBefore && (NUMBER_FOLLOWERS.has(next.text) || halfAhead);
    const numberBehind =
      previous !== undefined &&
      !token.breakBefore &&
      NUMBER_LEADERS.has(previous.text) &&
      (previous.text === 'point' || isNumberish(next) || numberAhead);
    if ((numberAhead || numberBehind) && !isNumberish(token)) {
      // the words a number is heard as ("to", "for") are read by the quantities rule itself,
      // except where only a number can stand: "one point to million"
      const readByQuantities =
        (token.text === 'to' || token.text === 'too') && previous?.text !== 'point';
      // a real word is read as a number only where a recogniser writes it for one ("tow")
      const slip = !isKnown(token.text) || HEARD_AS_TWO.has(token.text);
      const number = readByQuantities
        ? null
        : slip
          ? (nearestNumberWord(token.text) ?? numberSoundingLike(token.text))
          : numberAhead
            ? numberSoundingLike(token.text)
            : null;
      if (number !== null) {
        corrections.push({ from: token.text, to: number });
        out.push(corrected(token, number));
        return;
      }
    }
    // a longer real word after a number is that word ("3 bright rooms"); only slips are read
    const roomSlot = token.text.length < 5 || !isKnown(token.text);
    if (
      isNumberish(previous) &&
      roomSlot &&
      !token.breakBefore &&
      !NUMBER_FOLLOWERS.has(token.text)
    ) {
      const room = nearestRoomWord(token.text);
      if (room !== null) {
        corrections.push({ from: token.text, to: room });
        out.push(corrected(token, room));
        return;
      }
    }
    out.push(token);
  });
  return out;
}
