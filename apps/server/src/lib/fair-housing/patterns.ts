import { spansHouseholds } from './household-range';
import { ORIGIN_NOUNS, PERSON_NOUNS, type FairHousingClass, type LexiconEntry } from './lexicon';
import type { Unit } from './units';

/**
 * Patterns over units (words and group terms). Each looks a bounded number of units ahead of
 * its anchor, so running every pattern at every position stays linear in the text.
 */

export type MatchKind =
  | 'exclusion'
  | 'count'
  | 'preference'
  | 'composition'
  | 'language'
  | 'code-word'
  | 'family-preference'
  | 'adult-place'
  | 'diversity'
  | 'steering';

export interface UnitMatch {
  from: number;
  /** Exclusive. */
  to: number;
  /** The unit holding the group term (absent for code words and "people like me"). */
  termAt?: number;
  /** The class, when no unit holds the group term ("… who is Christian and quiet"). */
  cls?: FairHousingClass;
  kind: MatchKind;
  limitation: boolean;
}

/** A request choosing homes or areas by `cls` over the units from `from` to `to`. */
export const steering = (from: number, to: number, cls: FairHousingClass): UnitMatch => ({
  from,
  to,
  cls,
  kind: 'steering',
  limitation: false,
});

export type Pattern = (units: Unit[], at: number) => UnitMatch | null;

export const set = (...words: string[]) => new Set(words);

export const isWord = (unit: Unit | undefined, words: Set<string>): unit is Unit =>
  unit !== undefined && unit.term === undefined && words.has(unit.lemma);
export const termOf = (unit: Unit | undefined): LexiconEntry | undefined => unit?.term?.entry;

/** How people are linked to their class in one shape of sentence (classAfterPeople). */
export interface PeopleLink {
  /** The people nouns: "tenants", "people", "neighbors". */
  people: ReadonlySet<string>;
  /** A word that must come right after the people noun ("on", "with"), when the shape needs one. */
  lead?: ReadonlySet<string>;
  /** Words that may stand between the people (or the lead) and the class word. */
  between: ReadonlySet<string>;
  /** How many units after the people noun (or the lead) the class word may stand. */
  reach: number;
  /** Which class words count here. */
  accept: (entry: LexiconEntry) => boolean;
}

const ARTICLES = set('a', 'an', 'the', 'any');

/**
 * "tenants on vouchers", "residents who use wheelchairs", "the neighbors with kids": people named
 * by a plain noun and linked to a class word within a few units, as refusals ("won't rent to
 * people on Section 8") and absences ("a complex without people in wheelchairs") both name them.
 * One helper for both shapes; each passes its own people, links and reach. The index of the
 * class word, or -1; looks at most `reach` + 2 units ahead.
 */
export function classAfterPeople(units: Unit[], start: number, link: PeopleLink): number {
  let index = isWord(units[start], ARTICLES) ? start + 1 : start;
  if (!isWord(units[index], link.people as Set<string>)) return -1;
  if (link.lead) {
    index += 1;
    if (!isWord(units[index], link.lead as Set<string>)) return -1;
  }
  const last = Math.min(units.length - 1, index + link.reach);
  for (let at = index + 1; at <= last; at += 1) {
    const unit = units[at]!;
    if (unit.breakBefore || unit.commaBefore) return -1;
    const entry = termOf(unit);
    if (entry && link.accept(entry)) return at;
    if (!isWord(unit, link.between as Set<string>)) return -1;
  }
  return -1;
}
export const isTopic = (entry: LexiconEntry | undefined) => entry?.tag === 'topic';
const isDirect = (entry: LexiconEntry | undefined): entry is LexiconEntry =>
  entry !== undefined && entry.strength === 'direct' && !isTopic(entry);
/** Traits, abilities and code phrases are judged by frames.ts, not as a named group. */
const FRAMED_ONLY = new Set(['topic', 'trait', 'ability', 'code']);
const isNamed = (entry: LexiconEntry | undefined): entry is LexiconEntry =>
  entry !== undefined && !FRAMED_ONLY.has(entry.tag ?? '');

