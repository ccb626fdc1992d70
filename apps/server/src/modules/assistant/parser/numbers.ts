import { TENS_WORDS, UNIT_WORDS } from '../../../lib/number-words';
import { wordTable } from '../../../lib/word-table';
import type { Token } from './types';

export interface Quantity {
  value: number;
  /** Token index of the first token and the one after the last. */
  start: number;
  end: number;
  /** Said with "$", "dollars" or "bucks". */
  currency: boolean;
  /** The factor of a trailing k / thousand / million (1 when none), for "300 and 450 thousand". */
  multiplier: number;
  /** The value before that factor. */
  base: number;
}

const UNITS = wordTable<number>({
  ...UNIT_WORDS,
  no: 0,
  // speech-recognition homophones
  won: 1,
  to: 2,
  too: 2,
  for: 4,
  ate: 8,
});
/** Homophones count only right before a unit or scale word ("for bedrooms", "to baths"). */
const HOMOPHONES = new Set(['won', 'to', 'too', 'for', 'ate', 'no']);
/** Whether a recogniser writes this word for a number ("to" for two, "for" for four). */
export const isHeardNumber = (text: string) => HOMOPHONES.has(text);
const TENS = wordTable<number>({ ...TENS_WORDS });
const SCALES = wordTable<number>({
  k: 1_000,
  ks: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
  mio: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  billion: 1_000_000_000,
});
const CURRENCY_WORDS = new Set(['dollars', 'dollar', 'bucks', 'usd']);
const DIGIT_WORDS = wordTable<string>({
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
});

export const isNumberWord = (text: string) =>
  text in UNITS || text in TENS || text === 'hundred' || text in SCALES;

/** Words that may follow a homophone ("for bedrooms") and make it a number. */
const HOMOPHONE_FOLLOWERS = new Set([
  'bed',
  'beds',
  'bedroom',
  'bedrooms',
  'br',
  'bd',
  'bath',
  'baths',
  'bathroom',
  'bathrooms',
  'hundred',
  'thousand',
  'million',
  'k',
]);

/** Whether another "and" + number follows the number words from `index` ("… and fifty and three …"). */
function andFollows(tokens: Token[], index: number): boolean {
  for (let at = index; at < Math.min(tokens.length, index + 6); at += 1) {
    const text = tokens[at]!.text;
    if (text === 'and')
      return isNumberWord(tokens[at + 1]?.text ?? '') || tokens[at + 1]?.kind === 'number';
    if (!isNumberWord(text)) return false;
  }
  return false;
}

/**
 * Whether the number words from `index` reach `scale` themselves: they hold a scale word at least
 * as large ("three thousand"), or make their own hundreds past it ("twenty eight hundred").
 */
function reachesScale(tokens: Token[], index: number, scale: number): boolean {
  for (let at = index; at < Math.min(tokens.length, index + 6); at += 1) {
    const text = tokens[at]!.text;
    if (text in SCALES && SCALES[text]! >= scale) return true;
    if (!isNumberWord(text)) break;
  }
  return scale <= 1000 && ownHundreds(tokens, index);
}

/** Whether the number words from `index` make a number of their own hundreds ("twenty five hundred"). */
function ownHundreds(tokens: Token[], index: number): boolean {
  for (let at = index; at < Math.min(tokens.length, index + 4); at += 1) {
    const text = tokens[at]!.text;
    if (text === 'hundred' || text === 'hundreds') return true;
    if (!(text in UNITS) && !(text in TENS)) return false;
  }
  return false;
}

/** Words after which "2 50" is a price said in hundreds (two fifty), not two numbers. */
const SPOKEN_HUNDREDS_AFTER = new Set(
  'under below over above around about max maximum min minimum than to between and budget'.split(
    ' ',
  ),
);

/**
 * Reads one number at `index`: digits ("1,200,000", "1.5"), words ("twenty five hundred",
 * "three hundred and fifty thousand", "two and a half", "one point five", "a million",
 * "half a million"), fractions ("2 1/2"), scale suffixes ("500 k", "$1.5 m", "2 grand")
 * and currency marks ("$", "dollars").
 */
