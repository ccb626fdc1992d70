import type { FairHousingClass } from '@nestwise/shared';
import { NEIGHBOURS, PEOPLE, SHARE_WORDS } from './frame-words';
import { LEXICON, PLACE_NOUNS, type LexiconEntry } from './lexicon';
import { classAfterPeople, set, steering, termOf, type PeopleLink, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * Requests that describe the place or its people by a protected class, in the shapes a person
 * asking for homes uses and an advertisement does not: the class said of the place
 * ("a neighbourhood that's predominantly Jewish", "areas that are less Black"), the people's
 * skin ("where the folks have lighter skin", "lighter-skinned neighbors"), nobody of a class ("nobody in the complex is on
 * welfare"), and being near a group ("near other Korean families"). Each frame needs its anchor
 * (a place or people noun, an absence, a word of nearness) and the class word inside one clause,
 * so "a Korean restaurant nearby" or "near a mosque" never fire.
 */

/** Words of share or degree that make an adjective describe who lives there. */
const DEGREE = set(
  ...SHARE_WORDS,
  'less',
  'more',
  'primarily',
  'very',
  'too',
  'all',
  'fewer',
  'exclusively',
);
/** The classes whose adjectives describe a place's people ("Black", "Jewish", "Korean"). */
const DESCRIBING = new Set<FairHousingClass>(['race-or-color', 'religion', 'national-origin']);
const TONES = set('light', 'lighter', 'dark', 'darker', 'fair', 'pale', 'paler', 'brown', 'olive');
const SKIN = set('skin', 'skinned', 'complexion', 'complexioned', 'tone');
const NOBODY = set('nobody', 'noone', 'none');
const NEAR = set('near', 'around', 'among', 'amongst', 'beside', 'alongside');
const FELLOW = set('other', 'fellow', 'more', 'lot', 'many', 'some');
/** Words a frame may reach over inside its clause: no more than this many. */
const WINDOW = 6;

const isAnchor = (unit: Unit | undefined) =>
  unit !== undefined &&
  unit.term === undefined &&
  (PLACE_NOUNS.has(unit.lemma) || PEOPLE.has(unit.lemma) || NEIGHBOURS.has(unit.lemma));

/** Words after which a bare adjective still stands for people ("less Black than", "… in Austin"). */
const AFTER_PEOPLE_ADJECTIVE = set(
  'in',
  'and',
  'or',
  'than',
  'around',
  'here',
  'there',
  'please',
  'near',
  // a clause of purpose or reason after it: "mostly Black so I can avoid them"
  'so',
  'because',
  'cause',
  'since',
);
const MINE = set('my', 'our', 'his', 'her', 'their');

/**
 * The describing adjective at `index`: a recognised term with a people or place noun, or a bare
 * lexicon adjective that ends its phrase ("mostly Jewish", not "more Asian grocery stores").
 */
function describingEntry(units: Unit[], index: number): LexiconEntry | undefined {
  const unit = units[index];
  if (!unit) return undefined;
  if (unit.term) return DESCRIBING.has(unit.term.entry.cls) ? unit.term.entry : undefined;
  const next = units[index + 1];
  const endsPhrase =
    next === undefined ||
    next.breakBefore ||
    next.commaBefore ||
    AFTER_PEOPLE_ADJECTIVE.has(next.lemma) ||
    isAnchor(next);
  if (!endsPhrase) return undefined;
  return (LEXICON.get(unit.lemma) ?? []).find(
    (entry) =>
      entry.words.length === 1 &&
      entry.adjective &&
      entry.strength === 'direct' &&
      DESCRIBING.has(entry.cls) &&
      entry.tag !== 'language',
  );
}

/** The units after `at` up to the clause's end, at most WINDOW of them. */
function* clauseAfter(units: Unit[], at: number) {
  for (let index = at + 1; index < Math.min(units.length, at + 1 + WINDOW); index += 1) {
    if (units[index]!.breakBefore || units[index]!.commaBefore) return;
    yield index;
  }
}

/** "a neighborhood that's predominantly Jewish", "the folks have lighter skin". */
const placeDescribed: Pattern = (units, at) => {
  if (!isAnchor(units[at])) return null;
  for (const index of clauseAfter(units, at)) {
    const unit = units[index]!;
    if (DEGREE.has(unit.lemma) && unit.term === undefined) {
      const entry = describingEntry(units, index + 1);
      if (entry) return steering(at, index + 2, entry.cls);
    }
    if (TONES.has(unit.lemma) && SKIN.has(units[index + 1]?.lemma ?? '')) {
      return steering(at, index + 2, 'race-or-color');
    }
  }
  return null;
};

/** "lighter-skinned neighbors", "a fair skinned community": the skin said before the people or place. */
const skinOfPeople: Pattern = (units, at) => {
  if (!TONES.has(units[at]!.lemma) || !SKIN.has(units[at + 1]?.lemma ?? '')) return null;
  for (let index = at + 2; index <= at + 3 && index < units.length; index += 1) {
    if (units[index]!.breakBefore || units[index]!.commaBefore) return null;
    if (isAnchor(units[index])) return steering(at, index + 1, 'race-or-color');
  }
  return null;
};

/** "nobody in the complex is on welfare", "none of the neighbors are Muslim". */
const nobodyOfClass: Pattern = (units, at) => {
  const unit = units[at]!;
  const nobody =
    (NOBODY.has(unit.lemma) && unit.term === undefined) ||
    (unit.lemma === 'no' && units[at + 1]?.lemma === 'one');
  if (!nobody) return null;
  for (const index of clauseAfter(units, at)) {
    const entry = units[index]!.term?.entry ?? describingEntry(units, index);
    // "no one in my family smokes" speaks of the asker's own people
    if (MINE.has(units[index - 1]?.lemma ?? '')) return null;
    if (entry && entry.strength === 'direct' && entry.tag !== 'language')
      return steering(at, index + 1, entry.cls);
  }
  return null;
};

/** "near other Korean families": living by a group chosen for its class. */
const nearGroup: Pattern = (units, at) => {
  if (!NEAR.has(units[at]!.lemma) || units[at]!.term !== undefined) return null;
  let index = at + 1;
  if (FELLOW.has(units[index]?.lemma ?? '') && units[index]?.term === undefined) index += 1;
  if (units[index]?.lemma === 'of') index += 1;
  const term = units[index]?.term;
  if (!term || !DESCRIBING.has(term.entry.cls)) return null;
  // a term with no noun stood alone for its people ("around other Mormons"); "near Korean
  // restaurants" never became a term (units.ts)
  if (term.noun !== undefined && !PEOPLE.has(term.noun) && !NEIGHBOURS.has(term.noun)) return null;
  return steering(at, index + 1, term.entry.cls);
};

const ABSENT = set('without', 'no');
const LINKING = set('in', 'with', 'who', 'that', 'on', 'using', 'use', 'have', 'has', 'are', 'is');
const DETERMINERS = set('any', 'the', 'a');

const ABSENT_LINK: PeopleLink = {
  people: set(...PEOPLE, ...NEIGHBOURS),
  between: set(...LINKING, ...DETERMINERS),
  reach: 3,
  accept: (entry) => entry.tag !== 'language' && entry.tag !== 'animal',
};

/** "a complex without people in wheelchairs", "no residents on welfare": people of a class wished away. */
const absentPeopleOfClass: Pattern = (units, at) => {
  if (!ABSENT.has(units[at]!.lemma) || units[at]!.term !== undefined) return null;
  const target = classAfterPeople(units, at + 1, ABSENT_LINK);
  return target === -1 ? null : steering(at, target + 1, termOf(units[target])!.cls);
};

export const REQUEST_FRAMES: Pattern[] = [
  placeDescribed,
  skinOfPeople,
  nobodyOfClass,
  nearGroup,
  absentPeopleOfClass,
];
