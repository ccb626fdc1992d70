import type { LexiconEntry } from './lexicon-entry';
import type { Token } from './tokenize';
import { ORIGIN_NOUNS } from './vocabulary';

/**
 * A national origin the lexicon does not list, read from the word's shape and what follows it:
 * a demonym ending (-an, -ian, -ese, -ish, -i, -ic) before a birth word ("British-born",
 * "Kenyan-raised") or an origin noun ("Canadian ancestry", "Peruvian descent"). The lexicon
 * cannot list every nationality, and the next writer names the one it lacks; the shape and the
 * birth or origin word together say it is one. The word alone ("a Victorian porch", "suburban
 * streets") is never read, and the entry then goes through the same noun and frame rules as a
 * listed origin (units.ts, frames.ts), so "a rich Peruvian heritage" said of a place stays clean.
 */
const DEMONYM_ENDINGS = ['an', 'ian', 'ese', 'ish', 'i', 'ic', 'ch'];
/** Words with a demonym's ending that name no origin before a birth or origin word. */
const NOT_DEMONYMS = new Set([
  ...['first', 'new', 'well', 'high', 'low', 'still', 'free', 'stubborn', 'reborn', 'twice'],
  ...['human', 'urban', 'suburban', 'rural', 'veteran', 'artisan', 'vegan', 'median', 'civilian'],
  ...['victorian', 'edwardian', 'georgian', 'tudor', 'historic', 'academic', 'musical', 'which'],
  ...['rich', 'much', 'such', 'each', 'fresh', 'public', 'basic', 'classic', 'organic'],
  ...['catholic', 'islamic', 'hindi', 'mid', 'semi', 'anti', 'multi', 'mini', 'maxi'],
]);
/** Born, raised or bred somewhere: "British-born", "Texas-raised" is a state, not a demonym. */
const BIRTH_WORDS = new Set(['born', 'raised', 'bred']);

const looksLikeDemonym = (lemma: string) =>
  lemma.length >= 4 &&
  !NOT_DEMONYMS.has(lemma) &&
  /^[a-z]+$/.test(lemma) &&
  DEMONYM_ENDINGS.some((ending) => lemma.endsWith(ending));

/** The entry a demonym at `index` stands for, or undefined. */
export function demonymEntry(tokens: Token[], index: number): LexiconEntry | undefined {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (!token || !next || next.breakBefore || next.commaBefore) return undefined;
  if (!looksLikeDemonym(token.lemma)) return undefined;
  const base = {
    cls: 'national-origin',
    strength: 'direct',
    adjective: true,
    nouns: 'person-place',
  } as const;
  if (BIRTH_WORDS.has(next.lemma)) return { ...base, words: [token.lemma, next.lemma] };
  if (ORIGIN_NOUNS.has(next.lemma) && next.lemma !== 'faith') {
    return { ...base, words: [token.lemma] };
  }
  return undefined;
}
