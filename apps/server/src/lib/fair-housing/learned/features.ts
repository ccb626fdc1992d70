import {
  ABSENCE,
  ASK,
  NEGATIONS,
  PEOPLE,
  POST_CUES,
  POST_REFUSALS,
  POST_REFUSED,
  PREFER,
  REFUSE_VERBS,
  REQUIRE,
  SHARE_WORDS,
} from '../frame-words';
import { LEXICON, ORIGIN_NOUNS, PLACE_NOUNS, type FairHousingClass } from '../lexicon';
import type { Token } from '../tokenize';
import type { Unit } from '../units';
import { FAMILY_WORDS, NOT_CLASS_WORDS } from './class-families';
import classWords from './class-words.json';
import { CLASSES } from './classes';
import { exemptsFromLimit } from './exemptions';
import { isInstitutionName, isNamePart, isStyleName, saidOfNoResident } from './names';
import { nearSpelling } from './near-spelling';

/**
 * What the guard's model reads in one clause: its words and word pairs, which protected class
 * each word is near (the lexicon's words, and words near them in an embedding space:
 * class-words.json), how the clause frames people (requirement, preference, refusal, a question,
 * absence), and each class crossed with each frame. The crosses carry what a new sentence shares
 * with the training ones: "Lutheran" is a word the lexicon never listed, but "religion × prefer"
 * is a feature the model has weighed. See docs/decisions/0300-fair-housing-learned-guard.md.
 */
export type Features = Map<string, number>;

/** A clause never holds more tokens than this, so one clause's features are bounded. */
export const MAX_CLAUSE_TOKENS = 40;

/** Embedding neighbours, and the written word families over them (class-families.ts). */
const EMBEDDED: Record<string, [number, number]> = {
  ...(classWords.words as unknown as Record<string, [number, number]>),
  ...FAMILY_WORDS,
};
for (const word of NOT_CLASS_WORDS) delete EMBEDDED[word];

/** Steering people away without refusing them: "may be happier elsewhere", "would stand out". */
const DISCOURAGE = new Set([
  'elsewhere',
  'happier',
  'happy',
  'comfortable',
  'uncomfortable',
  'stand',
  'struggle',
  'frustrating',
  'frustrated',
  'belong',
  'other',
  'another',
  'different',
]);

/**
 * Welcoming or counting in, the opposite frame: "all faiths welcome", "vouchers count toward
 * income". A class word under it is usually no limit; the model weighs it.
 */
const WELCOME = new Set([
  'welcome',
  'welcomed',
  'welcoming',
  'welcomes',
  'encourage',
  'encouraged',
  'regardless',
  'whatever',
  'irrespective',
  'count',
  'counts',
  'counted',
  'equal',
]);

/**
 * Admitting words: under them, with no limit in the clause, a class word is let in, not limited
 * ("vouchers accepted", "Section 8 welcome", "families encouraged to apply", "voucher holders
 * qualify").
 */
const ADMIT = new Set([
  ...WELCOME,
  ...POST_REFUSED,
  'accept',
  'accepts',
  'accepting',
  'invited',
  'invite',
  // meeting the terms admits: "voucher holders qualify on their share", "eligible to apply"
  'qualify',
  'qualifies',
  'eligible',
]);

/** Refusing verbs that a negation turns into admitting: "we never turn away", "do not deny". */
const TURN_AWAY = new Set(['turn', 'refuse', 'deny', 'reject', 'exclude', 'discriminate']);
const GLAD = new Set(['glad', 'happy', 'pleased']);
/** A likeness that ends in "any other": "like any other income", "the same as any other tenant". */
const EQUALLY = new Set(['like', 'as']);
const anyOther = (tokens: Token[], at: number, to: number) =>
  at + 1 < to && tokens[at]!.lemma === 'any' && tokens[at + 1]!.lemma === 'other';

/** Words that make a clause a limit whatever welcomes it: "only", "but", "except", a refusal. */
const LIMIT_WORDS = new Set([
  ...NEGATIONS,
  ...ABSENCE,
  ...REQUIRE,
  ...PREFER,
  ...POST_CUES,
  ...POST_REFUSALS,
  ...DISCOURAGE,
  'only',
  'just',
  'exclusively',
  'but',
  'except',
  'unless',
  'however',
  'sorry',
  // welcome on worse terms is a limit: "welcome if they pay a double deposit"
  'if',
  'provided',
  'extra',
  'additional',
  'higher',
  'double',
  'surcharge',
]);

/**
 * Negative prefixes of the morphological family: "unsuitable" is "not suitable", "ineligible"
 * "not eligible". A word whose stem is a cue word reads as a negation and that cue.
 */
const NEGATIVE_PREFIXES = ['un', 'in', 'im', 'ir', 'il', 'dis', 'non'];

