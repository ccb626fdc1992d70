import { phraseWords } from './tokenize';
import type { Token } from './types';

export interface PhraseMatch<T> {
  value: T;
  /** Index of the first token after the phrase. */
  end: number;
  words: string[];
}

/** Hyphens are optional inside phrases: "single-family" and "single family" read the same. */
const isHyphen = (token: Token | undefined) => token?.kind === 'symbol' && token.text === '-';

/**
 * A synonym table keyed by its first word; matches the longest phrase at a token position.
 * Phrases are normalised by the transcript tokenizer, so "A/C" or "sq. ft." in a table work.
 */
export class PhraseTable<T> {
  private readonly byFirstWord = new Map<string, Array<{ words: string[]; value: T }>>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) this.add(phrase, value);
  }

  add(phrase: string, value: T) {
    const words = phraseWords(phrase).filter((word) => word !== '-');
    if (words.length === 0) return;
    const list = this.byFirstWord.get(words[0]!) ?? [];
    list.push({ words, value });
    list.sort((a, b) => b.words.length - a.words.length);
    this.byFirstWord.set(words[0]!, list);
  }

  /** Every phrase of the table as its words (for the spelling corrector's vocabulary). */
  *phrases(): Iterable<{ words: string[]; value: T }> {
    for (const list of this.byFirstWord.values()) yield* list;
  }

  /** The longest phrase starting at `index`, never running over a token in `used`. */
  matchAt(tokens: Token[], index: number, used?: boolean[]): PhraseMatch<T> | null {
    const first = tokens[index];
    if (!first) return null;
    const candidates = this.byFirstWord.get(first.text);
    if (!candidates) return null;
    for (const candidate of candidates) {
      const end = matchWords(tokens, index, candidate.words, used);
      if (end !== -1) return { value: candidate.value, end, words: candidate.words };
    }
    return null;
  }

  /** Every non-overlapping match, left to right. */
  findAll(tokens: Token[], used?: boolean[]): Array<PhraseMatch<T> & { start: number }> {
    const found: Array<PhraseMatch<T> & { start: number }> = [];
    for (let index = 0; index < tokens.length; index += 1) {
      if (used?.[index]) continue;
      const match = this.matchAt(tokens, index, used);
      if (match) {
        found.push({ ...match, start: index });
        index = match.end - 1;
      }
    }
    return found;
  }
}

/** Index after the matched words, or -1. */
export function matchWords(
  tokens: Token[],
  index: number,
  words: readonly string[],
  used?: boolean[],
): number {
  let position = index;
  for (let w = 0; w < words.length; w += 1) {
    if (w > 0 && isHyphen(tokens[position])) position += 1;
    const token = tokens[position];
    if (!token || token.text !== words[w] || used?.[position]) return -1;
    position += 1;
  }
  return position;
}

/** A set of phrases indexed by first word, so a lookup costs one pass over the tokens. */
export class PhraseSet {
  private readonly byFirstWord = new Map<string, string[][]>();

  constructor(list: readonly string[]) {
    for (const phrase of list) {
      const words = phraseWords(phrase).filter((word) => word !== '-');
      if (words.length === 0) continue;
      const entries = this.byFirstWord.get(words[0]!) ?? [];
      entries.push(words);
      this.byFirstWord.set(words[0]!, entries);
    }
  }

  *phrases(): Iterable<string[]> {
    for (const list of this.byFirstWord.values()) yield* list;
  }

  foundIn(tokens: Token[]): boolean {
    return this.find(tokens) !== null;
  }

  /** The end of the longest phrase starting at `index`, or -1. */
  endAt(tokens: Token[], index: number): number {
    let end = -1;
    for (const words of this.byFirstWord.get(tokens[index]?.text ?? '') ?? []) {
      end = Math.max(end, matchWords(tokens, index, words));
    }
    return end;
  }

  /** The first occurrence as token indexes [start, end). */
  find(tokens: Token[]): [number, number] | null {
    for (let index = 0; index < tokens.length; index += 1) {
      for (const words of this.byFirstWord.get(tokens[index]!.text) ?? []) {
        const end = matchWords(tokens, index, words);
        if (end !== -1) return [index, end];
      }
    }
    return null;
  }
}

export const phrases = (...list: string[]) => new PhraseSet(list);

/** Whether any of the phrases occurs anywhere in the tokens. */
export const hasPhrase = (tokens: Token[], set: PhraseSet) => set.foundIn(tokens);
