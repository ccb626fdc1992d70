import { NEIGHBOURS, PEOPLE, SHARE_WORDS } from './frame-words';
import { PLACE_NOUNS } from './lexicon';
import type { LexiconEntry } from './lexicon-entry';
import { set, steering, type Pattern } from './patterns';
import { originEnd } from './prohibitions';
import type { Unit } from './units';

/**
 * Wishes about who lives nearby, read by frame and scope rather than by phrase: an aversion
 * ("don't want", "rather not", "not near", "avoid", "away from", "free of") scopes over the words
 * that keep it on people or a place ("to be around", "have … next door", "any other", "tenants
 * on") up to a protected-class word ("I'd rather not have immigrants next door", "not near any
 * Black families", "I don't want to be around blind or deaf folks"); the neighbours said to be or
 * not be of a class ("the other tenants aren't on vouchers", "neighbors mostly from Europe", "a
 * neighborhood with people from India"). A word outside the scope ends it, so "rather not have
 * stairs, my wife uses a wheelchair" or "not near the highway" never fire; self-descriptions are
 * dropped by the caller (steering.ts).
 */

/** A negation that turns the wish or the nearness after it into an aversion. */
// "nowhere near people on welfare"
const NEGATION = set('not', 'never', 'nowhere');
const WISHED = set(
  'want',
  'like',
  'wish',
  'prefer',
  'need',
  'have',
  'live',
  'be',
  'near',
  'around',
  'by',
);
const AVERSE = set('avoid', 'away', 'free');
/** Words that keep an aversion on the people or the place where they live. */
const SCOPE = set(
  ...PLACE_NOUNS,
  ...NEIGHBOURS,
  ...PEOPLE,
  'a',
  'an',
  'the',
  'any',
  'some',
  'other',
  'those',
  'these',
  'many',
  'lot',
  'bunch',
  'of',
  'to',
  'be',
  'have',
  'live',
  'living',
  'near',
  'around',
  'by',
  'next',
  'door',
  'close',
  'beside',
  'among',
  'from',
  'with',
  'where',
  'who',
  'are',
  'is',
  'on',
  'in',
  'using',
  'use',
  'too',
  'so',
  'or',
  'and',
  'nor',
  'really',
  'just',
);
/** Kinds of class word an aversion does not read: a language is said of shops, an age of a place. */
const UNREAD = new Set(['language', 'animal', 'age', 'trait', 'ability', 'code']);
const WINDOW = 7;
const DEGREE = set(...SHARE_WORDS, 'all', 'only', 'primarily', 'exclusively', 'not');
const BE = set('are', 'is', 'be', 'were', 'was');

const plain = (unit: Unit | undefined, words: Set<string>) =>
  unit !== undefined && unit.term === undefined && words.has(unit.lemma);

/** A class word said of people: a named group, or a condition after a people noun ("people in wheelchairs"). */
function classWord(units: Unit[], index: number): LexiconEntry | undefined {
  const entry = units[index]?.term?.entry;
  if (!entry || entry.strength !== 'direct') return undefined;
  if (entry.tag === 'topic') {
    const before = units[index - 1];
    const people = units[index - 2];
    const linked = plain(before, set('in', 'with', 'using', 'on'));
    return linked && people && (PEOPLE.has(people.lemma) || NEIGHBOURS.has(people.lemma))
      ? entry
      : undefined;
  }
  return UNREAD.has(entry.tag ?? '') ? undefined : entry;
}

/** Where an aversion starts at `at`, or -1: "not want", "rather not", "not near", "avoid", "away from". */
function aversionAt(units: Unit[], at: number): number {
  const unit = units[at]!;
  if (plain(unit, AVERSE)) return at;
  if (!plain(unit, NEGATION)) return -1;
  for (let index = at + 1; index <= at + 2; index += 1) {
    if (plain(units[index], WISHED)) return index;
  }
  return -1;
}

/** A faith's house of worship: kept away from, it stands for the faith's people. */
const WORSHIP = set('mosque', 'synagogue', 'church', 'temple', 'gurdwara');
const LISTED = set('or', 'and', 'nor');

