import { TENS_WORDS, UNIT_WORDS } from '../../../lib/number-words';
import { seededRandom } from '../../../lib/seeded-random';
import type { EvalCase } from './score-eval';
import { KEYBOARD_NEIGHBOURS as NEIGHBOURS } from '../../../lib/keyboard-neighbours';

/**
 * A seeded perturbation suite over the development set: each phrasing is rewritten the four
 * ways people and recognisers get words wrong, and must still be read as labelled. The seed
 * fixes every choice, so a run is repeatable and a change of score is the parser's.
 */
export const PERTURBATION_KINDS = [
  'keyboard-typo',
  'dropped-letter',
  'homophone',
  'spelled-number',
] as const;
export type PerturbationKind = (typeof PERTURBATION_KINDS)[number];

export interface PerturbedCase {
  kind: PerturbationKind;
  original: EvalCase;
  item: EvalCase;
}

/**
 * What recognisers write for words said right: homophones, words split or run together, and
 * plurals written with an apostrophe. Applied to whichever of these a phrasing holds.
 */
const HEARD_AS: Record<string, string[]> = {
  for: ['four'],
  to: ['too'],
  two: ['too', 'to'],
  four: ['for'],
  sale: ['sail'],
  house: ['hose', 'hows'],
  houses: ['hoses'],
  homes: ["home's"],
  condos: ["condo's", 'condo s'],
  pool: ['pull'],
  bedroom: ['bed room'],
  bedrooms: ['bed rooms'],
  fireplace: ['fire place'],
  backyard: ['back yard'],
  townhouse: ['town house'],
  townhouses: ['town houses'],
  balcony: ['balk any'],
  rent: ['rant'],
  garage: ['garrage'],
  seattle: ['sea addle'],
  buy: ['by'],
  beds: ['bids'],
};

const SKIP_TYPO = new Set(['the', 'and', 'with', 'for', 'in', 'a', 'of', 'to', 'me', 'show']);

function spellInteger(value: number): string {
  const units = Object.entries(UNIT_WORDS).find(([, n]) => n === value)?.[0];
  if (value < 20 && units) return units;
  if (value < 100) {
    const tens = Object.entries(TENS_WORDS).find(([, n]) => n === value - (value % 10))?.[0];
    return value % 10 === 0 ? tens! : `${tens} ${spellInteger(value % 10)}`;
  }
  if (value < 1000) {
    const rest = value % 100;
    return `${spellInteger(Math.floor(value / 100))} hundred${rest ? ` ${spellInteger(rest)}` : ''}`;
  }
  if (value < 1_000_000) {
    const rest = value % 1000;
    return `${spellInteger(Math.floor(value / 1000))} thousand${rest ? ` ${spellInteger(rest)}` : ''}`;
  }
  const rest = value % 1_000_000;
  return `${spellInteger(Math.floor(value / 1_000_000))} million${rest ? ` ${spellInteger(rest)}` : ''}`;
}

/** "3" → "three", "$450k" → "four hundred fifty k", "1.5 million" → "one point five million". */
function spellNumber(match: string): string | null {
  const parsed = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(match);
  if (!parsed) return null;
  const whole = Number(parsed[1]!.replaceAll(',', ''));
  if (!Number.isSafeInteger(whole) || whole > 999_999_999) return null;
  const decimals = parsed[2]
    ? ` point ${[...parsed[2]].map((d) => spellInteger(Number(d))).join(' ')}`
    : '';
  const dollars = match.startsWith('$') ? ' dollars' : '';
  return `${spellInteger(whole)}${decimals}${dollars}`;
}

type Rewrite = (text: string, next: () => number) => string | null;

const WORD = /[A-Za-z]+/g;

function pickWord(text: string, next: () => number, fits: (word: string) => boolean) {
  const words = [...text.matchAll(WORD)].filter((m) => fits(m[0]));
  if (words.length === 0) return null;
  return words[Math.floor(next() * words.length)]!;
}

const REWRITES: Record<PerturbationKind, Rewrite> = {
  'keyboard-typo': (text, next) => {
    const word = pickWord(text, next, (w) => w.length >= 5 && !SKIP_TYPO.has(w.toLowerCase()));
    if (!word) return null;
    const at = 1 + Math.floor(next() * (word[0].length - 1));
    const letter = word[0][at]!.toLowerCase();
    const around = NEIGHBOURS.get(letter);
    if (!around) return null;
    const typed = around[Math.floor(next() * around.length)]!;
    const changed = word[0].slice(0, at) + typed + word[0].slice(at + 1);
    return text.slice(0, word.index) + changed + text.slice(word.index! + word[0].length);
  },
  'dropped-letter': (text, next) => {
    const word = pickWord(text, next, (w) => w.length >= 5 && !SKIP_TYPO.has(w.toLowerCase()));
    if (!word) return null;
    const at = 1 + Math.floor(next() * (word[0].length - 2));
    const changed = word[0].slice(0, at) + word[0].slice(at + 1);
    return text.slice(0, word.index) + changed + text.slice(word.index! + word[0].length);
  },
  homophone: (text, next) => {
    const word = pickWord(text, next, (w) => w.toLowerCase() in HEARD_AS);
    if (!word) return null;
    const options = HEARD_AS[word[0].toLowerCase()]!;
    const heard = options[Math.floor(next() * options.length)]!;
    return text.slice(0, word.index) + heard + text.slice(word.index! + word[0].length);
  },
  'spelled-number': (text, next) => {
    // a number glued to a word other than a scale ("3D", "7am") is a name, not a quantity
    const numbers = [...text.matchAll(/\$?\d[\d,]*(?:\.\d+)?(?![\d,]*[a-jl-zA-JL-Z])/g)];
    if (numbers.length === 0) return null;
    const chosen = numbers[Math.floor(next() * numbers.length)]!;
    const spelled = spellNumber(chosen[0]);
    if (!spelled) return null;
    const after = text.slice(chosen.index! + chosen[0].length);
    return text.slice(0, chosen.index) + spelled + (/^[a-z]/i.test(after) ? ' ' : '') + after;
  },
};

/** Every phrasing rewritten each way that applies to it; the labels stay the original's. */
export function perturbCases(cases: EvalCase[], seed = 20_261_127): PerturbedCase[] {
  const next = seededRandom(seed);
  const out: PerturbedCase[] = [];
  for (const original of cases) {
    for (const kind of PERTURBATION_KINDS) {
      const transcript = REWRITES[kind](original.transcript, next);
      if (transcript && transcript !== original.transcript) {
        out.push({ kind, original, item: { ...original, transcript } });
      }
    }
  }
  return out;
}
