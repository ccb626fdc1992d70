/**
 * One left-to-right pass over the text (no regular expression runs over more than one word), so
 * the cost is linear in the input whatever it holds. Words are normalised so that paraphrases meet
 * the same vocabulary: lower case, accents dropped, leetspeak ("k1dz") and common misspellings
 * mapped back, contractions split ("don't" → "do not"), and each word gets a singular lemma.
 */

import { CONTRACTIONS, IRREGULAR, LEET, NOT_PLURAL, SPELLING } from './spelling';
import { americanSpelling } from './spelling-variants';
import { readFamilyNames } from './family-names';

export interface Token {
  /** Normalised word ("kids", "not", "8", "+"). */
  text: string;
  /** Singular form used by the vocabulary ("kid", "woman", "family"). */
  lemma: string;
  /** Offsets into the original text. */
  start: number;
  end: number;
  kind: 'word' | 'number' | 'symbol';
  /** A sentence stop, bracket, colon or line break stands before this token. */
  breakBefore: boolean;
  /** A comma stands before this token (lists: "no pets, smokers or kids"). */
  commaBefore: boolean;
  /** "children's", "kids'": a possessive names a room or a thing, not a people group. */
  possessive: boolean;
  plural: boolean;
  /**
   * The word as written (lower case, before the spelling tables), when a table changed it:
   * "hood" is read as "neighborhood", but a coded pattern must still see "hood" (decision 0720).
   */
  written?: string;
}

function lemmaOf(text: string): { lemma: string; plural: boolean } {
  const irregular = IRREGULAR[text];
  if (irregular) return { lemma: irregular, plural: irregular !== text };
  if (text.length <= 3 || !text.endsWith('s') || NOT_PLURAL.has(text)) {
    return { lemma: text, plural: false };
  }
  if (text.endsWith('ss') || text.endsWith('us') || text.endsWith('is')) {
    return { lemma: text, plural: false };
  }
  if (text.endsWith('ies') && text.length > 4)
    return { lemma: `${text.slice(0, -3)}y`, plural: true };
  // "illnesses", "addresses", "businesses": the plural of a word that ends in -ss
  if (/(?:ch|sh|x|z|ss)es$/.test(text)) return { lemma: text.slice(0, -2), plural: true };
  return { lemma: text.slice(0, -1), plural: true };
}

const isAsciiLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (char: string) => {
  const code = char.charCodeAt(0);
  if (isAsciiLetter(code)) return true;
  return code > 127 && /\p{L}/u.test(char);
};
const isApostrophe = (char: string) => char === "'" || char === '’' || char === '‘';

const HARD_BREAKS = new Set([
  '.',
  ';',
  ':',
  '!',
  '?',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '\n',
  '•',
  '|',
]);
const KEPT_SYMBOLS = new Set(['+', '#', '/', '%']);

/** Collapses a letter repeated three or more times ("kiiids" → "kids", "nooo" → "no"). */
function squeeze(word: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < word.length; i += 1) {
    run = i > 0 && word[i] === word[i - 1] ? run + 1 : 1;
    if (run <= 2) out += word[i];
  }
  // A run of three or more leaves two letters; the dictionary spells these with one.
  return out.length < word.length ? out.replace(/(.)\1/g, '$1') : out;
}

function normaliseWord(raw: string): string {
  let word = raw.toLowerCase().replaceAll('’', "'").replaceAll('‘', "'");
  if (/[^\x20-\x7e]/.test(word)) word = word.normalize('NFD').replace(/\p{M}/gu, '');
  let mapped = '';
  for (const char of word) mapped += LEET[char] ?? char;
  return squeeze(mapped);
}