const DETERMINERS = set('a', 'an', 'the', 'one', 'your', 'any', 'some', 'our', 'their');
export const MODIFIERS = set(
  'young',
  'single',
  'working',
  'professional',
  'mature',
  'retired',
  'older',
  'elderly',
  'quiet',
  'married',
  'newlywed',
  'childless',
  'responsible',
  'active',
  'busy',
  'small',
  'new',
  'happy',
  'nice',
  'respectful',
  'clean',
  'growing',
  'devout',
  'practicing',
  'sober',
  'little',
  'straight',
  'local',
  'good',
  'decent',
  'hardworking',
  'and',
  'or',
);

/**
 * The first group term after a cue ("ideal for a young Christian couple"): determiners and
 * modifiers may stand between; any other word, or a sentence break, ends the search.
 */
export function targetAfter(
  units: Unit[],
  start: number,
  accept: (entry: LexiconEntry, unit: Unit) => boolean,
  maxUnits = 4,
): number {
  let index = start;
  if (isWord(units[index], DETERMINERS)) index += 1;
  for (let seen = 0; seen < maxUnits && index < units.length; seen += 1, index += 1) {
    const unit = units[index]!;
    if (index > start && (unit.breakBefore || unit.commaBefore)) return -1;
    const entry = termOf(unit);
    if (entry) return accept(entry, unit) ? index : -1;
    if (!MODIFIERS.has(unit.lemma)) return -1;
  }
  return -1;
}

/** A preference may name anyone but children: "great for kids" describes the home. */
const preferable = (entry: LexiconEntry) => isNamed(entry) && entry.tag !== 'child';

const IDEAL = set(
  'ideal',
  'ideally',
  'perfect',
  'perfectly',
  'great',
  'suited',
  'suitable',
  'best',
  'meant',
  'designed',
  'made',
  'tailored',
  'geared',
  'intended',
  'recommended',
  'good',
  'excellent',
  'wonderful',
  'fantastic',
  'terrific',
  'awesome',
  'appropriate',
  'safe',
);
const ANYONE = set('anyone', 'anybody', 'everyone', 'everybody', 'all');
const BARE_FOR_CLASSES = set('sex', 'religion', 'race-or-color', 'national-origin');

/** "Ideal for a Christian couple", "great for young professionals"; "not suitable for kids". */
export const idealFor: Pattern = (units, at) => {
  const cue = units[at];
  const negated = isWord(units[at - 1], set('not', 'never'));
  // "ideal for", "best suited to"
  if (isWord(cue, IDEAL) && isWord(units[at + 1], set('for', 'to'))) {
    const target = targetAfter(units, at + 2, negated ? isNamed : preferable);
    if (target === -1) return null;
    // "great for a young family or anyone wanting space" names no one to the exclusion of others
    if (isWord(units[target + 1], set('or')) && isWord(units[target + 2], ANYONE)) return null;
    // "great for empty nesters or growing families": every stage of household, so no one
    if (!negated && spansHouseholds(units, target)) return null;
    const entry = termOf(units[target])!;
    if (negated) {
      return { from: at - 1, to: target + 1, termAt: target, kind: 'exclusion', limitation: true };
    }
    const kind = entry.tag === 'family' ? 'family-preference' : 'preference';
    return { from: at, to: target + 1, termAt: target, kind, limitation: false };
  }
  // "bachelor pad for a single guy", "rooms for Christians"
  if (isWord(cue, set('for')) && !isWord(units[at - 1], IDEAL)) {
    const hasDeterminer = isWord(units[at + 1], DETERMINERS);
    const target = targetAfter(
      units,
      at + 1,
      (entry, unit) =>
        isDirect(entry) &&
        BARE_FOR_CLASSES.has(entry.cls) &&
        (hasDeterminer || unit.term?.noun !== undefined || entry.adjective),
      3,
    );
    if (target === -1) return null;
    return { from: at, to: target + 1, termAt: target, kind: 'preference', limitation: false };
  }
  return null;
};

export const PREFER = set(
  'prefer',
  'preferring',
  'seeking',
  'seek',
  'want',
  'require',
  'favor',
  // "would suit a lady"
  'suit',
);
/** Verbs of meeting people after "want to": "only want to see …", "want to rent to …". */
const MEET = set('see', 'meet', 'find', 'host', 'rent', 'sell', 'lease');
/**
 * Past "to see", "to meet", "to rent to" after a wish: the people wanted follow (decision 0780),
 * "the owners only want to see native-born Americans". "Want to see the garden" names no group,
 * so the target search after it still decides.
 */
