import {
  ABSENCE,
  AFTER_SCOPE,
  ASK,
  BEFORE_CUE,
  NEGATIONS,
  NEIGHBOURS,
  PEOPLE,
  POST_CUES,
  POST_CONFINED,
  POST_REFUSALS,
  POST_REFUSED,
  POST_SCREENED,
  PREFER,
  REFUSE_VERBS,
  REQUEST_SCOPE,
  REQUIRE,
  SCOPE,
  SCOPE_MAX,
} from './frame-words';
import type { FairHousingClass, LexiconEntry } from './lexicon';
import { isTopic, isWord, MODIFIERS, set, termOf, type Pattern, type UnitMatch } from './patterns';
import { groupAt } from './predicate-patterns';
import type { Unit } from './units';

/**
 * The guard by meaning: a word about people (lexicon.ts, traits.ts) counts when a frame puts it
 * on who may live there, and only inside the frame's scope.
 *
 * - how: a requirement ("must", "requires"), a preference ("prefer", "ideal for", "best suited
 *   to"), a refusal ("cannot rent to", "need not apply", "will not be considered") or a question
 *   put to applicants ("state your country of birth");
 * - who: tenants, buyers, neighbours, residents, people, families, applicants, someone, anyone;
 * - scope: between the cue and the word stand only words that keep it about those people
 *   (determiners, "be", "have", "with", "without", "of", "a history of", "able to", "proof of"),
 *   so "must keep the lawn healthy" or "close to the health club" never fire.
 */

/** Words judged in a frame: traits, and group words of classes that name a person's makeup. */
const PEOPLE_CLASSES = new Set<FairHousingClass>(['familial-status', 'sex']);
export const FRAMED_CLASSES = new Set<FairHousingClass>([
  'disability',
  'national-origin',
  'religion',
  'race-or-color',
]);
/**
 * A disability condition ("limited mobility", "wheelchair") named with a plain preference or
 * requirement describes accessibility ("designed for residents who use wheelchairs"); refused,
 * asked about or wished absent it limits. Health and ability demanded limit in any frame.
 */
const isCondition = (entry: LexiconEntry) =>
  entry.cls === 'disability' && (entry.strength === 'direct' || entry.tag === 'trait');

/** A sex said as a trait ("the sex assigned at birth") is framed like any trait (decision 0720). */
const judgedInFrame = (entry: LexiconEntry) =>
  FRAMED_CLASSES.has(entry.cls) || (entry.cls === 'sex' && entry.tag === 'trait');

/**
 * A payer's people ("voucher holders", "program participants") limit only when turned away or
 * wished absent (decision 0755): "voucher holders should look elsewhere", "not available to HCV
 * holders", "prefer renters not on any housing program"; "Section 8 preferred" or "a good fit
 * for voucher holders" admits them.
 */
const isPayer = (entry: LexiconEntry) => entry.cls === 'source-of-income';

/** Stairs are the home's, not the person's, unless a requirement puts them on the person. */
const STAIRS = set('stair', 'staircase', 'flight');

function framed(entry: LexiconEntry | undefined, cue: Cue, absent: boolean): entry is LexiconEntry {
  if (!entry) return false;
  if (STAIRS.has(entry.words[0]!) && !cue.requirement) return false;
  if (isCondition(entry) && !cue.refusal && !cue.asked && !absent) return false;
  // children only in a refusal: "not suitable for a mother with small children", never "ideal
  // for kids", which describes the home; but a home wished free of them limits as a refusal
  // for, or preferred without them: "ideal for a couple without kids" (decision 0755)
  if (entry.tag === 'child') return (cue.kind === 'exclusion' || absent) && !cue.asked;
  if (isPayer(entry)) return (cue.refusal || absent) && !cue.asked;
  if (!judgedInFrame(entry)) return false;
  if (entry.tag === 'animal' || entry.tag === 'language' || entry.tag === 'code') return false;
  // "state your nationality": a topic counts only when asked of the applicant
  if (isTopic(entry)) return cue.asked || entry.cls === 'race-or-color';
  return true;
}

const LINKS = set('of', 'who', 'with', 'that');
/** People named by any plural before a link: "vegetarians of the Hindu faith". */
const named = (units: Unit[], index: number) =>
  units[index]!.plural === true && isWord(units[index + 1], LINKS);

export interface Cue {
  from: number;
  kind: 'exclusion' | 'preference';
  /** Negated, a refusal or "no one": not a plain preference or requirement. */
  refusal: boolean;
  /** "must", "required", "should": a demand on the person. */
  requirement?: boolean;
  /** A question put to applicants ("state your …"), where a topic word counts too. */
  asked: boolean;
}

