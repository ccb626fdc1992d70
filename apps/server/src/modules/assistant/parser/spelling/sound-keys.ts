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