const CUES: Array<[string, Set<string>]> = [
  ['welcome', WELCOME],
  ['discourage', DISCOURAGE],
  ['require', REQUIRE],
  ['prefer', PREFER],
  ['ask', ASK],
  ['refuse', REFUSE_VERBS],
  ['negation', NEGATIONS],
  ['absence', ABSENCE],
  ['post', new Set([...POST_CUES, ...POST_REFUSED, ...POST_REFUSALS])],
  ['people', PEOPLE],
  ['place', PLACE_NOUNS],
];
const CUE_OF = new Map<string, string[]>();
for (const [name, words] of CUES) {
  for (const word of words) CUE_OF.set(word, [...(CUE_OF.get(word) ?? []), name]);
}
// words near the frames' own ("forbidden", "permitted"), from the same embedding space
for (const [word, name] of Object.entries(classWords.cues as Record<string, string>)) {
  if (!CUE_OF.has(word)) CUE_OF.set(word, [name]);
}

/**
 * Every cue word with each negative prefix ("unsuitable", "ineligible"), built once so reading a
 * word stays one look-up. People and place words take no prefix.
 */
const NEGATED_CUES = new Map<string, string[]>();
for (const [word, names] of CUE_OF) {
  if (names.includes('people') || names.includes('place') || word.length < 5) continue;
  for (const prefix of NEGATIVE_PREFIXES) {
    const negated = `${prefix}${word}`;
    if (!CUE_OF.has(negated)) NEGATED_CUES.set(negated, ['negation', ...names]);
  }
}

const NO_CUES: string[] = [];

/** The cues of a word, or of its stem as a negation when it has a negative prefix. */
const cuesOf = (lemma: string): string[] => CUE_OF.get(lemma) ?? NEGATED_CUES.get(lemma) ?? NO_CUES;

/** Whether a word limits: a limit word, or a negative-prefixed cue ("unsuitable"). */
const limits = (lemma: string) => LIMIT_WORDS.has(lemma) || NEGATED_CUES.has(lemma);

/** The lexicon's class for a one-word entry ("christian", "toddler"); longer ones come as units. */
const LEXICON_CLASS = new Map<
  string,
  { cls: string; tag: string; coded: boolean; colour: boolean }
>();
for (const [first, entries] of LEXICON) {
  // an ability adjective ("fit", "athletic") is the person's only before a people noun, which
  // the units see; alone it is an everyday word ("a good fit for")
  const entry = entries.find((e) => e.words.length === 1 && !(e.tag === 'ability' && e.adjective));
  if (entry) {
    const coded = entry.strength === 'coded';
    const colour = entry.nouns === 'colour';
    LEXICON_CLASS.set(first, { cls: entry.cls, tag: entry.tag ?? entry.strength, coded, colour });
  }
}

/** A word one slip from a class, lexicon or cue word is read as that word ("chrisitan"). */
const SPELLING = nearSpelling([
  ...Object.keys(EMBEDDED),
  ...LEXICON_CLASS.keys(),
  ...CUE_OF.keys(),
]);

/** The lemma the model reads: numbers as one, a near miss of a known word as that word. */
function readLemma(token: Token): string {
  if (token.kind === 'number') return '#';
  if (EMBEDDED[token.lemma] || LEXICON_CLASS.has(token.lemma) || CUE_OF.has(token.lemma)) {
    return token.lemma;
  }
  return SPELLING.correct(token.lemma) ?? token.lemma;
}

const SHARES = new Set<string>(SHARE_WORDS);

/** A word the lexicon or the embedding space puts near a class. */
const isClassWord = (token: Token) =>
  LEXICON_CLASS.has(token.lemma) || EMBEDDED[token.lemma] !== undefined;

/** The class a word is read near (lexicon first, then the embedding), or undefined. */
const classOfToken = (token: Token): FairHousingClass | undefined => {
  const lexical = LEXICON_CLASS.get(token.lemma);
  if (lexical) return lexical.cls as FairHousingClass;
  const near = EMBEDDED[token.lemma];
  return near && near[1] >= THING_EVIDENCE ? (CLASSES[near[0]] as FairHousingClass) : undefined;
};
/** How near a word must be to a class to be read as one in a list of things ("Thai"). */
const THING_EVIDENCE = 0.5;

const NOT_PEOPLE = new Set(['trait', 'ability', 'code', 'topic', 'document', 'language']);

const put = (features: Features, name: string, value = 1) => {
  features.set(name, Math.max(features.get(name) ?? 0, value));
};

/**
 * The features of tokens [from, to) (one clause, at most MAX_CLAUSE_TOKENS), with the guard's
 * units over them when known (a recognised group term: "Christian neighborhood", "emotional
 * support animals"). Linear in the clause.
 */
