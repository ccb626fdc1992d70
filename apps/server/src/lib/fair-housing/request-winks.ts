import { PLACE_NOUNS } from './lexicon';
import { set, steering, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * Race asked in code (decision 0775): a wink that more is meant than said ("if you know what I
 * mean", "catch my drift", "you know the type") beside a word that picks the people ("the right
 * crowd", "the type of people", "those people") or a quality of the area that carries the code
 * ("a safe neighborhood", "not too urban", "a nice part of town"); and "the hood" or "the ghetto"
 * kept away from, wink or not. A wink over a home's own features ("a place with a pool if you know
 * what I mean", "the right kind of house") and the hood one grew up in are searches.
 */

/** Winks as lemma sequences ("know what i mean" also reads "you know what i mean"). */
const WINKS = [
  'know what i mean',
  // the tokenizer splits "i'm" into "i am" and keeps "-ing" words whole
  'know what i am saying',
  'know what im saying',
  'get what i mean',
  'see what i mean',
  'catch my drift',
  'get my drift',
  'if you get me',
  'if you follow me',
  'wink wink',
  'nudge nudge',
  'you know the type',
  'you know the kind',
  'you know the sort',
].map((phrase) => phrase.split(' '));

function hasWink(units: Unit[]): boolean {
  return units.some((_, at) =>
    WINKS.some((words) => words.every((word, offset) => units[at + offset]?.lemma === word)),
  );
}

/** Words that pick some people over others: "the right kind", "the wrong crowd". */
const SELECTING = set('right', 'wrong', 'certain', 'proper', 'better', 'undesirable');
/** Who or what kind is picked. */
const WHO_WORDS = set(
  ...`kind sort type crowd element people folk neighbor neighbour demographic resident color colour makeup`.split(
    ' ',
  ),
);
const KINDS = set('kind', 'sort', 'type');
const PEOPLE_WORDS = set('people', 'folk', 'person', 'crowd', 'element', 'neighbor', 'resident');
/** Kinds that are of homes, not people: "the right kind of house". */
const HOME_KINDS = set(
  ...'house home place condo apartment property yard layout kitchen'.split(' '),
);
/** Qualities of an area that a wink turns into code for who lives there. */
// not "quiet", which is said of noise
const AREA_QUALITIES = set('safe', 'nice', 'good', 'decent', 'clean', 'better', 'nicer', 'safer');
/** An area left open that a quality follows: "somewhere safe", "someplace nice". */
const OPEN_PLACES = set('somewhere', 'someplace', 'anywhere', 'neighborhood', 'area');
/** Qualities that are code by themselves once winked at: "not too urban". */
const CODED_QUALITIES = new Set(['urban', 'ghetto', 'hood', 'sketchy', 'rough', 'diverse']);
const THOSE = set('those', 'these', 'that', 'them');

const lemma = (unit: Unit | undefined) => unit?.lemma ?? '';
/** The word as written: "hood" is read as "neighborhood", but the code is in the word itself. */
const written = (unit: Unit | undefined) => unit?.written ?? lemma(unit);

/** "the right crowd", "the type of people", "those people": the people picked, not a home. */
function picksPeople(units: Unit[], at: number): boolean {
  const word = lemma(units[at]);
  if (SELECTING.has(word)) {
    for (let next = at + 1; next <= at + 2; next += 1) {
      if (!WHO_WORDS.has(lemma(units[next]))) continue;
      return !(lemma(units[next + 1]) === 'of' && HOME_KINDS.has(lemma(units[next + 2])));
    }
  }
  // "the type of people", "those kinds of folks"
  if (KINDS.has(word) && lemma(units[at + 1]) === 'of')
    return PEOPLE_WORDS.has(lemma(units[at + 2]));
  return THOSE.has(word) && PEOPLE_WORDS.has(lemma(units[at + 1]));
}

/** "a safe neighborhood", "a nice part of town", "not too urban": the area's quality as code. */
function codedQuality(units: Unit[], at: number): boolean {
  const word = lemma(units[at]);
  if (CODED_QUALITIES.has(written(units[at]))) return true;
  if (!AREA_QUALITIES.has(word)) return false;
  // the quality said of the area itself, right before or after it: "a safe neighborhood", "a
  // nice part of town", "somewhere safe"; not of a thing in it ("a good school district")
  return PLACE_NOUNS.has(lemma(units[at + 1])) || OPEN_PLACES.has(lemma(units[at - 1]));
}

/** A wink with the people picked or the area's quality winked at. */
const winkedChoice: Pattern = (units, at) => {
  if (at !== 0 || !hasWink(units)) return null;
  for (let index = 0; index < units.length; index += 1) {
    if (picksPeople(units, index) || codedQuality(units, index)) {
      return steering(index, index + 1, 'race-or-color');
    }
  }
  return null;
};

/** Words keeping a place away: "not in", "away from", "outside", "avoid", "stay out of". */
const KEPT_AWAY = set('away', 'outside', 'avoid', 'without', 'no', 'far', 'out');
const NOT = set('not', 'never', 'nowhere');
// as written, not read through the spelling tables ("hood" would be "neighborhood")
const CODED_PLACES = new Set(['hood', 'ghetto', 'barrio', 'projects']);

/** "not in the hood", "away from the ghetto", "stay out of the projects". */
const awayFromCodedPlace: Pattern = (units, at) => {
  const unit = units[at];
  const word = unit?.lemma === 'project' && unit.plural ? 'projects' : written(unit);
  if (!CODED_PLACES.has(word)) return null;
  const ghetto = word === 'ghetto' || word === 'barrio';
  if (!ghetto && lemma(units[at - 1]) !== 'the') return null;
  for (let before = at - 1; before >= Math.max(0, at - 4); before -= 1) {
    const unit = units[before]!;
    if (KEPT_AWAY.has(unit.lemma) || NOT.has(unit.lemma))
      return steering(before, at + 1, 'race-or-color');
    if (units[before + 1]!.breakBefore || units[before + 1]!.commaBefore) return null;
  }
  return null;
};

export const REQUEST_WINKS: Pattern[] = [winkedChoice, awayFromCodedPlace];
