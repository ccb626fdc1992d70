import { LEXICON, PERSON_NOUNS, PLACE_NOUNS, type LexiconEntry } from './lexicon';
import { isNamed, isWord, MODIFIERS, PREFER, set, termOf, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * Patterns where the group is said after the people or the papers: "prefer a tenant who is
 * Christian", "must have a green card", "a neighborhood that is not too diverse".
 */

const DETERMINERS = set('a', 'an', 'the', 'any', 'some', 'our', 'my');
const WHO = set('who', 'that');
const IS = set('is', 'are', 'be', 'am');

/** The group named at this unit; an adjective counts even before "and" ("Christian and quiet"). */
export function groupAt(unit: Unit | undefined): LexiconEntry | undefined {
  const entry = termOf(unit);
  if (entry || !unit || unit.kind !== 'word') return entry;
  return LEXICON.get(unit.lemma)?.find((item) => item.words.length === 1 && item.adjective);
}

/** "We prefer a tenant who is Christian", "landlord prefers renters that are Muslim". */
export const preferWhoIs: Pattern = (units, at) => {
  let index = -1;
  if (isWord(units[at], PREFER)) index = at + 1;
  else if (isWord(units[at], set('looking')) && isWord(units[at + 1], set('for'))) index = at + 2;
  if (index === -1) return null;
  if (isWord(units[index], DETERMINERS)) index += 1;
  while (index <= at + 5 && isWord(units[index], MODIFIERS)) index += 1;
  if (!isWord(units[index], PERSON_NOUNS)) return null;
  if (!isWord(units[index + 1], WHO) || !isWord(units[index + 2], IS)) return null;
  let target = index + 3;
  if (isWord(units[target], set('a', 'an', 'also'))) target += 1;
  const entry = groupAt(units[target]);
  if (!isNamed(entry) || entry.tag === 'child' || units[target]!.breakBefore) return null;
  return {
    from: at,
    to: target + 1,
    termAt: target,
    cls: entry.cls,
    kind: 'preference',
    limitation: false,
  };
};

const MUST = set('must', 'should', 'need', 'required', 'requires');
const HOLD = set('have', 'hold', 'show', 'provide', 'present', 'possess', 'submit');
const PAPER_FILLERS = set('a', 'an', 'valid', 'current', 'your', 'their', 'proof', 'of', 'copy');

/** "Must have a green card", "applicants need to show proof of citizenship". */
export const mustHavePapers: Pattern = (units, at) => {
  if (!isWord(units[at], MUST)) return null;
  let index = isWord(units[at + 1], set('to')) ? at + 2 : at + 1;
  if (!isWord(units[index], HOLD)) return null;
  index += 1;
  while (index <= at + 6 && isWord(units[index], PAPER_FILLERS)) index += 1;
  const entry = termOf(units[index]);
  if (entry?.cls !== 'national-origin' || units[index]!.breakBefore) return null;
  return { from: at, to: index + 1, termAt: index, kind: 'exclusion', limitation: true };
};

const DIVERSE = set('diverse', 'diversity', 'multicultural', 'mixed');
const FEWER = set('not', 'less', 'least', 'never', 'hardly', 'too', 'overly', 'no', 'without');
const FEWER_FILLERS = set('very', 'that', 'so', 'too', 'all', 'much', 'any', 'a', 'lot', 'of');
/** "not racially mixed": the adverb says the mix is of people. */
const OF_PEOPLE = set('racially', 'ethnically', 'culturally');
const LOW = set('little', 'low', 'lack', 'minimal', 'avoid', 'zero');
/** After "not too diverse", a word that shows the text is still about people or a place. */
const ENDS = set('and', 'or', 'but', 'with', 'in', 'around', 'where');

/**
 * "A neighborhood that is not too diverse", "less diverse area", "no diversity": wanting fewer
 * people of other races. Diversity of things ("not very diverse dining options") is not.
 */
export const lowDiversity: Pattern = (units, at) => {
  const word = units[at];
  if (!isWord(word, DIVERSE)) return null;
  const peopleAdverb = isWord(units[at - 1], OF_PEOPLE);
  if (
    word.lemma === 'mixed' &&
    !peopleAdverb &&
    !isWord(units[at + 1], set('race', 'raced', 'racial'))
  )
    return null;
  let index = peopleAdverb ? at - 2 : at - 1;
  while (index >= at - 4 && isWord(units[index], FEWER_FILLERS) && !units[index + 1]!.breakBefore)
    index -= 1;
  const cue = units[index];
  const fewer = isWord(cue, FEWER) || isWord(cue, LOW) || isWord(units[at - 1], set('too'));
  if (!fewer || units[at]!.breakBefore) return null;
  const next = units[at + 1];
  if (next && !next.breakBefore && !next.commaBefore && next.kind === 'word') {
    const about = PLACE_NOUNS.has(next.lemma) || PERSON_NOUNS.has(next.lemma);
    if (!about && !ENDS.has(next.lemma) && next.term === undefined) return null;
  }
  const from = isWord(cue, FEWER) || isWord(cue, LOW) ? index : at - 1;
  return { from, to: at + 1, cls: 'race-or-color', kind: 'diversity', limitation: false };
};

/** What may be demanded of a trait said first: "ancestry must be documented". */
const SHOWN = set(
  'documented',
  'verified',
  'proven',
  'proved',
  'confirmed',
  'shown',
  'checked',
  'disclosed',
  'declared',
  'stated',
  'listed',
  'provided',
  'submitted',
  'certified',
  'reviewed',
);
const DEMANDED = set('must', 'should', 'will', 'shall', 'need', 'needs', 'required', 'is', 'are');
/** Classes whose traits are the person's own papers, body or faith. */
const SHOWN_CLASSES = new Set(['national-origin', 'disability', 'religion']);

/**
 * "Ancestry must be documented", "any medical condition must be disclosed", "religious affiliation
 * will be verified": a person's trait said first, then demanded be shown. The trait must open its
 * clause or follow a determiner or "proof of", so "the roof must be checked" names no one.
 */
export const traitMustBeShown: Pattern = (units, at) => {
  const entry = termOf(units[at]);
  if (!entry || !SHOWN_CLASSES.has(entry.cls)) return null;
  if (entry.tag !== 'trait' && entry.tag !== 'document' && entry.tag !== 'ability') return null;
  let index = at + 1;
  if (!isWord(units[index], DEMANDED) || units[index]!.breakBefore) return null;
  index += 1;
  if (isWord(units[index], set('to'))) index += 1;
  if (isWord(units[index], set('be'))) index += 1;
  if (!isWord(units[index], SHOWN) || units[index]!.breakBefore) return null;
  return { from: at, to: index + 1, termAt: at, kind: 'exclusion', limitation: true };
};
