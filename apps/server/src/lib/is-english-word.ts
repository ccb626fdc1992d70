import { ENGLISH_WORDS } from './english-words';

let words: Set<string> | undefined;

/**
 * Whether a lower-case word is one of the everyday English words of `english-words.ts`. The set
 * is built on first use, so a process that never asks (a server that parses no contract and
 * answers no assistant request) does not pay for it.
 */
export const isEnglishWord = (word: string): boolean =>
  (words ??= new Set(ENGLISH_WORDS.split(/\s+/).filter(Boolean))).has(word);