interface Pending {
  breakBefore: boolean;
  commaBefore: boolean;
}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const pending: Pending = { breakBefore: false, commaBefore: false };
  const push = (
    text: string,
    start: number,
    end: number,
    kind: Token['kind'],
    possessive = false,
  ) => {
    const spelled = SPELLING[text] ?? (kind === 'word' ? americanSpelling(text) : text);
    const { lemma, plural } =
      kind === 'word' ? lemmaOf(spelled) : { lemma: spelled, plural: false };
    const written = spelled !== text ? { written: text } : {};
    tokens.push({
      text: spelled,
      lemma,
      start,
      end,
      kind,
      possessive,
      plural,
      ...written,
      ...pending,
    });
    pending.breakBefore = false;
    pending.commaBefore = false;
  };
  const pushWord = (raw: string, start: number, end: number) => {
    const word = normaliseWord(raw);
    const contraction = CONTRACTIONS[word];
    if (contraction) {
      for (const part of contraction) push(part, start, end, 'word');
      return;
    }
    if (word.endsWith("n't") && word.length > 3) {
      push(word.slice(0, -3), start, end, 'word');
      push('not', start, end, 'word');
      return;
    }
    const apostrophe = word.indexOf("'");
    if (apostrophe === -1) return push(word, start, end, 'word');
    const stem = word.slice(0, apostrophe);
    const suffix = word.slice(apostrophe + 1);
    if (suffix === 's' || suffix === '') return push(stem, start, end, 'word', true);
    push(stem, start, end, 'word');
    const expanded = { re: 'are', ve: 'have', ll: 'will', d: 'would', m: 'am' }[suffix];
    if (expanded) push(expanded, start, end, 'word');
  };

  let i = 0;
  const n = input.length;
  while (i < n) {
    const char = input[i]!;
    const code = input.charCodeAt(i);
    const startsWord =
      isLetter(char) ||
      ((char === '@' || char === '$' || isDigit(code)) && i + 1 < n && isLetter(input[i + 1]!));
    if (startsWord || isDigit(code)) {
      // A run of letters, digits, @ and $ (and apostrophes between letters).
      const start = i;
      let letters = 0;
      let digits = 0;
      while (i < n) {
        const c = input[i]!;
        if (isLetter(c)) letters += 1;
        else if (isDigit(input.charCodeAt(i))) digits += 1;
        else if (c === '@' || c === '$') {
          // leetspeak inside a word ("$ection", "b@bies"), never a price ("$500")
          if (!isLetter(input[i + 1] ?? ' ') && i === start) break;
        } else if (isApostrophe(c) && i > start) {
          if (isLetter(input[i + 1] ?? ' ')) {
            i += 1;
            continue;
          }
          // a trailing apostrophe after "s" is a plural possessive ("kids'")
          if (input[i - 1] === 's' || input[i - 1] === 'S') i += 1;
          break;
        } else break;
        i += 1;
      }
      const raw = input.slice(start, i);
      const dotted = raw.length === 1 && letters === 1 ? dottedLetters(input, start) : null;
      if (dotted) {
        pushWord(dotted.word, start, dotted.end);
        i = dotted.end;
        continue;
      }
      if (letters === 0) {
        push(raw.replace(/[^0-9]/g, ''), start, i, 'number');
        continue;
      }
      // "55plus", "3br", "1st": a number then a word; "section8": a word then a number.
      const lead = /^\d+(?=[a-z]+$)/i.exec(raw);
      const tail = /^[a-z]+(?=\d+$)/i.exec(raw);
      if (lead) {
        push(lead[0], start, start + lead[0].length, 'number');
        pushWord(raw.slice(lead[0].length), start + lead[0].length, i);
      } else if (tail && (digits > 1 || !/[01357]$/.test(raw))) {
        pushWord(tail[0], start, start + tail[0].length);
        push(raw.slice(tail[0].length), start + tail[0].length, i, 'number');
      } else if (raw.toLowerCase() === 'w' && input[i] === '/') {
        // "w/" is "with", "w/o" is "without"
        const without =
          (input[i + 1] === 'o' || input[i + 1] === 'O') && !isLetter(input[i + 2] ?? ' ');
        push(without ? 'without' : 'with', start, without ? i + 2 : i + 1, 'word');
        i += without ? 2 : 1;
      } else {
        pushWord(raw, start, i);
      }
      continue;
    }
    const decimalPoint =
      char === '.' && isDigit(input.charCodeAt(i + 1)) && isDigit(input.charCodeAt(i - 1));
    if (decimalPoint) push('.', i, i + 1, 'symbol');
    else if (HARD_BREAKS.has(char) || char === '\r') pending.breakBefore = true;
    else if (char === ',') pending.commaBefore = true;
    else if (char === '&') push('and', i, i + 1, 'word');
    else if (KEPT_SYMBOLS.has(char)) push(char, i, i + 1, 'symbol');
    i += 1;
  }
  return readFamilyNames(joinSpelledOut(tokens), input);
}

const isLowerAsciiLetter = (char: string | undefined) =>
  char !== undefined && char >= 'a' && char <= 'z';

/**
 * "U.S.", "u.s.a.": letters with dots, read as one word ("us") whose dots end no sentence when
 * the text goes on in lower case ("a U.S. citizen"). Returns the word and where it ends, or null.
 */
function dottedLetters(input: string, start: number): { word: string; end: number } | null {
  let word = input[start]!;
  let i = start + 1;
  while (input[i] === '.' && isLetter(input[i + 1] ?? ' ') && !isLetter(input[i + 2] ?? ' ')) {
    word += input[i + 1];
    i += 2;
  }
  if (word.length < 2) return null;
  if (input[i] === '.' && input[i + 1] === ' ' && isLowerAsciiLetter(input[i + 2])) i += 1;
  return { word, end: i };
}

/** "n o  k i d s": single letters a space apart are one word; two spaces part words. */
function joinSpelledOut(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    let end = index;
    while (
      end < tokens.length &&
      tokens[end]!.kind === 'word' &&
      tokens[end]!.text.length === 1 &&
      (end === index ||
        (!tokens[end]!.breakBefore && tokens[end]!.start - tokens[end - 1]!.end === 1))
    ) {
      end += 1;
    }
    if (end - index < 2) {
      out.push(tokens[index]!);
      index += 1;
      continue;
    }
    const text = tokens
      .slice(index, end)
      .map((token) => token.text)
      .join('');
    const spelled = SPELLING[text] ?? text;
    const first = tokens[index]!;
    out.push({ ...first, text: spelled, ...lemmaOf(spelled), end: tokens[end - 1]!.end });
    index = end;
  }
  return out;
}
