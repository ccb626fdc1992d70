import { seededRandom } from '../../../../lib/seeded-random';
import { KEYBOARD_NEIGHBOURS } from '../../../../lib/keyboard-neighbours';
import { US_STATES } from '../../../../lib/us-states';
import type { ContractExpectation } from './score-contract';

/**
 * A seeded perturbation suite over the contract sets' text documents: each is rewritten the ways
 * the same contract arrives from another office, form printer or PDF extraction, none of which
 * changes a field (so the expectations stay the original's). A parser that only knows the
 * layout and spelling of the documents it was tuned on fails here; the seed fixes every choice,
 * so a change of score is the parser's.
 */
export const CONTRACT_PERTURBATIONS = [
  'windows-line-endings',
  'typographic-punctuation',
  'day-counts-in-words',
  'typos-outside-values',
  'prose-rewrapped',
] as const;
export type ContractPerturbation = (typeof CONTRACT_PERTURBATIONS)[number];

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in words, as contracts spell day counts ("twenty-one"). */
export function cardinalWords(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 99) throw new RangeError(String(value));
  if (value < 20) return ONES[value]!;
  const ones = value % 10;
  return ones === 0 ? TENS[value / 10]! : `${TENS[Math.floor(value / 10)]!}-${ONES[ones]!}`;
}

const STATE_NAME_WORDS = Object.values(US_STATES).flatMap((name) => name.toLowerCase().split(' '));

/**
 * Every word of the expected values (names, addresses) and every state's name (an expected "IL"
 * is written "Illinois" in the document): a typo there would change the answer.
 */
function valueWords(expected: ContractExpectation): Set<string> {
  const words = new Set<string>(STATE_NAME_WORDS);
  JSON.stringify(expected.fields, (_key, item: unknown) => {
    if (typeof item === 'string') {
      for (const word of item.toLowerCase().match(/[a-z]+/g) ?? []) words.add(word);
    }
    return item;
  });
  return words;
}

const MONTHS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** Lines laid out as a form or table: their spacing carries meaning, so they are never re-flowed. */
const LAID_OUT = /\||\[|_{2,}|\t| {3,}|:\s*$|^\s*(\(?[a-z0-9]{1,3}[.)]|[-*•])\s/i;
const TYPOS_PER_DOCUMENT = 4;
const REWRAP_WIDTH = 58;

type Rewrite = (text: string, expected: ContractExpectation, next: () => number) => string;

const REWRITES: Record<ContractPerturbation, Rewrite> = {
  'windows-line-endings': (text) => text.replace(/\r?\n/g, ' \r\n'),
  'typographic-punctuation': (text) =>
    text
      .replace(/(^|[\s(])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/'/g, '\u2019')
      .replace(/ - /g, ' \u2013 ')
      .replace(/--/g, '\u2014'),
  // "within 10 days" → "within ten days"; a count already in words with figures "(10)" is kept.
  'day-counts-in-words': (text) =>
    text.replace(
      /(?<![(\d$.,/-])\b(\d{1,2})(?=\s+(?:(?:business|calendar|banking)\s+)?days?\b)/gi,
      (digits: string) => (Number(digits) >= 1 ? cardinalWords(Number(digits)) : digits),
    ),
  'typos-outside-values': (text, expected, next) => {
    const kept = valueWords(expected);
    const candidates = [...text.matchAll(/\b[A-Za-z]{6,}\b/g)].filter(
      (word) => !kept.has(word[0].toLowerCase()) && !MONTHS.test(word[0]),
    );
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < TYPOS_PER_DOCUMENT && tries < 50; tries += 1) {
      if (candidates.length === 0) break;
      chosen.add(Math.floor(next() * candidates.length));
    }
    let out = text;
    for (const index of [...chosen].sort((a, b) => b - a)) {
      const word = candidates[index]!;
      const at = 1 + Math.floor(next() * (word[0].length - 2));
      const around = KEYBOARD_NEIGHBOURS.get(word[0][at]!.toLowerCase()) ?? word[0][at]!;
      const typo =
        word[0].slice(0, at) + around[Math.floor(next() * around.length)]! + word[0].slice(at + 1);
      out = out.slice(0, word.index) + typo + out.slice(word.index! + word[0].length);
    }
    return out;
  },
  // A paragraph of running prose wrapped at another width, as another PDF's extraction gives it.
  'prose-rewrapped': (text) => {
    const lines = text.split('\n');
    const out: string[] = [];
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 1) out.push(...wrap(paragraph.join(' '), REWRAP_WIDTH));
      else out.push(...paragraph);
      paragraph = [];
    };
    for (const line of lines) {
      if (line.trim() === '' || LAID_OUT.test(line) || line.trim().length < 30) {
        flush();
        out.push(line);
      } else paragraph.push(line.trim());
    }
    flush();
    return out.join('\n');
  },
};

function wrap(prose: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of prose.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** FNV-1a of the file's name: each document its own stream of choices, the same on every run. */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export interface PerturbedContract {
  kind: ContractPerturbation;
  file: string;
  text: string;
}

/** Each document rewritten each way that changes it; the expectations stay the original's. */
export function perturbContract(
  file: string,
  text: string,
  expected: ContractExpectation,
  seed = 20_261_129,
): PerturbedContract[] {
  const next = seededRandom(seed ^ nameHash(file));
  return CONTRACT_PERTURBATIONS.flatMap((kind) => {
    const changed = REWRITES[kind](text, expected, next);
    return changed === text ? [] : [{ kind, file, text: changed }];
  });
}
