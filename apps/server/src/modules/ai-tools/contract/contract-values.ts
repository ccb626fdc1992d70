/**
 * Reading money, dates and day counts the way contracts write them. Every pattern here is
 * bounded (no unbounded repetition next to another), so matching is linear in the text's length.
 */
import {
  MONTH_PATTERN,
  TENS_WORDS,
  UNIT_WORDS,
  UP_TO_MILLIONS,
  monthNumber,
  numberFromWords,
  numberWordsOf,
  sumNumberWords,
} from '../../../lib/number-words';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** "first" → 1 … "thirty-first" → 31: a day of the month written as a word. */
function ordinalDay(word: string): number | null {
  const [tens, unit] = word.toLowerCase().split(/[- ]/);
  if (unit === undefined) {
    const index = ORDINALS.indexOf(tens!);
    return index >= 0 ? index + 1 : tens === 'thirtieth' ? 30 : null;
  }
  const base = tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : null;
  const index = ORDINALS.indexOf(unit);
  return base !== null && index >= 0 && index < 9 ? base + index + 1 : null;
}
const ORDINAL_DAY = String.raw`(?:(?:twenty|thirty)[- ])?(?:${ORDINALS.join('|')})|thirtieth`;
const UNIT_ALTERNATIVES = Object.keys(UNIT_WORDS)
  .filter((word) => word !== 'zero')
  .sort((a, b) => b.length - a.length)
  .join('|');
const TENS_ALTERNATIVES = Object.keys(TENS_WORDS).join('|');
/** "twenty-one", "forty five", "ten", "ninety": a count of days in words. */
export const WORD_COUNT = String.raw`(?:(?:${TENS_ALTERNATIVES})(?:[- ](?:${UNIT_ALTERNATIVES}))?|${UNIT_ALTERNATIVES})`;

/**
 * A year as deeds and leases write it out: "two thousand twenty-six", "two thousand and twenty-five"
 * (the words may break over a line).
 */
const YEAR_WORDS = String.raw`two thousand(?:[\s-](?:and[\s-])?${WORD_COUNT})?`;
const YEAR = String.raw`(?:\d{4}\b|${YEAR_WORDS}\b)`;
/** "sixth (6th) day of": a day written in words with its figures after it, in brackets. */
const DAY_FIGURES = String.raw`(?: ?\(\d{1,2}(?:st|nd|rd|th)?\))?`;

/** Any date format the parser understands, as a regular-expression source (no flags). */
export const DATE_PATTERN = [
  String.raw`\b(?:${ORDINAL_DAY}|last)${DAY_FIGURES} day of ${MONTH_PATTERN},?\s?${YEAR}`,
  String.raw`\b${MONTH_PATTERN}\s?\d{1,2}(?:st|nd|rd|th)?,?\s?${YEAR}`,
  // "April fifth, 2027", "June the thirtieth, two thousand twenty-seven"
  String.raw`\b${MONTH_PATTERN}\s(?:the\s)?(?:${ORDINAL_DAY})${DAY_FIGURES},?\s?${YEAR}`,
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s(?:(?:day\s)?of\s)?${MONTH_PATTERN},?\s?${YEAR}`,
  String.raw`\b\d{4}-\d{2}-\d{2}\b`,
  String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b`,
].join('|');

/** "$425,000.00", "US$ 1.2 million", "425,000 dollars"; never the middle of a longer number. */
export const MONEY_PATTERN = String.raw`(?:US\s?\$|USD\s?|\$)\s?(?:\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(?!\d)(?:\.\d{1,2})?(?:\s?(?:million|thousand|k)\b)?|(?<![\d,./])(?:\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(?:\.\d{2})?\s(?:dollars|USD)\b`;

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/**
 * "March 5, 2025", "5th day of March, 2025", "the 5th of March, 2025", "fifth day of March,
 * 2025", "2025-03-05", "03/05/2025", "3/5/25" → "2025-03-05" (US month-first); "the last day of
 * February, 2027" → "2027-02-28".
 */
export function parseDate(text: string): string | null {
  const value = text
    .trim()
    .replace(/\s+/g, ' ')
    // "sixth (6th) day of …": the figures repeat the words
    .replace(/ ?\(\d{1,2}(?:st|nd|rd|th)?\)(?= day of)/i, '')
    // "…, two thousand twenty-six": the year in figures
    .replace(/\btwo thousand[a-z -]*$/i, (words) => String(numberFromWords(words) ?? words));
  let match = /^([a-z]{3,9})\.? ?(\d{1,2})(?:st|nd|rd|th)?,? ?(\d{4})$/i.exec(value);
  if (match) {
    const month = monthNumber(match[1]!);
    return month ? iso(Number(match[3]), month, Number(match[2])) : null;
  }
  match = /^(\d{1,2})(?:st|nd|rd|th)? (?:(?:day )?of )?([a-z]{3,9})\.?,? ?(\d{4})$/i.exec(value);
  if (match) {
    const month = monthNumber(match[2]!);
    return month ? iso(Number(match[3]), month, Number(match[1])) : null;
  }
  match = /^([a-z]+(?:[- ][a-z]+)?) day of ([a-z]{3,9})\.?,? ?(\d{4})$/i.exec(value);
  if (match) {
    const month = monthNumber(match[2]!);
    // "the last day of February, 2027": the day before the next month's first
    const day =
      match[1]!.toLowerCase() === 'last' && month
        ? new Date(Date.UTC(Number(match[3]), month, 0)).getUTCDate()
        : ordinalDay(match[1]!);
    return month && day ? iso(Number(match[3]), month, day) : null;
  }
  // "April fifth, 2027", "June the thirtieth (30th), 2027": the month first, the day in words
  match =
    /^([a-z]{3,9})\.? (?:the )?([a-z]+(?:[- ][a-z]+)?)(?: ?\(\d{1,2}(?:st|nd|rd|th)?\))?,? ?(\d{4})$/i.exec(
      value,
    );
  if (match) {
    const month = monthNumber(match[1]!);
    const day = ordinalDay(match[2]!);
    return month && day ? iso(Number(match[3]), month, day) : null;
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return iso(year, Number(match[1]), Number(match[2]));
  }
  return null;
}