/** "not suitable", "not a good fit", "never meant": where the negation of a cue starts, or -1. */
function negationBefore(units: Unit[], index: number): number {
  for (let before = index - 1; before >= 0 && before >= index - 4; before -= 1) {
    if (units[before + 1]!.breakBefore) return -1;
    if (isWord(units[before], NEGATIONS)) return before;
    if (!isWord(units[before], BEFORE_CUE)) return -1;
  }
  return -1;
}

/** Offered to people, said before them: only its negation is a cue ("not available to …"). */
const OFFERED_TO = set('available', 'open', 'offered', 'extended');

/** The cue at this unit, or null: "must", "not suitable", "cannot rent", "no one", "state". */
function cueAt(units: Unit[], index: number, request: boolean): Cue | null {
  const unit = units[index];
  if (!unit || unit.term) return null;
  if (request && NEIGHBOURS.has(unit.lemma)) {
    return { from: index, kind: 'exclusion', refusal: true, asked: false };
  }
  const before = units[index - 1];
  const negation = negationBefore(units, index);
  const negated = negation !== -1;
  if (REQUIRE.has(unit.lemma)) {
    const from = negated ? negation : index;
    return { from, kind: 'exclusion', refusal: negated, requirement: true, asked: false };
  }
  if (PREFER.has(unit.lemma)) {
    if (negated) return { from: negation, kind: 'exclusion', refusal: true, asked: false };
    return { from: index, kind: 'preference', refusal: false, asked: false };
  }
  if (ASK.has(unit.lemma)) return { from: index, kind: 'exclusion', refusal: false, asked: true };
  // "not for people with …", "not available / open / offered to …"
  if ((unit.lemma === 'for' || OFFERED_TO.has(unit.lemma)) && negated) {
    return { from: negation, kind: 'exclusion', refusal: true, asked: false };
  }
  // "cannot rent to", "will not consider", "refuse to lease to"
  if (REFUSE_VERBS.has(unit.lemma)) {
    const to = isWord(before, set('to')) ? index - 2 : index - 1;
    if (isWord(units[to], NEGATIONS)) {
      return { from: to, kind: 'exclusion', refusal: true, asked: false };
    }
  }
  // "no one with …", "no tenants with …", "nobody with …"
  if (isWord(unit, set('no', 'nobody', 'noone'))) {
    if (unit.lemma !== 'no' || isWord(units[index + 1], PEOPLE)) {
      return { from: index, kind: 'exclusion', refusal: true, asked: false };
    }
  }
  return null;
}

/** The end (exclusive) of a cue after the word: "… preferred", "… need not apply"; or -1. */
const MAY = set('must', 'may', 'can', 'cannot', 'shall', 'should');
const DWELL = set('live', 'reside', 'stay', 'occupy', 'move', 'apply', 'rent');

/** "green card or citizenship papers required": the cue after a list is said of every member. */
const COORDINATORS = set('or', 'and');
const LIST_REACH = 3;

/** Treated as everyone is: "screened the same as any applicant", "screened like everyone else". */
const EQUALLY = set('the', 'like', 'equally', 'just', 'exactly', 'in');

const DEGREES = set('most', 'more', 'especially', 'particularly', 'right');
const FELT = set('welcome', 'comfortable', 'home');

/** The end of a refusal said after the word at `at` ("… are not a good fit"), or -1. */
export function refusalAfter(units: Unit[], at: number): number {
  const after = cueAfter(units, at);
  return after?.refusal ? after.end : -1;
}

/** An age said after the people: "children under 12 …", "kids younger than 10 …". */
const AGE_BOUNDS = set('under', 'below', 'over', 'above', 'younger', 'older');
function pastAge(units: Unit[], at: number): number {
  if (!isWord(units[at], AGE_BOUNDS) || units[at]!.breakBefore) return at;
  const number = isWord(units[at + 1], set('than')) ? at + 2 : at + 1;
  if (units[number]?.kind !== 'number') return at;
  return isWord(units[number + 1], set('year')) ? number + 2 : number + 1;
}

