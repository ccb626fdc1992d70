import { PEOPLE } from './frame-words';
import { LEXICON, PERSON_NOUNS, PLACE_NOUNS, type FairHousingClass } from './lexicon';
import { isWord, set, termOf, type Pattern, type UnitMatch } from './patterns';
import type { Unit } from './units';

/**
 * "Tenants who will fit in", "buyers who blend in": fitting in said of people marks an exclusion;
 * what it sorts by is the origin or faith the sentence names, else colour (README: choices).
 */

/** A coded preference over units [from, to): shared with coded-patterns.ts. */
export const hit = (from: number, to: number, cls: FairHousingClass): UnitMatch => ({
  from,
  to,
  cls,
  kind: 'preference',
  limitation: false,
});

const SUBJECTS = set(...PEOPLE, 'we', 'i', 'you', 'they', 'he', 'she');
const BEFORE_FIT = set('who', 'that', 'will', 'would', 'can', 'could', 'to', 'just', 'easily');

/** The people (or pronoun) a "fit in" / "look like" is said of, just before it, or -1. */
export function subjectBefore(units: Unit[], at: number): number {
  let index = at - 1;
  while (index >= at - 4 && isWord(units[index], BEFORE_FIT) && !units[index + 1]!.breakBefore) {
    index -= 1;
  }
  return isWord(units[index], SUBJECTS) && !units[index + 1]!.breakBefore ? index : -1;
}

/** "Tenants who will fit in", "buyers who blend in", "where we'd fit in": fitting in is race. */
export const fitsIn: Pattern = (units, at) => {
  if (!isWord(units[at], set('fit', 'blend'))) return null;
  const inAt = isWord(units[at + 1], set('right', 'well')) ? at + 2 : at + 1;
  if (!isWord(units[inAt], set('in')) || units[inAt]!.breakBefore) return null;
  // "you'll fit in a king bed", "we fit in two desks": an object after "in" is what is fitted
  if (fittedObject(units, inAt + 1)) return null;
  const index = subjectBefore(units, at);
  if (index === -1) return heldHolyDay(units, at, inAt);
  // "fit in with my dogs", "fits in with our budget": fitting one's own things is no sorting
  const withAt = inAt + 1;
  if (isWord(units[withAt], set('with')) && !units[withAt]!.breakBefore) {
    if (isWord(units[withAt + 1], set('my', 'our', 'his', 'her', 'their', 'your'))) return null;
  }
  return hit(index, inAt + 1, fitClass(units, index, inAt + 1));
};

/** Words that open a noun phrase: after "fit in" they make it "fit (something) in". */
const OBJECT_OPENERS = set(
  ...['a', 'an', 'the', 'two', 'three', 'four', 'several', 'plenty', 'lots', 'extra', 'more'],
  ...['both', 'all', 'any', 'another', 'your', 'their', 'his', 'her', 'my', 'our'],
);

/**
 * An object right after "fit in" in the same clause: "fit in a king bed", "fit in 2 cars", "fit
 * in your sectional". People fit in with others or somewhere ("fit in here", "fit in with the
 * neighbours"), never in a determiner's noun phrase; "in the building" is read as a place only
 * when a place word follows, so "the" opens an object unless a place noun follows it.
 */
function fittedObject(units: Unit[], at: number): boolean {
  const unit = units[at];
  if (!unit || unit.breakBefore || unit.commaBefore) return false;
  if (/^\d/.test(unit.lemma)) return true;
  if (!OBJECT_OPENERS.has(unit.lemma)) return false;
  const next = units[at + 1]?.lemma ?? '';
  return !PLACE_NOUNS.has(next) && !PERSON_NOUNS.has(next) && !GROUPS_JOINED.has(next);
}
/** "fit in the crowd", "blend in our culture": a group joined, so the people fit in. */
const GROUPS_JOINED = set('group', 'culture', 'family', 'household', 'cul', 'mix', 'fold');