/** The worship place at `index` ends its noun phrase ("any mosques", not "the church parking lot"). */
function worshipPlace(units: Unit[], index: number): boolean {
  if (!plain(units[index], WORSHIP)) return false;
  const next = units[index + 1];
  return next === undefined || next.breakBefore || next.commaBefore || plain(next, LISTED);
}

/**
 * "I'd rather not have immigrants next door", "not near any Black families", "don't want to be
 * near any mosques": people of a class, or a faith's house of worship standing for them, kept
 * away from. Wanting to be near one's own ("close to our synagogue") is no aversion.
 */
const averseToClass: Pattern = (units, at) => {
  const cue = aversionAt(units, at);
  if (cue < 0) return null;
  let worship = -1;
  for (let index = cue + 1; index < Math.min(units.length, cue + 1 + WINDOW); index += 1) {
    const unit = units[index]!;
    if (unit.breakBefore) break;
    const entry = classWord(units, index);
    if (entry) return { ...steering(at, index + 1, entry.cls), termAt: index };
    if (worship < 0 && worshipPlace(units, index)) {
      worship = index;
      continue;
    }
    if (unit.term !== undefined || !SCOPE.has(unit.lemma)) break;
  }
  return worship < 0 ? null : steering(at, worship + 1, 'religion');
};

/** Being near people is choosing them as neighbours: "close to people from Mexico". */
const NEARNESS = set(
  'near',
  'close',
  'around',
  'among',
  'amongst',
  'beside',
  'next',
  'surrounded',
  'with',
);
const MY_ORIGIN = set('my', 'our');
const HOMELANDS = set('country', 'homeland', 'culture');

/**
 * Where the origin people are said to come from ends, or -1: a country or region (originEnd), or
 * the requester's own ("from our home country", "from my country", "from back home", "from the
 * old country"), which names an origin as surely as the country's name.
 */
function peopleOriginEnd(units: Unit[], at: number): number {
  const named = originEnd(units, at);
  if (named !== -1) return named;
  if (plain(units[at], set('back')) && plain(units[at + 1], set('home'))) return at + 2;
  const old = plain(units[at], set('the')) && plain(units[at + 1], set('old'));
  if (old && plain(units[at + 2], set('country'))) return at + 3;
  if (!plain(units[at], MY_ORIGIN)) return -1;
  const noun = plain(units[at + 1], set('home', 'own')) ? at + 2 : at + 1;
  return plain(units[noun], HOMELANDS) ? noun + 1 : -1;
}

const DO = set('do', 'does', 'did');
/** Verbs by which people have a class's mark: "use section 8", "have kids", "get benefits". */
const HAVING = set('use', 'have', 'take', 'get', 'receive', 'need', 'rely');

/** Where the class word after "do not use", "don't have" (and "rely on") stands, or -1. */
function negatedHaving(units: Unit[], at: number): number {
  if (!plain(units[at], DO) || !plain(units[at + 1], NEGATION)) return -1;
  if (!plain(units[at + 2], HAVING)) return -1;
  let index = at + 3;
  if (plain(units[index], set('on', 'any', 'a', 'an'))) index += 1;
  return index;
}

