/**
 * Number words and month names for the server's text parsers (the assistant's query parser and
 * the contract parser), so each reads "twenty-one" and "Sept." the same way.
 */
import { wordTable } from './word-table';

/** "zero" … "nineteen". */
export const UNIT_WORDS = wordTable<number>({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
});

/** "twenty" … "ninety" (and the common misspelling "fourty"). */
export const TENS_WORDS = wordTable<number>({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

/**
 * A whole number written in words below one thousand: "three", "twenty-one", "forty five",
 * "one hundred twenty", "one hundred and eighty". Null when any word is not a number word.
 */
export function numberFromWords(text: string): number | null {
  const words = numberWordsOf(text);
  if (words.length === 0 || words.length > 6) return null;
  return sumNumberWords(words, UP_TO_THOUSANDS);
}

/** A number's words, lower case, split at spaces and hyphens, without "and". */
export const numberWordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word && word !== 'and');

const UP_TO_THOUSANDS: Readonly<Record<string, number>> = { thousand: 1e3 };
export const UP_TO_MILLIONS: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6 };

/**
 * The number that number words say ("two thousand five hundred"), each scale word in `scales`
 * closing the group before it; null for a word that is not part of a number.
 */
export function sumNumberWords(
  words: string[],
  scales: Readonly<Record<string, number>>,
): number | null {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in UNIT_WORDS) current += UNIT_WORDS[word]!;
    else if (word in TENS_WORDS) current += TENS_WORDS[word]!;
    else if (word === 'hundred') current = (current || 1) * 100;
    else if (Object.hasOwn(scales, word)) {
      total += (current || 1) * scales[word]!;
      current = 0;
    } else return null;
  }
  return total + current;
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The days of the week, Monday first, as a request or a document writes them in lower case. */
export const DAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Full names and the usual abbreviations ("Sept", "Sep", "Jun"), each to its month number. */
const MONTH_LOOKUP = new Map<string, number>();
MONTH_NAMES.forEach((name, index) => {
  MONTH_LOOKUP.set(name, index + 1);
  MONTH_LOOKUP.set(name.slice(0, 3), index + 1);
});
MONTH_LOOKUP.set('sept', 9);

/** "March", "Mar.", "sept" → 3, 3, 9; null for anything else. */
export function monthNumber(name: string): number | null {
  return MONTH_LOOKUP.get(name.toLowerCase().replace(/\.$/, '')) ?? null;
}

/** A month name or abbreviation as a regular-expression source (no flags, no captures). */
export const MONTH_PATTERN = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
