import { PhraseTable } from '../phrase-table';
import type { Token } from '../types';

/** Districts named the same way in most cities. */
export const COMMON_NEIGHBORHOODS = new PhraseTable<string>(
  [
    'downtown',
    'midtown',
    'uptown',
    'old town',
    'city center',
    'city centre',
    'town center',
    'financial district',
    'arts district',
    'historic district',
    'warehouse district',
    'french quarter',
    'upper east side',
    'upper west side',
    'lower east side',
    'east side',
    'west side',
    'north side',
    'south side',
    'eastside',
    'westside',
    'northside',
    'southside',
    'east end',
    'west end',
    'north end',
    'south end',
    'old city',
    'city centre',
    'the heights',
    'the loop',
    'the strip',
  ].map((name) => [name, name.replace(/^the /, '')] as const),
);

/**
 * Whether the word at `index` is part of a district every city names the same way ("the arts
 * district", "old town"): its words are that name, spelt as meant, and no slip to correct.
 */
export function insideCommonDistrict(tokens: Token[], index: number): boolean {
  for (let start = Math.max(0, index - 3); start <= index; start += 1) {
    const match = COMMON_NEIGHBORHOODS.matchAt(tokens, start);
    if (match && match.end > index) return true;
  }
  return false;
}
