/**
 * British and Canadian spellings read as the American words the guard's vocabulary is written in
 * ("colouring" → "coloring", "neighbourhood" → "neighborhood", "favoured" → "favored",
 * "paralysed" → "paralyzed", "licence" → "license", "centre" → "center", "travelled" →
 * "traveled", "programme" → "program", "paediatric" → "pediatric"). Each rule rewrites one spelling
 * pattern and is kept only when the American root it makes is a word the guard knows (its lexicon,
 * its class words, or the list below), so "four", "hour", "detour", "advise", "fence" or "filled"
 * are never turned into non-words. Bounded work per word, so tokenizing stays linear.
 */
import classWords from './learned/class-words.json';
import { LEXICON } from './lexicon';
import { wordTable } from '../word-table';

/** American roots the rules may make that neither the lexicon nor the class words hold. */
const AMERICAN_ROOTS = [
  ...['behavior', 'favor', 'honor', 'humor', 'labor', 'neighbor', 'color', 'harbor', 'rumor'],
  ...['odor', 'vigor', 'parlor', 'armor', 'endeavor', 'savior', 'tumor', 'flavor', 'demeanor'],
  ...['center', 'theater', 'meter', 'liter', 'fiber', 'somber', 'specter', 'caliber'],
  ...['license', 'defense', 'offense', 'pretense'],
  ...['organize', 'realize', 'recognize', 'prioritize', 'apologize', 'criticize', 'emphasize'],
  ...['specialize', 'authorize', 'minimize', 'stabilize', 'socialize', 'sympathize', 'analyze'],
  ...['paralyze', 'hospitalize', 'institutionalize', 'stigmatize', 'categorize', 'penalize'],
  ...['program', 'pediatric', 'anemia', 'anemic', 'hemophilia', 'leukemia', 'orthopedic'],
  ...['fetus', 'edema', 'gynecologist', 'anesthesia', 'maneuver', 'esophagus', 'estrogen'],
];
/** Verbs ending in an unstressed "-el"/"-al" whose American inflections keep one "l". */
const SINGLE_L_VERBS = new Set(
  ['travel', 'counsel', 'label', 'cancel', 'model', 'level', 'signal', 'channel', 'fuel'].concat([
    'dial',
    'total',
    'marvel',
    'quarrel',
    'shovel',
    'tunnel',
    'equal',
    'pencil',
  ]),
);
/** Whole words with no rule of their own. */
const WHOLE_WORDS: Readonly<Record<string, string>> = wordTable({
  mum: 'mom',
  mums: 'moms',
  mummy: 'mommy',
  mummies: 'mommies',
  whilst: 'while',
  amongst: 'among',
  jewellery: 'jewelry',
  enquire: 'inquire',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  storey: 'story',
  storeys: 'stories',
  grey: 'gray',
});

const KNOWN = new Set<string>(AMERICAN_ROOTS);
for (const word of Object.keys(classWords.words)) KNOWN.add(word);
for (const entries of LEXICON.values()) {
  for (const entry of entries) for (const word of entry.words) KNOWN.add(word);
}

/** Endings a root may carry ("color" + "ing", "neighbor" + "hood", "favor" + "ite"). */
const ENDINGS = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'hood', 'hoods', 'ful', 'ly'];
ENDINGS.push(
  'able',
  'ably',
  'ite',
  'ites',
  'less',
  'ist',
  'ists',
  'ation',
  'ations',
  'ism',
  'al',
  'ally',
);
const ENDING_SET = new Set(ENDINGS);
const MIN_ROOT = 5;
/** Longer tokens are no words worth folding (and bound each word's work, so a long run stays linear). */
const MAX_LENGTH = 30;

/** Whether `word` is a known word, or a known root ("organize") with an ending ("organizing"). */
function knownWithEnding(word: string): boolean {
  if (KNOWN.has(word)) return true;
  for (const ending of ENDINGS) {
    if (!ending || !word.endsWith(ending)) continue;
    const root = word.slice(0, -ending.length);
    if (root.length < MIN_ROOT) continue;
    if (KNOWN.has(root) || KNOWN.has(`${root}e`)) return true;
  }
  return false;
}

/** "-our" → "-or" where the "-or" root is known: "colouring", "behaviours", "favourite". */
function ourToOr(word: string): string | null {
  for (let at = word.indexOf('our', 3); at !== -1; at = word.indexOf('our', at + 1)) {
    const root = `${word.slice(0, at)}or`;
    const ending = word.slice(at + 3);
    if (root.length >= MIN_ROOT && KNOWN.has(root) && ENDING_SET.has(ending)) {
      return root + ending;
    }
  }
  return null;
}

const ISE = /^([a-z]{3,}[iy])s(e|es|ed|ing|er|ers|ation|ations)$/;
const TRE = /^([a-z]{2,}[tb])re(s|d)?$/;
const ENCE = /^([a-z]{3,})enc(e|es|ed)$/;
const DOUBLE_L = /^([a-z]{2,}[aeiou]l)l(ed|ing|er|ers)$/;
const AMME = /^([a-z]{3,}am)me(s)?$/;
const DIGRAPH = /^([a-z]+?)[ao]e([a-z]{2,})$/;

/** The American spelling of a British or Canadian word the vocabulary knows, or the word itself. */
export function americanSpelling(word: string): string {
  const whole = WHOLE_WORDS[word];
  if (whole) return whole;
  if (word.length < MIN_ROOT || word.length > MAX_LENGTH) return word;
  const candidates: string[] = [];
  const our = word.includes('our') ? ourToOr(word) : null;
  if (our) return our;
  const ise = ISE.exec(word);
  if (ise) candidates.push(`${ise[1]}z${ise[2]}`);
  const tre = TRE.exec(word);
  if (tre) candidates.push(`${tre[1]}er${tre[2] === 'd' ? 'ed' : (tre[2] ?? '')}`);
  const ence = ENCE.exec(word);
  if (ence) candidates.push(`${ence[1]}ens${ence[2]}`);
  const amme = AMME.exec(word);
  if (amme) candidates.push(`${amme[1]}${amme[2] ?? ''}`);
  const digraph = DIGRAPH.exec(word);
  if (digraph) candidates.push(`${digraph[1]}e${digraph[2]}`);
  for (const candidate of candidates) if (knownWithEnding(candidate)) return candidate;
  const doubleL = DOUBLE_L.exec(word);
  if (doubleL && (SINGLE_L_VERBS.has(doubleL[1]!) || KNOWN.has(doubleL[1]! + doubleL[2]!))) {
    return doubleL[1]! + doubleL[2]!;
  }
  return word;
}