function cueAfter(units: Unit[], at: number): { end: number; refusal: boolean } | null {
  let index = at + 1;
  if (isWord(units[index], COORDINATORS) && !units[index]!.commaBefore) {
    // the other member: at most LIST_REACH plain words, never past a break
    let member = index + 1;
    while (
      member <= index + LIST_REACH &&
      units[member] &&
      !units[member]!.breakBefore &&
      !units[member]!.commaBefore &&
      !AFTER_SCOPE.has(units[member]!.lemma) &&
      !POST_CUES.has(units[member]!.lemma) &&
      !POST_REFUSALS.has(units[member]!.lemma)
    ) {
      member += 1;
    }
    if (member > index + 1) index = member;
  }
  index = pastAge(units, index);
  const scoped = index;
  while (index <= scoped + 3 && isWord(units[index], AFTER_SCOPE)) index += 1;
  const unit = units[index];
  if (!unit || unit.breakBefore || unit.term) return null;
  if (POST_CUES.has(unit.lemma)) return { end: index + 1, refusal: false };
  // "… will feel most welcome": a welcome by degree is a preference ("will feel welcome" alone
  // lets everyone in and is none)
  if (unit.lemma === 'feel' && isWord(units[index + 1], DEGREES)) {
    const felt = isWord(units[index + 2], set('at')) ? index + 3 : index + 2;
    return isWord(units[felt], FELT) ? { end: felt + 1, refusal: false } : null;
  }
  // "a fair complexion a plus": an advantage is a preference (only after a trait or group word)
  if (unit.lemma === 'a' && isWord(units[index + 1], set('plus', 'bonus'))) {
    return units[index + 1]!.breakBefore ? null : { end: index + 2, refusal: false };
  }
  if (POST_REFUSALS.has(unit.lemma)) return { end: index + 1, refusal: true };
  // "… are screened first" singles them out; "… are screened the same as anyone" does not
  if (POST_SCREENED.has(unit.lemma)) {
    return isWord(units[index + 1], EQUALLY) ? null : { end: index + 1, refusal: true };
  }
  // "… will be turned down / turned away"
  if (isWord(unit, set('turned')) && isWord(units[index + 1], set('down', 'away'))) {
    return { end: index + 2, refusal: true };
  }
  // "… are restricted to the ground-floor units": people kept to a part of the property
  if (POST_CONFINED.has(unit.lemma) && isWord(units[index + 1], set('to'))) {
    return { end: index + 2, refusal: true };
  }
  if (unit.lemma === 'need' && isWord(units[index + 1], set('not'))) {
    return isWord(units[index + 2], set('apply')) ? { end: index + 3, refusal: true } : null;
  }
  // "… should consider a different property", "… may want to look elsewhere": sent away
  // the modal may be one the scope skipped: "… would be happier in a different building"
  const sentAway = Math.max(redirected(units, index), redirected(units, scoped));
  if (sentAway !== -1) return { end: sentAway, refusal: true };
  // "… is a condition of the lease": a requirement
  if (unit.lemma === 'a' && isWord(units[index + 1], set('condition', 'prerequisite'))) {
    const of = units[index + 2];
    return isWord(of, set('of', 'for')) && !units[index + 1]!.breakBefore
      ? { end: index + 3, refusal: false }
      : null;
  }
  // "children must not live in the upper unit"
  if (MAY.has(unit.lemma)) {
    const verb = unit.lemma === 'cannot' ? index + 1 : index + 2;
    const negated = unit.lemma === 'cannot' || isWord(units[index + 1], set('not'));
    return negated && isWord(units[verb], DWELL) ? { end: verb + 1, refusal: true } : null;
  }
  if (unit.lemma !== 'not') return null;
  const refused = isWord(units[index + 1], set('be')) ? index + 2 : index + 1;
  if (isWord(units[refused], POST_REFUSED)) return { end: refused + 1, refusal: true };
  // "… are not a good fit", "… not suitable": the people said not to suit the home
  const fit = notSuited(units, refused);
  return fit === -1 ? null : { end: fit, refusal: true };
}

/** A modal that sends the reader on ("should", "may want to"), and the verbs of looking on. */
const ADVISE = set('should', 'may', 'might', 'could', 'would', 'will', 'please');
const WANT_TO = set('want', 'wish', 'need', 'to', 'do', 'well', 'best', 'probably', 'likely', 'be');
/** "… would be happier in a different building", "… would be better off elsewhere". */
const LOOK_ON = set('consider', 'look', 'try', 'find', 'search', 'seek', 'shop', 'browse', 'go');
LOOK_ON.add('happier').add('better');
/** Where the looking goes: somewhere else than this home. */
const ELSEWHERE = set('elsewhere', 'different', 'another', 'other', 'else');

/**
 * "… should consider a different property", "… may want to look elsewhere", "… would do well to
 * find another home": the people named are sent to other homes, which refuses them. The looking
 * verb must reach "elsewhere" or "another / a different / other" within three words, so "buyers
 * should consider the view" or "you may want to try the pool" send no one away. The end
 * (exclusive) or -1; looks at most nine units ahead.
 */