function wishedPeople(units: Unit[], start: number): number {
  if (!isWord(units[start], set('to')) || !isWord(units[start + 1], MEET)) return start;
  if (units[start + 1]!.breakBefore) return start;
  return isWord(units[start + 2], set('to')) ? start + 3 : start + 2;
}
/** "Landlord prefers a mature couple", "looking for Christian tenants", "must be able-bodied". */
export const preferVerb: Pattern = (units, at) => {
  let start = -1;
  if (isWord(units[at], PREFER)) start = wishedPeople(units, at + 1);
  else if (isWord(units[at], set('looking')) && isWord(units[at + 1], set('for'))) start = at + 2;
  else if (isWord(units[at], set('must')) && isWord(units[at + 1], set('be'))) start = at + 2;
  if (start === -1) return null;
  const target = targetAfter(units, start, preferable);
  if (target === -1) return null;
  // "suits couples and families of every size": a wish over every stage of household, no one
  if (!isWord(units[at], set('must')) && spansHouseholds(units, target)) return null;
  return { from: at, to: target + 1, termAt: target, kind: 'preference', limitation: false };
};

const ONLY = set('only', 'exclusively', 'required');
const PREFERRED = set('preferred', 'preferably', 'wanted');
const NOT_AFTER_ONLY = set(
  'a',
  'an',
  'the',
  'to',
  'need',
  'have',
  'has',
  'minute',
  'block',
  'mile',
  'step',
);
/** "Adults only", "English speakers preferred", "Seniors only", "Christians wanted". */
export const groupOnly: Pattern = (units, at) => {
  const entry = termOf(units[at]);
  // "Section 8 only" lets voucher holders in; "private-pay only" (a coded payer word) keeps them out
  if (!isNamed(entry) || (entry.cls === 'source-of-income' && entry.strength !== 'coded')) {
    return null;
  }
  let cue = at + 1;
  // "Healthy, active tenants only": a describing word or a people noun may stand between
  while (cue <= at + 2 && (isWord(units[cue], MODIFIERS) || isWord(units[cue], PERSON_NOUNS))) {
    if (units[cue]!.breakBefore) return null;
    cue += 1;
  }
  if (isWord(units[cue], set('strictly', 'are', 'is'))) cue += 1;
  const word = units[cue];
  if (!word || word.breakBefore || word.term) return null;
  const after = units[cue + 1];
  // "adults required to sign" asks something of them; "green card required to apply" demands papers
  const papersTo = entry.tag === 'document' && after?.lemma === 'to';
  if (
    after &&
    !after.breakBefore &&
    !papersTo &&
    (after.kind === 'number' || NOT_AFTER_ONLY.has(after.lemma))
  )
    return null;
  if (ONLY.has(word.lemma)) {
    return { from: at, to: cue + 1, termAt: at, kind: 'exclusion', limitation: true };
  }
  if (PREFERRED.has(word.lemma)) {
    return { from: at, to: cue + 1, termAt: at, kind: 'preference', limitation: false };
  }
  return null;
};

/** "Only Christians", "rent only to adults". */
export const onlyGroup: Pattern = (units, at) => {
  if (!isWord(units[at], set('only'))) return null;
  const start = isWord(units[at + 1], set('to')) ? at + 2 : at + 1;
  const target = targetAfter(units, start, (entry) => isNamed(entry) && entry.tag !== 'child', 2);
  if (target === -1) return null;
  return { from: at, to: target + 1, termAt: target, kind: 'exclusion', limitation: true };
};

/** "Christian neighborhood", "White family", "English-speaking tenants". */
export const composition: Pattern = (units, at) => {
  const unit = units[at];
  const entry = termOf(unit);
  if (!isDirect(entry) || !unit?.term?.noun || !BARE_FOR_CLASSES.has(entry.cls)) return null;
  // "a rich Irish heritage" describes a place's history; frames.ts judges it said of people
  if (ORIGIN_NOUNS.has(unit.term.noun)) return null;
  return { from: at, to: at + 1, termAt: at, kind: 'composition', limitation: false };
};

export { isDirect, isNamed };