/** Holy days a household keeps; the day alone ("Christmas lights", "an Easter egg hunt") is no one. */
const HOLY_DAYS = set(
  ...['christmas', 'easter', 'hanukkah', 'chanukah', 'kippur', 'hashanah', 'eid', 'diwali'],
  ...[
    'holi',
    'vaisakhi',
    'navratri',
    'ramadan',
    'lent',
    'passover',
    'sukkot',
    'sabbath',
    'shabbat',
  ],
);
const KEEP_DAY = set('celebrate', 'observe', 'keep', 'honor', 'honour', 'mark');
/** How many words a "who" clause may hold before "will fit in". */
const CLAUSE_REACH = 6;
const RELATIVES = set('who', 'that');

/**
 * "Buyers who celebrate Christmas will fit in best": people said to fit in by the holy day they
 * keep sort by religion. A people noun, "who" or "that", a keeping verb and a holy day, then the
 * "fit in"; "buyers who love gardening will fit right in" names no class and stays silent.
 */
function heldHolyDay(units: Unit[], fitAt: number, inAt: number): UnitMatch | null {
  let day = -1;
  for (let at = fitAt - 1; at >= Math.max(0, fitAt - CLAUSE_REACH); at -= 1) {
    if (units[at + 1]!.breakBefore || units[at + 1]!.commaBefore) return null;
    // a holy day may be a trait term of its own ("Ramadan"): read its word, not its entry
    const holyDay = HOLY_DAYS.has(units[at]!.lemma);
    if (day === -1 && holyDay && isWord(units[at - 1], KEEP_DAY)) day = at;
    if (day !== -1 && isWord(units[at], RELATIVES)) {
      return isWord(units[at - 1], SUBJECTS) ? hit(at - 1, inAt + 1, 'religion') : null;
    }
  }
  return null;
}

/** How far from the "fit in" a group word may stand in its sentence and still say what fits. */
const FIT_REACH = 20;
/** Places and acts of worship: "tell us your church", "where you pray". */
const WORSHIP = set(
  ...['church', 'mosque', 'synagogue', 'temple', 'gurdwara', 'parish', 'congregation'],
  ...['worship', 'pray', 'prayer', 'denomination'],
);
const ORIGIN_OR_FAITH = new Set<FairHousingClass>(['national-origin', 'religion']);

/** A keeping verb within three words of a holiday: "holidays you observe", "celebrate the holidays". */
function keptNear(units: Unit[], at: number): boolean {
  for (let near = Math.max(0, at - 3); near <= Math.min(units.length - 1, at + 3); near += 1) {
    if (near !== at && isWord(units[near], KEEP_DAY)) return true;
  }
  return false;
}

/**
 * The origin or faith a word of the sentence names: a group term ("Catholic families"), a
 * group word with no noun after it ("which religious holidays", "a Hindu household's"), a holy day
 * or a place or act of worship, or holidays one keeps ("the holidays your family observes"). The class follows the protected-class word; "fit in" only marks
 * the exclusion.
 */
function originOrFaith(units: Unit[], at: number): FairHousingClass | undefined {
  const unit = units[at]!;
  const cls = termOf(unit)?.cls;
  if (cls) return ORIGIN_OR_FAITH.has(cls) ? cls : undefined;
  if (HOLY_DAYS.has(unit.lemma) || WORSHIP.has(unit.lemma)) return 'religion';
  if (unit.lemma === 'holiday' && keptNear(units, at)) return 'religion';
  const bare = LEXICON.get(unit.lemma)?.find(
    (entry) =>
      entry.words.length === 1 && entry.strength === 'direct' && ORIGIN_OR_FAITH.has(entry.cls),
  );
  return bare?.cls;
}

/**
 * What fitting in sorts by: colour, unless the same sentence names an origin or a faith ("the
 * neighbours are all of Scandinavian heritage and want a buyer who fits in", "tell us which
 * religious holidays you observe so we know you will fit in").
 */
function fitClass(units: Unit[], from: number, to: number): FairHousingClass {
  for (let at = from - 1; at >= Math.max(0, from - FIT_REACH); at -= 1) {
    const cls = originOrFaith(units, at);
    if (cls) return cls;
    if (units[at]!.breakBefore) break;
  }
  for (let at = to; at < Math.min(units.length, to + FIT_REACH); at += 1) {
    if (units[at]!.breakBefore) break;
    const cls = originOrFaith(units, at);
    if (cls) return cls;
  }
  return 'race-or-color';
}