function redirected(units: Unit[], at: number): number {
  if (!isWord(units[at], ADVISE)) return -1;
  let index = at + 1;
  while (index <= at + 4 && isWord(units[index], WANT_TO) && !units[index]!.breakBefore) {
    index += 1;
  }
  if (!isWord(units[index], LOOK_ON) || units[index]!.breakBefore) return -1;
  // "better off in a different building"
  if (isWord(units[index + 1], set('off'))) index += 1;
  for (let next = index + 1; next <= index + 3; next += 1) {
    const unit = units[next];
    if (!unit || unit.breakBefore || unit.term) return -1;
    if (ELSEWHERE.has(unit.lemma)) return next + 1;
  }
  return -1;
}

/** "… would not be safe here", "… would not be comfortable": the people said not to suit it. */
const SUITING = set('suitable', 'suited', 'right', 'appropriate', 'safe', 'comfortable');
const FIT_NOUNS = set('fit', 'match');
const FIT_DEGREES = set('a', 'the', 'good', 'great', 'right', 'ideal');

/** The end of "suitable" or "a good fit" at `at`, or -1. */
function notSuited(units: Unit[], at: number): number {
  if (isWord(units[at], SUITING) && !units[at]!.breakBefore) return at + 1;
  let index = at;
  while (index < at + 3 && isWord(units[index], FIT_DEGREES) && !units[index]!.breakBefore) {
    index += 1;
  }
  return index > at && isWord(units[index], FIT_NOUNS) && !units[index]!.breakBefore
    ? index + 1
    : -1;
}

/**
 * "Tenants must be in good physical health", "not suitable for anyone with mobility issues",
 * "we cannot rent to people with a history of mental illness", "applicants with psychiatric
 * conditions will not be considered", "please state your country of birth".
 */
/** "Christian or Jewish": an adjective standing for people before another group word. */
function adjectiveInList(units: Unit[], at: number): LexiconEntry | undefined {
  const unit = units[at];
  if (!unit || unit.term || !isWord(units[at + 1], set('or', 'and'))) return undefined;
  return groupAt(units[at + 2]) ? groupAt(unit) : undefined;
}

function traitInFrame(units: Unit[], at: number, request: boolean): UnitMatch | null {
  const entry = termOf(units[at]) ?? adjectiveInList(units, at);
  if (!entry || !(judgedInFrame(entry) || entry.tag === 'child' || isPayer(entry))) return null;
  const scope = request ? REQUEST_SCOPE : SCOPE;
  const match = (from: number, to: number, kind: UnitMatch['kind']): UnitMatch => ({
    from,
    to,
    termAt: at,
    cls: entry.cls,
    kind,
    limitation: kind === 'exclusion',
  });
  // "without", "no", "free of" between the cue and the word: the people are wished without it
  let absent = false;
  for (let index = at - 1; index >= 0 && index >= at - SCOPE_MAX; index -= 1) {
    const inside = units[index + 1]!;
    if (inside.breakBefore || inside.commaBefore) break;
    const cue = cueAt(units, index, request);
    // a plain wish for accessibility is no cue; an earlier "no residents who …" may still be
    if (cue && framed(entry, cue, absent)) return match(cue.from, at + 1, cue.kind);
    const unit = units[index]!;
    // "with or without kids" offers both, so it wishes no one absent
    if (ABSENCE.has(unit.lemma) && !isWord(units[index - 1], set('or'))) absent = true;
    // the people may be named by a family or sex word: "ideal for a family that keeps the Sabbath"
    if (unit.term && !PEOPLE_CLASSES.has(unit.term.entry.cls)) break;
    if (
      !unit.term &&
      !scope.has(unit.lemma) &&
      !MODIFIERS.has(unit.lemma) &&
      !named(units, index)
    ) {
      break;
    }
  }
  const after = cueAfter(units, at);
  if (!after || isTopic(entry) || (entry.tag === 'child' && !after.refusal)) return null;
  const preferred = units[after.end - 1]!.lemma === 'preferred';
  const cue: Cue = {
    from: at,
    kind: preferred ? 'preference' : 'exclusion',
    refusal: after.refusal,
    asked: false,
  };
  // "a note confirming you can live without a caregiver is required": the absence said before
  return framed(entry, cue, absent) ? match(at, after.end, cue.kind) : null;
}

export const framedTrait: Pattern = (units, at) => traitInFrame(units, at, false);
/** In a request the neighbours frame a trait too ("somewhere the neighbors don't have accents"). */
export const framedTraitRequest: Pattern = (units, at) => traitInFrame(units, at, true);