export function clauseFeatures(
  tokens: Token[],
  from: number,
  to: number,
  units: Unit[] = [],
): Features {
  const features: Features = new Map([['bias', 1]]);
  const classes = new Map<string, number>();
  /** Each class word's kind ("familial-status:child", "disability:trait"), for the crosses. */
  const kinds = new Set<string>();
  const cues = new Set<string>();
  /** Per position in the clause: the classes said there and the cues, for the scoped crosses. */
  const classAt: Array<Array<[string, number]>> = [];
  const cuesAt: string[][] = [];
  const colours = new Set<string>();
  let shared = false;
  let admits = false;
  let limited = false;
  /** Where the last negation stood, for "never turn away" (a negated refusal admits). */
  let negatedAt = -9;
  const lemmas = new Set<string>();
  /** Worse terms denied ("no extra fee for children"): equal terms, which admit (decision 0480). */
  let deniedWorse = 0;
  let deniesAt = -9;
  /** The last token of a likeness ("like any other"), whose words limit no one. */
  let likenessEnds = -1;
  let worse = 0;
  let previous = '^';
  /** Class words read as a name: the group terms over them name no one either. */
  const noResident = new Set<number>();
  for (let at = from; at < to; at += 1) {
    const token = tokens[at]!;
    // "210 Christian Street", "Our Lady of Lourdes Hospital": a name says nothing of who lives
    // there (names.ts), so its class word is read as a name, not as its word
    const named = isNamePart(tokens, at, to);
    // a thing named by the word, everyone addressed, or the owner described (names.ts)
    const asName =
      (named && isClassWord(token) && isInstitutionName(tokens, at, to)) ||
      (isClassWord(token) && isStyleName(tokens, at, from, to)) ||
      (isClassWord(token) && saidOfNoResident(tokens, at, from, to, classOfToken));
    if (asName) noResident.add(at);
    const lemma = asName ? '<name>' : readLemma(token);
    lemmas.add(lemma);
    const here: Array<[string, number]> = [];
    classAt.push(here);
    // "without regard to race, religion …" is a statement of equal treatment, like worse
    // terms denied
    const denies =
      (NEGATIONS.has(lemma) || ABSENCE.has(lemma)) &&
      at + 1 < to &&
      (WORSE.includes(readLemma(tokens[at + 1]!)) ||
        (lemma === 'without' && tokens[at + 1]!.lemma === 'regard') ||
        exemptsFromLimit(tokens, at + 1, to));
    const denied = at > from && WORSE.includes(lemma) && deniesAt === at - 1;
    if (WORSE.includes(lemma)) worse += 1;
    if (denied) deniedWorse += 1;
    const cuesHere = denies || denied ? NO_CUES : cuesOf(lemma);
    cuesAt.push(cuesHere);
    put(features, `w:${lemma}`);
    put(features, `b:${previous}_${lemma}`);
    previous = lemma;
    const lexical = named || asName ? undefined : LEXICON_CLASS.get(lemma);
    if (lexical) {
      put(features, `lex:${lexical.cls}:${lexical.tag}`);
      classes.set(lexical.cls, 1);
      kinds.add(`${lexical.cls}:${lexical.tag}`);
      here.push([lexical.cls, 1]);
      // a colour is a thing's ("a white area rug") unless a share puts it on who lives there
      if (lexical.colour) colours.add(lexical.cls);
      else if (!lexical.coded) put(features, `plain:${lexical.cls}`);
    }
    const near = named || asName ? undefined : (EMBEDDED[lemma] ?? EMBEDDED[token.text]);
    if (near) {
      const cls = CLASSES[near[0]]!;
      put(features, `emb:${cls}`, near[1]);
      classes.set(cls, Math.max(classes.get(cls) ?? 0, near[1]));
      here.push([cls, near[1]]);
      if (!lexical?.coded && !lexical?.colour) put(features, `plain:${cls}`, near[1]);
    }
    for (const cue of cuesHere) cues.add(cue);
    if (SHARES.has(lemma)) shared = true;
    if (denies) {
      deniesAt = at;
      admits = true;
      continue;
    }
    if (denied) continue;
    // "happy to", "glad to" admit; "happier elsewhere" discourages
    const gladTo = GLAD.has(lemma) && tokens[at + 1]?.lemma === 'to';
    // "whether you live alone or with a large family": alternatives, each let in; not when the
    // clause asks ("state whether you have children or not")
    const either = lemma === 'whether' && !cues.has('ask') && alternativeAhead(tokens, at, to);
    // "counts like any other income", "treated the same as any other applicant": equal treatment
    const equal = EQUALLY.has(lemma) && anyOther(tokens, at + 1, to);
    if (equal) likenessEnds = at + 2;
    if (TURN_AWAY.has(lemma) && at - negatedAt <= 2) {
      admits = true;
      negatedAt = -9;
    } else if (NEGATIONS.has(lemma) || ABSENCE.has(lemma)) {
      if (negatedAt >= 0) limited = true;
      negatedAt = at;
    } else if (gladTo || either || equal || ADMIT.has(lemma)) {
      admits = true;
    } else if (limits(lemma) && at > likenessEnds) {
      // the "other" of "like any other" is no discouraging word
      limited = true;
    }
  }
  // a negation not spent on a refusal verb ("not accepted") keeps the clause a limit
  if (negatedAt >= 0) limited = true;
  if (admits && !limited) put(features, 'frame:inclusive');
  if (shared) for (const cls of colours) put(features, `plain:${cls}`);
  put(features, `b:${previous}_$`);
  for (const unit of units) {
    const entry = unit.term?.entry;
    if (!entry || unit.from < from || unit.to > to) continue;
    if (noResident.has(unit.from)) continue;
    put(features, `term:${entry.cls}`);
    put(features, `term:${entry.cls}:${entry.tag ?? entry.strength}`);
    kinds.add(`${entry.cls}:${entry.tag ?? entry.strength}`);
    for (let at = unit.from; at < unit.to; at += 1) classAt[at - from]!.push([entry.cls, 1]);
    if (entry.strength === 'direct') put(features, `plain:${entry.cls}`);
    if (unit.term!.noun) put(features, `term:${entry.cls}:noun`);
    // a group term names people ("toddlers", "Christian families"); a trait ("stairs",
    // "complexion", "expecting") or a background ("a rich Irish heritage") names something else
    const background = ORIGIN_NOUNS.has(unit.term!.noun ?? '');
    if (entry.strength === 'direct' && !NOT_PEOPLE.has(entry.tag ?? '') && !background) {
      put(features, `who:${entry.cls}`);
    }
    // read by the gate only (model.ts): a background beside a place word is the place's history
    if (background) put(features, `background:${entry.cls}`);
    classes.set(entry.cls, 1);
  }
  // worse terms put a limit on whoever they name, children included ("a higher deposit for
  // families with kids"): a surcharge word and a charge word in one clause (decision 0456)
  if (worse > deniedWorse && CHARGES.some((word) => lemmas.has(word))) {
    cues.add('terms');
  }
  for (const cue of cues) put(features, `cue:${cue}`);
  for (const [cls, value] of classes) {
    put(features, `cls:${cls}`, value);
    for (const cue of cues) put(features, `x:${cls}:${cue}`, value);
  }
  // the kind of class word decides what a frame means: children preferred describe the home,
  // children refused limit; a condition wished for is accessibility, an ability wished for limits
  for (const kind of kinds) for (const cue of cues) put(features, `xk:${kind}:${cue}`);
  scopedCues(features, classAt, cuesAt);
  return features;
}