/** The neighbours said to be, or not be, of a class: "the other tenants aren't on vouchers". */
const neighboursOfClass: Pattern = (units, at) => {
  const people = units[at]!;
  if (!(NEIGHBOURS.has(people.lemma) || PEOPLE.has(people.lemma))) return null;
  // "families from India": a people noun that is also a class word still names who comes from
  // somewhere; only the origin is read after it
  const named = people.term !== undefined;
  let index = at + 1;
  if (plain(units[index], BE)) index += 1;
  // "tenants don't use section 8", "the neighbors do not have kids": a class had or used, denied
  const denied = negatedHaving(units, index);
  if (!named && denied !== -1) {
    const entry = classWord(units, denied);
    return entry && !units[denied]!.breakBefore
      ? { ...steering(at, denied + 1, entry.cls), termAt: denied }
      : null;
  }
  let degree = false;
  while (plain(units[index], DEGREE)) {
    degree = true;
    index += 1;
  }
  // "neighbors mostly from Europe", "a neighborhood with people from India", "close to people
  // from our home country"
  const origin = plain(units[index], set('from')) ? peopleOriginEnd(units, index + 1) : -1;
  if (origin !== -1) {
    const before = units.slice(Math.max(0, at - 4), at);
    const placed =
      degree ||
      NEIGHBOURS.has(people.lemma) ||
      before.some((u) => PLACE_NOUNS.has(u.lemma) || NEARNESS.has(u.lemma));
    return placed ? steering(at, origin, 'national-origin') : null;
  }
  if (named || !degree) return null;
  if (plain(units[index], set('on', 'in', 'with'))) index += 1;
  const entry = classWord(units, index);
  return entry && !units[index]!.breakBefore
    ? { ...steering(at, index + 1, entry.cls), termAt: index }
    : null;
};

const COLOUR_DEGREES = set('whitest', 'whiter', 'blackest', 'blacker', 'brownest', 'browner');

/** "which suburbs are the whitest": a colour's degree said of a place or its people. */
const colourDegreeOfPlace: Pattern = (units, at) => {
  if (!plain(units[at], COLOUR_DEGREES)) return null;
  const next = units[at + 1];
  const ends = next === undefined || next.breakBefore || next.commaBefore;
  const anchor = (u: Unit | undefined) =>
    u !== undefined && (PLACE_NOUNS.has(u.lemma) || NEIGHBOURS.has(u.lemma));
  if (!ends && !anchor(next)) return null;
  const before = units.slice(Math.max(0, at - WINDOW), at);
  return anchor(next) || before.some(anchor) ? steering(at, at + 1, 'race-or-color') : null;
};

const COLOURS = set('white', 'black', 'brown', 'colored');
const SHARE_DEGREE = set(...SHARE_WORDS, 'all');
/** A clause of purpose or reason after the colour ends its phrase: "… are white so I can avoid them". */
const CLAUSE_OPENERS = set('so', 'because', 'cause', 'since');
const SELECTORS = set('which', 'what');
const RELATIVES = set('that', 'which');
/** Parts of town a colour can be said of; a building or a street may be painted one. */
const DISTRICTS = set(
  'neighborhood',
  'area',
  'part',
  'district',
  'suburb',
  'community',
  'town',
  'enclave',
  'subdivision',
  'zip',
);

/**
 * "which neighborhoods in Detroit are white": a colour said of a part of town, ending its phrase,
 * chooses the part of town by who lives there when the part of town is what is asked for or
 * described ("which suburbs … are white", "a neighborhood that is white"); "which areas are white
 * sand beaches" goes on to name a thing, "the trim in this area is white" and "the building is
 * white" are paint.
 */
const colourOfDistrict: Pattern = (units, at) => {
  if (!plain(units[at], COLOURS)) return null;
  // "are mostly white": a degree may stand between the verb and the colour
  let verb = at - 1;
  while (verb > at - 3 && plain(units[verb], SHARE_DEGREE)) verb -= 1;
  if (!plain(units[verb], BE)) return null;
  const next = units[at + 1];
  const ends =
    next === undefined || next.breakBefore || next.commaBefore || plain(next, CLAUSE_OPENERS);
  if (!ends) return null;
  for (let index = verb - 1; index >= Math.max(0, verb - WINDOW); index -= 1) {
    if (!plain(units[index], DISTRICTS)) continue;
    // the part of town is what the colour is said of: asked for ("which suburbs … are") or
    // described ("a neighborhood that is")
    const asked = plain(units[index - 1], SELECTORS) || plain(units[index - 2], SELECTORS);
    if (asked || plain(units[index + 1], RELATIVES)) {
      return steering(verb, at + 1, 'race-or-color');
    }
  }
  return null;
};

export const REQUEST_WISHES: Pattern[] = [
  averseToClass,
  neighboursOfClass,
  colourDegreeOfPlace,
  colourOfDistrict,
];