export function readQuantity(tokens: Token[], index: number, used?: boolean[]): Quantity | null {
  let position = index;
  const at = (offset = 0) => (used?.[position + offset] ? undefined : tokens[position + offset]);
  let currency = false;
  if (at()?.text === '$') {
    currency = true;
    position += 1;
  }
  const first = at();
  if (!first) return null;

  let total = 0;
  let current = 0;
  let multiplier = 1;
  let base = 0;
  let read = false;
  let lastWasUnitWord = false;
  let lastWasTens = false;

  if (first.kind === 'number') {
    current = Number(first.text);
    read = true;
    position += 1;
    // "under 2 50": a recogniser writes "two fifty" as two numbers; after a comparator, a digit
    // and a two-digit number said together are hundreds, as the words would be
    const tens = at();
    if (
      /^[1-9]$/.test(first.text) &&
      tens?.kind === 'number' &&
      /^[1-9]\d$/.test(tens.text) &&
      !tens.breakBefore &&
      SPOKEN_HUNDREDS_AFTER.has(tokens[index - 1]?.text ?? '')
    ) {
      current = current * 100 + Number(tens.text);
      position += 1;
    }
    // "2 1/2"
    const [n, slash, d] = [at(), at(1), at(2)];
    if (n?.kind === 'number' && slash?.text === '/' && d?.kind === 'number' && !n.breakBefore) {
      const denominator = Number(d.text);
      if (denominator > 0 && Number(n.text) < denominator) {
        current += Number(n.text) / denominator;
        position += 3;
      }
    }
  } else if (first.text === 'a' || first.text === 'an') {
    const next = tokens[position + 1]?.text;
    if (next === 'half') {
      // "a half million"
      if (!(tokens[position + 2]?.text && tokens[position + 2]!.text in SCALES)) return null;
      current = 0.5;
      read = true;
      position += 2;
    } else if (next === 'quarter') {
      if (!(tokens[position + 2]?.text && tokens[position + 2]!.text in SCALES)) return null;
      current = 0.25;
      read = true;
      position += 2;
    } else if (next === 'hundred' || (next !== undefined && next in SCALES && next !== 'm')) {
      current = 1;
      read = true;
      position += 1;
    } else return null;
  } else if (first.text === 'half' || first.text === 'quarter') {
    // "half a million", "quarter of a million"
    let look = position + 1;
    if (tokens[look]?.text === 'of') look += 1;
    if (tokens[look]?.text === 'a') look += 1;
    const scale = tokens[look]?.text;
    if (!scale || !(scale in SCALES)) return null;
    current = first.text === 'half' ? 0.5 : 0.25;
    read = true;
    position = look;
  }

  for (;;) {
    const token = at();
    if (!token) break;
    const text = token.text;
    if (token.kind === 'number') {
      // "1 million 200 thousand" goes on; any other second number is a new quantity
      const scaleAfter = at(1)?.text ?? '';
      const continues =
        total > 0 &&
        current === 0 &&
        (scaleAfter in SCALES || scaleAfter === 'hundred') &&
        Number(token.text) * (SCALES[scaleAfter] ?? 100) < total;
      if (!continues) break;
      current = Number(token.text);
      position += 1;
      continue;
    }
    if (text in UNITS && text !== 'no') {
      if (HOMOPHONES.has(text) && !HOMOPHONE_FOLLOWERS.has(tokens[position + 1]?.text ?? '')) break;
      if (read && (lastWasUnitWord || (!lastWasTens && current % 100 !== 0))) break;
      if (read && !lastWasTens && current !== 0 && current % 100 !== 0) break;
      current += UNITS[text]!;
      read = true;
      lastWasUnitWord = true;
      lastWasTens = false;
      position += 1;
      continue;
    }
    if (text in TENS) {
      // "seven fifty" (750), "three fifty k" (350 000): a digit word then tens is hundreds
      // "eleven fifty" (1,150) too: a teen then tens
      if (read && lastWasUnitWord && current > 0 && current < 20 && first.kind === 'word') {
        current = current * 100 + TENS[text]!;
        lastWasTens = true;
        lastWasUnitWord = false;
        position += 1;
        continue;
      }
      if (read && (lastWasUnitWord || lastWasTens) && current % 100 !== 0) break;
      current += TENS[text]!;
      read = true;
      lastWasTens = true;
      lastWasUnitWord = false;
      position += 1;
      if (at()?.text === '-' && at(1)?.text && at(1)!.text in UNITS) position += 1;
      continue;
    }
    if (!read) return null;
    if (text === 'hundred' || text === 'hundreds') {
      current = (current || 1) * 100;
      lastWasUnitWord = lastWasTens = false;
      position += 1;
      // "fifteen hundred and twenty five" goes on; "fifteen hundred and twenty five hundred"
      // is a range of two numbers
      // after "between", "and" joins the range: "between nine hundred and eleven fifty"
      const between = tokens[index - 1]?.text === 'between' && !andFollows(tokens, position + 1);
      if (
        at()?.text === 'and' &&
        at(1) &&
        isNumberWord(at(1)!.text) &&
        !between &&
        !ownHundreds(tokens, position + 1)
      )
        position += 1;
      continue;
    }
    if (text in SCALES) {
      // "m" after a bare small count is metres or minutes, not millions, unless money-like
      base = total + current;
      multiplier = SCALES[text]!;
      total += (current || 1) * multiplier;
      current = 0;
      lastWasUnitWord = lastWasTens = false;
      position += 1;
      // "two thousand and fifty" goes on; "two thousand and twenty eight hundred" and
      // "between two thousand and three thousand" are two numbers: what follows "and" must be
      // smaller than the scale it would be added to
      if (
        at()?.text === 'and' &&
        at(1) &&
        isNumberWord(at(1)!.text) &&
        at(1)!.text !== 'a' &&
        !reachesScale(tokens, position + 1, multiplier) &&
        !(tokens[index - 1]?.text === 'between' && !andFollows(tokens, position + 1))
      )
        position += 1;
      continue;
    }
    if (text === 'point' && at(1) && at(1)!.text in DIGIT_WORDS) {
      let decimals = '';
      position += 1;
      while (at() && at()!.text in DIGIT_WORDS) {
        decimals += DIGIT_WORDS[at()!.text];
        position += 1;
      }
      current += Number(`0.${decimals}`);
      lastWasUnitWord = true;
      continue;
    }
    if (text === 'and' && at(1)?.text === 'a' && at(2)?.text === 'half') {
      // "two and a half", "a million and a half"
      if (current === 0 && multiplier > 1) total += multiplier / 2;
      else current += 0.5;
      position += 3;
      lastWasUnitWord = true;
      continue;
    }
    break;
  }
  if (!read) return null;
  if (current !== 0 && multiplier > 1) {
    // "1 million 200 thousand" ends in a scale; trailing units after it are added
    base = total + current;
    multiplier = 1;
  }
  const value = total + current;
  if (!Number.isFinite(value)) return null;
  if (at() && CURRENCY_WORDS.has(at()!.text)) {
    currency = true;
    position += 1;
  }
  return {
    value,
    start: index,
    end: position,
    currency,
    multiplier,
    base: multiplier > 1 ? base : value,
  };
}