/** An "or" a few words after "whether", in the same clause. */
function alternativeAhead(tokens: Token[], at: number, to: number): boolean {
  for (let next = at + 1; next < Math.min(to, at + 12); next += 1) {
    if (tokens[next]!.lemma === 'or') return true;
  }
  return false;
}

/** Worse terms: a surcharge word beside a charge word ("an extra deposit", "stricter screening"). */
const WORSE = ['extra', 'additional', 'higher', 'double', 'larger', 'stricter', 'increased'];
const CHARGES = ['deposit', 'fee', 'rent', 'surcharge', 'screening', 'upfront', 'cosigner'];

/** How many words either side of a class word a cue still governs it ("no school-age kids"). */
const SCOPE = 4;

/**
 * The cues near a class word, crossed with its class: "without kids", "no headscarves" and
 * "a letter from your pastor is required" put the frame on the class word itself, where "great
 * for kids, no pets" puts it elsewhere. At most 2 × SCOPE positions per class word, so the
 * clause stays linear.
 */
function scopedCues(
  features: Features,
  classAt: Array<Array<[string, number]>>,
  cuesAt: string[][],
) {
  for (let at = 0; at < classAt.length; at += 1) {
    for (const [cls, value] of classAt[at]!) {
      const last = Math.min(cuesAt.length - 1, at + SCOPE);
      for (let other = Math.max(0, at - SCOPE); other <= last; other += 1) {
        for (const cue of cuesAt[other]!) put(features, `near:${cls}:${cue}`, value);
      }
    }
  }
}

/** A stop after these ends no sentence: "St. Joseph's Catholic Church", "Dr. King Blvd". */
const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'ave']);

/** Clauses: runs of tokens between sentence breaks, cut at MAX_CLAUSE_TOKENS. */
export function clauses(tokens: Token[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  for (let at = 1; at <= tokens.length; at += 1) {
    const stop =
      at === tokens.length || (tokens[at]!.breakBefore && !ABBREVIATIONS.has(tokens[at - 1]!.text));
    if (stop || at - start >= MAX_CLAUSE_TOKENS) {
      if (at > start) spans.push([start, at]);
      start = at;
    }
  }
  return spans;
}
