import { ENGLISH_WORDS } from './english-words';

/** The everyday English words of `english-words.ts` (lower case), as a set for lookups. */
export const ENGLISH_WORD_SET: ReadonlySet<string> = new Set(
  ENGLISH_WORDS.split(/\s+/).filter(Boolean),
);
