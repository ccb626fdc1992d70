import type { FairHousingClass } from '@nestwise/shared';
import { SHARE_WORDS } from './frame-words';
import { PLACE_NOUNS } from './lexicon';
import { isWord, set, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * A place's colour said to change or not to change ("the neighborhood is changing color", "this
 * block hasn't changed color in fifty years"): coded race, since only its people change a place's
 * colour. The place or its people must be the subject within the clause, so "the leaves are
 * changing color" or "the walls changed color" are things.
 */
const CHANGE = set(
  'change',
  'changing',
  'changed',
  'turn',
  'turning',
  'turned',
  'shift',
  'shifting',
);
const HUE = set('color', 'colour', 'complexion', 'complexity');
const OCCUPANTS = set('neighbor', 'resident', 'population', 'demographic');
const BETWEEN = set(
  'is',
  'are',
  'has',
  'have',
  'had',
  'not',
  'been',
  'was',
  'that',
  'which',
  'never',
);

export const placeChangesColour: Pattern = (units, at) => {
  const subject = units[at];
  if (!subject || subject.term) return null;
  if (!PLACE_NOUNS.has(subject.lemma) && !OCCUPANTS.has(subject.lemma)) return null;
  let index = at + 1;
  while (index <= at + 4 && isWord(units[index], BETWEEN)) index += 1;
  if (!isWord(units[index], CHANGE)) return null;
  const hue = isWord(units[index + 1], HUE)
    ? index + 1
    : isWord(units[index + 2], HUE)
      ? index + 2
      : -1;
  if (hue === -1 || units[hue]!.breakBefore) return null;
  return { from: at, to: hue + 1, cls: 'race-or-color', kind: 'preference', limitation: false };
};

/**
 * A place's make-up said, then kept: "has stayed racially the same … and the HOA means to keep it
 * that way", "is lily-white and the association intends to keep it so", "not a mixed
 * neighborhood, and the HOA likes it that way". The wish to keep it is the limitation; the
 * make-up is named by a word only people give a place (racially, ethnic, integrated, mixed before
 * the place, an origin or colour term) within the same sentence as a place noun, so "the street
 * is quiet and we like it that way" or "the trim is white and we keep it so" stay clean.
 */
const KEEP = set(
  // "we hope it stays that way"
  'hope',
  'hopes',
  'keep',
  'keeps',
  'kept',
  'like',
  'likes',
  'liked',
  'want',
  'wants',
  'prefer',
  'prefers',
);
const IT = set('it', 'thing', 'things');
const STAY = set('stay', 'remain');
const STAYS = set('stays', 'remains', 'stay', 'remain');
const MAKE_UP = set(
  'racially',
  'racial',
  'ethnically',
  'ethnic',
  'integrated',
  'segregated',
  'homogeneous',
  'homogenous',
);
const LOOK_BACK_FOR_MAKE_UP = 18;

/** The end of "it that way" / "it so" / "it like that" / "it to stay that way" after `at`, or -1. */
function keptAsItIs(units: Unit[], at: number): number {
  let index = at;
  if (isWord(units[index], set('to')) && isWord(units[index + 1], STAY)) index += 2;
  // "would prefer it stays that way", "hope it remains so"
  else if (isWord(units[index], STAYS)) index += 1;
  if (isWord(units[index], set('so'))) return index + 1;
  if (isWord(units[index], set('that')) && isWord(units[index + 1], set('way'))) return index + 2;
  if (isWord(units[index], set('like')) && isWord(units[index + 1], set('that'))) return index + 2;
  return -1;
}

/** Places people live in; "cul-de-sac" is read as its last word. */
const KEPT_PLACES = new Set([...PLACE_NOUNS, 'sac', 'road', 'lane', 'court']);
const COLOURS = set('white', 'black', 'colored', 'coloured', 'brown');
/** Before a colour, what makes it the people's: "lily-white", "all white", "mostly white". */
const OF_PEOPLE = set('lily', 'all', 'entirely', 'only', ...SHARE_WORDS);

/** After the colour, the clause goes on or ends: "all white brick" is a thing's colour. */
const CLAUSE_GOES_ON = set('and', 'but', 'since', 'for', 'now', 'still', 'ever', 'as', 'so');
const saidOfPlace = (units: Unit[], index: number) => {
  const next = units[index + 1];
  return !next || next.breakBefore || next.commaBefore || isWord(next, CLAUSE_GOES_ON);
};

/** The class a word (with its neighbours) gives a place's make-up, or null. */
function makeUpWord(units: Unit[], index: number): FairHousingClass | null {
  const unit = units[index]!;
  const entry = unit.term?.entry;
  if (entry && (entry.cls === 'race-or-color' || entry.cls === 'national-origin')) return entry.cls;
  if (isWord(unit, MAKE_UP))
    return unit.lemma.startsWith('ethnic') ? 'national-origin' : 'race-or-color';
  if (isWord(unit, COLOURS) && isWord(units[index - 1], OF_PEOPLE) && saidOfPlace(units, index)) {
    return 'race-or-color';
  }
  // "old-stock American": lineage
  if (isWord(unit, set('stock')) && isWord(units[index - 1], set('old'))) return 'national-origin';
  const next = units[index + 1];
  if (isWord(unit, set('mixed')) && next && KEPT_PLACES.has(next.lemma)) return 'race-or-color';
  return null;
}

/** Within the sentence before the verb, a place and its make-up: the make-up's index and class. */
function makeUpOfPlace(units: Unit[], verb: number) {
  let place = false;
  let found: { at: number; cls: FairHousingClass } | null = null;
  for (let index = verb - 1; index >= Math.max(0, verb - LOOK_BACK_FOR_MAKE_UP); index -= 1) {
    const unit = units[index]!;
    if (KEPT_PLACES.has(unit.lemma) && !unit.term) place = true;
    const cls = makeUpWord(units, index);
    if (cls) found = { at: index, cls };
    if (unit.breakBefore) break;
  }
  return place ? found : null;
}

export const makeUpKept: Pattern = (units, at) => {
  if (!isWord(units[at], KEEP) || !isWord(units[at + 1], IT)) return null;
  const end = keptAsItIs(units, at + 2);
  if (end === -1) return null;
  const makeUp = makeUpOfPlace(units, at);
  if (!makeUp) return null;
  return { from: makeUp.at, to: end, cls: makeUp.cls, kind: 'preference', limitation: true };
};

/**
 * A place's make-up said to be unchanged, as a selling point (decision 0720): "the make-up of
 * this block hasn't shifted since the 70s", "the street's demographics have stayed the same",
 * "the block's makeup is unchanged". Only its people make up a place, so its make-up kept the
 * same is the place kept for the people it has. The make-up noun must be the place's: a place
 * noun before it (the possessive: "the block's make-up") or after "of" ("the make-up of this
 * street"), so "the makeup of the kitchen" or "the composition shingles" name no people. The
 * unchanged phrase must follow in the same sentence within ten units.
 */
const MAKE_UP_NOUNS = set('makeup', 'demographic', 'demographics');
const NOUN_BEFORE = set('the', 'its', 'their', 'this', 'that', 'racial', 'ethnic', 'demographic');
const CHANGED = set(
  'changed',
  'change',
  'changing',
  'shifted',
  'shift',
  'altered',
  'budged',
  'moved',
  'evolved',
);
const REMAINED = set('stayed', 'remained', 'stay', 'remain', 'is', 'are', 'been', 'still');
const UNCHANGED_REACH = 10;

/** The make-up noun at `at` and the unit after it, or -1: "makeup", "make up", "demographics". */
function makeUpNounEnd(units: Unit[], at: number): number {
  const unit = units[at];
  if (!unit || unit.term) return -1;
  if (MAKE_UP_NOUNS.has(unit.lemma)) return at + 1;
  if (unit.lemma !== 'make' || !isWord(units[at + 1], set('up'))) return -1;
  const before = units[at - 1];
  const isNoun = !unit.breakBefore && (isWord(before, NOUN_BEFORE) || isPlace(before));
  return isNoun ? at + 2 : -1;
}

const isPlace = (unit: Unit | undefined) =>
  unit !== undefined && !unit.term && KEPT_PLACES.has(unit.lemma);

/** Whether the place owns the make-up: "the block's make-up", "the make-up of this street". */
function ofPlace(units: Unit[], at: number, end: number): boolean {
  if (isPlace(units[at - 1]) || (isPlace(units[at - 2]) && !units[at - 1]!.breakBefore)) {
    return true;
  }
  if (!isWord(units[end], set('of')) || units[end]!.breakBefore) return false;
  for (let index = end + 1; index <= end + 4; index += 1) {
    const unit = units[index];
    if (!unit || unit.breakBefore) return false;
    if (isPlace(unit)) return true;
  }
  return false;
}

/** The end (exclusive) of an unchanged phrase from `at` within the sentence, or -1. */
function unchangedAfter(units: Unit[], at: number): number {
  for (let index = at; index < at + UNCHANGED_REACH; index += 1) {
    const unit = units[index];
    if (!unit || (index > at && unit.breakBefore) || unit.term) return -1;
    if (unit.lemma === 'unchanged') return index + 1;
    // "hasn't shifted", "has never changed", "has not really changed"
    if (isWord(unit, set('not', 'never'))) {
      for (let verb = index + 1; verb <= index + 3; verb += 1) {
        if (isWord(units[verb], CHANGED) && !units[verb]!.breakBefore) return verb + 1;
      }
    }
    // "has stayed the same", "is still the same", "remains the same"
    if (isWord(unit, REMAINED) && isWord(units[index + 1], set('the'))) {
      if (isWord(units[index + 2], set('same')) && !units[index + 2]!.breakBefore) {
        return index + 3;
      }
    }
  }
  return -1;
}

export const makeUpUnchanged: Pattern = (units, at) => {
  const end = makeUpNounEnd(units, at);
  if (end === -1 || !ofPlace(units, at, end)) return null;
  const unchanged = unchangedAfter(units, end);
  if (unchanged === -1) return null;
  return { from: at, to: unchanged, cls: 'race-or-color', kind: 'preference', limitation: true };
};