/** "$425,000.00", "$1.2 million", "425,000 dollars" → 425000. */
export function parseMoney(text: string): number | null {
  const match = /(\d[\d,]{0,20}(?:\.\d{1,2})?)\s?(million|thousand|k)?/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ''));
  const unit = match[2]?.toLowerCase();
  const factor = unit === 'million' ? 1e6 : unit === 'thousand' || unit === 'k' ? 1e3 : 1;
  return Number.isFinite(amount) ? Math.round(amount * factor * 100) / 100 : null;
}

const MONEY_WORD = String.raw`(?:${UNIT_ALTERNATIVES}|${TENS_ALTERNATIVES}|hundred|thousand|million)`;
/**
 * An amount written only in words, "Two Thousand Five Hundred Dollars", "six hundred thousand and
 * no/100 dollars" (at most twelve words, so matching stays linear). Read only where no amount in
 * figures is there to read: the figures are what a form fills in.
 */
export const WORDS_MONEY_PATTERN = String.raw`\b${MONEY_WORD}(?:(?: and | |-)${MONEY_WORD}){0,11}(?: and (?:no|00)\/100)? dollars\b`;

/** "Two Thousand Five Hundred Dollars" → 2500; null for a word that is not part of a number. */
export function parseMoneyWords(text: string): number | null {
  const words = numberWordsOf(text.replace(/\b(?:and )?(?:no|00)\/100\b|\bdollars\b/gi, ' '));
  return words.length === 0 ? null : sumNumberWords(words, UP_TO_MILLIONS);
}

/** "ten (10)", "10", "ten", "twenty-one" → a number of days (regular-expression source). */
export const DAY_COUNT_PATTERN = String.raw`(?<![A-Za-z\d])(?:${WORD_COUNT}\s?\(\s?\d{1,3}\s?\)|\d{1,3}(?![\d,])|${WORD_COUNT}(?![A-Za-z]))`;

/**
 * A form's alternative to a printed count, blank or filled in: "21 (or ___) days", "17 (or 10 )
 * Days", "10 (or _7_) days" (the blank filled in), or the form's own default, "3 (if left blank, then 3) days", "5 (5 if not specified)
 * days". Group `filled` holds the filled-in number, if any, and group `blankDefault` the default,
 * which counts only where the count itself is left blank ("____ (if left blank, then 15) days")
 * and never replaces a number written before it (regular-expression source).
 */
export const BLANK_ALTERNATIVE = String.raw`(?:\( ?(?:or ?(?:_{0,30} ?(?<filled>\d{1,3}) ?_{0,30}|_{1,30})?|(?:if (?:left )?blank,? (?:then )?|(?=\d{1,3} if (?:not specified|left blank|blank|not filled in)))(?<blankDefault>\d{1,3})(?: if (?:not specified|left blank|blank|not filled in))?) ?\) ?)?`;

/**
 * The same alternative written after the word "days": "10 days (or ____ days)", "2 days (or 3
 * days)", or the form's default, "____ DAYS (5 if not specified)", "____ business days (if left
 * blank, ten (10) business days)". Group 1 (`filledAfter`) holds
 * the filled-in number, group 2 (`byDefault`) the default, which counts only where the count
 * itself is left blank (regular-expression source).
 */
export const DAYS_ALTERNATIVE = String.raw`(?: ?\( ?(?:or ?(?:_{0,30} ?(?<filledAfter>\d{1,3}) ?_{0,30}|_{1,30}) ?(?:(?:business|calendar|banking) )?days?|(?:if (?:left )?blank,? (?:then )?(?:[a-z]{3,7}(?:-[a-z]{3,5})? \()?)?(?<byDefault>\d{1,3})(?:\)? (?:(?:business|calendar|banking) )?days?| if (?:not specified|left blank|blank|not filled in))) ?\))?`;

/** A count left blank on a form ("within ____ DAYS"), read only with the default it prints. */
export const BLANK_COUNT = String.raw`_{2,30}`;

/** The number in a day count; the digits in "ten (10)" win over the words. */
export function parseDayCount(text: string): number | null {
  const digits = /\d{1,3}/.exec(text);
  if (digits) return Number(digits[0]);
  return numberFromWords(text.trim());
}
