/**
 * Words one typing slip from a word the model reads ("chrisitan", "wheelchiar", "dissabilty"):
 * a symmetric-delete index (each word and each word with one letter dropped) answers "which known
 * word is within one insertion, deletion, substitution or swap" with at most length + 1 map
 * look-ups per token, so reading stays linear. Only words of six letters or more are read this
 * way, and only when one known word answers: short words sit one slip from too many others
 * ("while" and "white"). See docs/decisions/0395-fair-housing-guard-cross-validated.md.
 */

/** Shorter words are never corrected, nor corrected to. */
export const MIN_LENGTH = 6;
/** Longer tokens are no words worth correcting (and bound the look-ups). */
const MAX_LENGTH = 24;

const deletions = (word: string) => {
  const out: string[] = [];
  for (let at = 0; at < word.length; at += 1) out.push(word.slice(0, at) + word.slice(at + 1));
  return out;
};

export interface NearSpelling {
  /** The one known word within one slip of `word`, or null (known, too short, none, or many). */
  correct(word: string): string | null;
}

export function nearSpelling(known: Iterable<string>): NearSpelling {
  const words = new Set<string>();
  for (const word of known) if (word.length >= MIN_LENGTH && /^[a-z]+$/.test(word)) words.add(word);
  // key → the known words it is, or is one deletion from ('' marks more than one)
  const index = new Map<string, string>();
  const put = (key: string, word: string) => {
    const held = index.get(key);
    index.set(key, held === undefined || held === word ? word : '');
  };
  for (const word of words) {
    put(word, word);
    for (const key of deletions(word)) put(key, word);
  }
  return {
    correct(word) {
      if (word.length < MIN_LENGTH - 1 || word.length > MAX_LENGTH || words.has(word)) return null;
      if (!/^[a-z]+$/.test(word)) return null;
      let found: string | null = null;
      for (const key of [word, ...deletions(word)]) {
        const held = index.get(key);
        if (held === undefined) continue;
        if (held === '' || (found !== null && found !== held)) return null;
        found = held;
      }
      return found;
    },
  };
}
