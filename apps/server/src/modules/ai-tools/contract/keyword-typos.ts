import { isEnglishWord } from '../../../lib/is-english-word';
import { KEYBOARD_NEIGHBOURS } from '../../../lib/keyboard-neighbours';
import { CONTRACT_VOCABULARY } from './contract-vocabulary';

/**
 * Typed or scanned contracts carry slips in the words the reader keys on ("Selker:", "Effectuve
 * Date", "3 busimess days"), and one slip loses a party or a whole deadline. Before reading, a
 * word that is neither everyday English nor one the reader keys on (contract-vocabulary.ts) is
 * mended when exactly one such word is one slip away: a letter swapped with its neighbour, or one
 * letter replaced by a key beside it or a letter a scanner confuses with it (the channel: a rare
 * legal word such as "dower" is no slip of "lower"). Only same-length mends:
 * every character keeps its place, so the source spans still point into the text as sent.
 * A capitalised word beside an initial or another capitalised word that nobody knows is part of a
 * name ("Dana Bayer", "Renee M. Guidry"), and names are never mended. Linear: each word is looked up by its length's wildcard keys.
 */
const MIN_LENGTH = 5;

const splitWords = (text: string) => new Set(text.split(/\s+/).filter(Boolean));
const REGISTER = splitWords(CONTRACT_VOCABULARY);

/** "se?ler" → the register words with any letter there, for one substitution. */
const BY_WILDCARD = new Map<string, string[]>();
for (const word of REGISTER) {
  for (let at = 0; at < word.length; at += 1) {
    const key = `${word.slice(0, at)}?${word.slice(at + 1)}`;
    const words = BY_WILDCARD.get(key);
    if (words) words.push(word);
    else BY_WILDCARD.set(key, [word]);
  }
}

/** Capitalised words that are no part of a name: a date's month or day ("… Addendum: June 9"). */
const CALENDAR = splitWords(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday',
);
const known = (word: string) => REGISTER.has(word) || isEnglishWord(word) || CALENDAR.has(word);

/** Letters a scanner reads one for the other. */
const SCANNER_CONFUSIONS = ['ce', 'il', 'ij', 'uv', 'hb', 'ft', 'ao', 'nu', 'rn'];
/** Whether `typed` is a slip for `meant`: a key beside it, or a letter a scanner confuses with it. */
const slipFor = (typed: string, meant: string) =>
  Boolean(KEYBOARD_NEIGHBOURS.get(meant)?.includes(typed)) ||
  SCANNER_CONFUSIONS.some(
    (pair) => pair.includes(typed) && pair.includes(meant) && typed !== meant,
  );

/** The one register word a slip of `word` (lower case) stands for, if there is exactly one. */
export function mendedWord(word: string): string | undefined {
  if (word.length < MIN_LENGTH || known(word)) return undefined;
  const candidates = new Set<string>();
  for (let at = 0; at < word.length; at += 1) {
    for (const candidate of BY_WILDCARD.get(`${word.slice(0, at)}?${word.slice(at + 1)}`) ?? []) {
      if (slipFor(word[at]!, candidate[at]!)) candidates.add(candidate);
    }
  }
  for (let at = 0; at + 1 < word.length; at += 1) {
    const swapped = word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2);
    if (REGISTER.has(swapped)) candidates.add(swapped);
  }
  return candidates.size === 1 ? [...candidates][0] : undefined;
}

/** The mend written in the slip's own capitals ("SEkLER" → "SELLER", "Effectuve" → "Effective"). */
function inCaseOf(slip: string, mend: string): string {
  // the slip itself may be the one small letter of a word in capitals ("SEkLER")
  const allCapitals =
    [...slip].filter((char) => char !== char.toUpperCase()).length <= 1 &&
    slip.length > 1 &&
    slip.slice(0, 2) === slip.slice(0, 2).toUpperCase();
  return [...mend]
    .map((char, at) =>
      allCapitals || slip[at] !== slip[at]!.toLowerCase() ? char.toUpperCase() : char,
    )
    .join('');
}

const WORD = /[A-Za-z]+/g;
/** What parts one word of a name from the next: spaces, an initial's stop, a comma, a hyphen. */
const NAME_GAP = /^[ .,'-]{1,4}$/;
/** Title case or capitals: names come both ways (Costa, COSTA). */
const capitalised = (word: string | undefined) => Boolean(word && /^[A-Z][A-Za-z]/.test(word));
/** A part of a name beside it: a capitalised word nobody knows, or an initial ("Renee M."). */
const nameBeside = (word: string | undefined) =>
  Boolean(word && (/^[A-Z]$/.test(word) || (capitalised(word) && !known(word.toLowerCase()))));

/** The text with each slip of a register word mended, every other character where it was. */
export function mendKeywordTypos(text: string): string {
  const words = [...text.matchAll(WORD)];
  let out = '';
  let copied = 0;
  words.forEach((match, index) => {
    const word = match[0];
    if (word.length < MIN_LENGTH) return;
    const mend = mendedWord(word.toLowerCase());
    if (!mend) return;
    // beside an initial or an unknown capitalised word, a capitalised word is part of a name;
    // a colon or a line between them parts a label from the name it introduces ("Selker: Imogen")
    const before = words[index - 1];
    const after = words[index + 1];
    const joined = (from: number, to: number) => NAME_GAP.test(text.slice(from, to));
    if (
      capitalised(word) &&
      ((before && joined(before.index + before[0].length, match.index) && nameBeside(before[0])) ||
        (after && joined(match.index + word.length, after.index) && nameBeside(after[0])))
    ) {
      return;
    }
    out += text.slice(copied, match.index) + inCaseOf(word, mend);
    copied = match.index + word.length;
  });
  return copied === 0 ? text : out + text.slice(copied);
}
