import type { PhraseSet } from '../phrase-table';
import * as cues from '../rules/intent-cues';
import { PRICE_COMPARATIVES } from '../rules/market-cues';

/** Every word of the intent cues ("sell", "asking", "tour"): they mean something as they are. */
const CUE_WORDS = new Set<string>();
for (const set of [...Object.values(cues), PRICE_COMPARATIVES]) {
  if (typeof set !== 'object' || set === null || !('foundIn' in set)) continue;
  for (const words of (set as PhraseSet).phrases()) for (const word of words) CUE_WORDS.add(word);
}

export const isCueWord = (word: string) => CUE_WORDS.has(word);
