import { doubleMetaphone } from 'double-metaphone';

/**
 * How a word sounds, as its Double Metaphone keys (primary and alternate, one when they agree):
 * "hose" and "house" are both HS, "sea addle" and "seattle" both STL. Words are capped in
 * length by the callers, so each key costs constant time.
 */
export function soundKeys(word: string): string[] {
  const [primary, secondary] = doubleMetaphone(word);
  const keys = primary ? [primary] : [];
  if (secondary && secondary !== primary) keys.push(secondary);
  return keys;
}

/** Spellings whose first letter is not heard: "knew" is said as "new", "phone" as "fone". */
export const SILENT_STARTS: Record<string, string> = {
  kn: 'n',
  wr: 'r',
  gn: 'n',
  ps: 's',
  pn: 'n',
  ph: 'f',
  wh: 'w',
};
const firstHeard = (word: string) => SILENT_STARTS[word.slice(0, 2)] ?? word[0];

/** The same first letter, or the same first sound behind a silent letter ("knew"/"new"). */
export function startsAlike(from: string, to: string): boolean {
  return from[0] === to[0] || firstHeard(from) === firstHeard(to);
}
