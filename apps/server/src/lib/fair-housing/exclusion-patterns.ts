import { EQUIPMENT } from './conditions';
import { PERSON_NOUNS, type LexiconEntry } from './lexicon';
import {
  classAfterPeople,
  isDirect,
  isWord,
  set,
  targetAfter,
  termOf,
  type PeopleLink,
  type Pattern,
} from './patterns';

/**
 * A group a refusal can name: a direct term, or "disabilities" itself ("no disabilities",
 * "people without disabilities"), which elsewhere is only a topic.
 */
function refusable(entry: LexiconEntry | undefined): entry is LexiconEntry {
  if (!entry) return false;
  if (entry.tag === 'topic' && entry.cls === 'disability') return true;
  return EQUIPMENT_WORDS.has(entry.words.join(' ')) || isDirect(entry);
}
/** Equipment a condition calls for, refused like a group (decision 0755). */
const EQUIPMENT_WORDS = new Set(EQUIPMENT);
import type { Unit } from './units';

/** Things a listing may refuse, which may stand in a list before a group: "no pets or kids". */
const EXCLUDABLE = set(
  'pet',
  'dog',
  'cat',
  'smoker',
  'smoking',
  'vaping',
  'vaper',
  'party',
  'student',
  'roommate',
  'sublet',
  'subletting',
  'drug',
  'waterbed',
  'animal',
  'large',
  'big',
  'small',
  'young',
  'little',
  'any',
  'or',
  'and',
  'nor',
  '/',
  'including',
  'incl',
  'even',
  'also',
);
const CONNECTORS = set('or', 'and', 'nor', '/');

/** Extends a match over "… or newborns", "…, kids or teens". */
function extendList(units: Unit[], end: number, accept: (entry: LexiconEntry) => boolean): number {
  let to = end;
  for (let guard = 0; guard < 4; guard += 1) {
    const connector = units[to];
    const next = units[to + 1];
    if (!isWord(connector, CONNECTORS) || connector.breakBefore) break;
    const entry = termOf(next);
    if (!entry || next!.breakBefore || !accept(entry)) break;
    to += 2;
  }
  return to;
}

const NO_ONE = set('one', 'body', ...PERSON_NOUNS);
const SOMEONE_WHO = set(
  'has',
  'have',
  'with',
  'in',
  'on',
  'using',
  'who',
  'use',
  'need',
  'is',
  'are',
  'a',
  'an',
);

/** "No kids", "no pets, smokers or children", "no emotional support animals", "no Section 8". */
export const noGroup: Pattern = (units, at) => {
  let first = at + 1;
  if (isWord(units[at], set('nobody', 'noone'))) first = at + 1;
  else if (!isWord(units[at], set('no', 'zero'))) return null;
  // "where no one has kids", "nobody with children", "no tenants in wheelchairs"
  else if (isWord(units[at + 1], NO_ONE)) first = at + 2;
  if (first > at + 1 || units[at]!.lemma !== 'no') {
    // "no one with kids", "nobody in a wheelchair", "no one who uses a walker"
    const start = first;
    while (first <= start + 3 && isWord(units[first], SOMEONE_WHO)) first += 1;
    if (first === start && first > at + 1) return null;
  }
  let listed = false;
  for (let index = first; index < units.length && index <= at + 7; index += 1) {
    const unit = units[index]!;
    if (unit.breakBefore) return null;
    const entry = termOf(unit);
    if (entry) {
      if (!refusable(entry)) return null;
      const to = extendList(units, index + 1, refusable);
      // an unknown thing before the group must make a list that ends with it ("no strollers or
      // toddlers in the hall"), never start a clause ("no fees and kids play free")
      if (listed && !endsList(units[to])) return null;
      return { from: at, to, termAt: index, kind: 'exclusion', limitation: true };
    }
    if (EXCLUDABLE.has(unit.lemma)) continue;
    // "no strollers or toddlers": any plural thing may stand in the list before the group
    const next = units[index + 1];
    const joined = next !== undefined && (next.commaBefore || CONNECTORS.has(next.lemma));
    if (!unit.plural || !joined) return null;
    listed = true;
  }
  return null;
};

const LIST_ENDS = set(
  'in',
  'on',
  'at',
  'allowed',
  'permitted',
  'please',
  'inside',
  'here',
  'under',
);
const endsList = (unit: Unit | undefined) =>
  unit === undefined || unit.breakBefore || unit.commaBefore || isWord(unit, LIST_ENDS);

const FILLERS = set('are', 'is', 'will', 'be', 'can', 'may', 'do', 'does', 'strictly', 'please');
const REFUSED = set(
  'allowed',
  'permitted',
  'accepted',
  'welcome',
  'welcomed',
  'eligible',
  'considered',
  'accommodated',
  'tolerated',
);
const BANNED = set('prohibited', 'forbidden', 'banned', 'excluded', 'unwelcome', 'disallowed');

/** "Children not allowed", "Handicapped need not apply", "Section 8 not accepted". */
export const groupRefused: Pattern = (units, at) => {
  if (!isDirect(termOf(units[at]))) return null;
  let index = at + 1;
  while (index <= at + 3 && isWord(units[index], FILLERS)) index += 1;
  const cue = units[index];
  if (!cue || cue.breakBefore) return null;
  let to = -1;
  if (isWord(cue, BANNED)) to = index + 1;
  else if (isWord(cue, set('not'))) {
    const next = isWord(units[index + 1], set('be')) ? index + 2 : index + 1;
    if (isWord(units[next], REFUSED)) to = next + 1;
  } else if (isWord(cue, set('need')) && isWord(units[index + 1], set('not'))) {
    to = isWord(units[index + 2], set('apply')) ? index + 3 : index + 2;
  }
  if (to === -1) return null;
  return { from: at, to, termAt: at, kind: 'exclusion', limitation: true };
};

/** "Tenants without children", "an area without many families with kids", "child-free". */
export const withoutGroup: Pattern = (units, at) => {
  if (isWord(units[at], set('childfree', 'kidfree'))) {
    return { from: at, to: at + 1, kind: 'exclusion', limitation: true };
  }
  const entry = termOf(units[at]);
  if (isDirect(entry) && isWord(units[at + 1], set('free')) && !units[at + 1]!.breakBefore) {
    if (entry.cls === 'familial-status' || entry.cls === 'disability') {
      return { from: at, to: at + 2, termAt: at, kind: 'exclusion', limitation: true };
    }
  }
  if (!isWord(units[at], set('without'))) return null;
  // "with or without kids" offers both (decision 0755)
  if (isWord(units[at - 1], set('or'))) return null;
  let index = at + 1;
  while (
    index <= at + 3 &&
    isWord(units[index], set('any', 'many', 'too', 'much', 'lot', 'of', 'young', 'small'))
  ) {
    index += 1;
  }
  if (!refusable(termOf(units[index])) || units[index]!.breakBefore) return null;
  return { from: at, to: index + 1, termAt: index, kind: 'exclusion', limitation: true };
};

const REFUSE_VERBS = set(
  'accept',
  'rent',
  'sell',
  'lease',
  'allow',
  'take',
  'permit',
  'consider',
  'welcome',
);
/** "We do not accept Section 8", "won't rent to families with children". */
const PEOPLE_LINKS = set('on', 'with', 'using', 'who', 'that', 'receiving', 'getting', 'have');
const REFUSED_PEOPLE = set(...PERSON_NOUNS, 'people', 'anyone', 'anybody', 'folk');

/** "tenants on vouchers", "people with a disability": people linked to their class, the way a
 * refusal names them ("won't rent to people on Section 8"). */
export const REFUSED_LINK: PeopleLink = {
  people: REFUSED_PEOPLE,
  lead: PEOPLE_LINKS,
  // "people who rely on government checks", "renters who live off benefits"
  between: set(
    ...['a', 'an', 'the', 'any', 'housing', 'government', 'federal', 'on', 'off', 'upon'],
    ...['rely', 'depend', 'live', 'survive', 'receive', 'collect', 'draw', 'get'],
  ),
  reach: 3,
  accept: (entry) => refusable(entry),
};

export const refuseGroup: Pattern = (units, at) => {
  let verb = -1;
  if (isWord(units[at], set('not', 'never')) && isWord(units[at + 1], REFUSE_VERBS)) verb = at + 1;
  else if (isWord(units[at], set('refuse')) && isWord(units[at + 1], set('to'))) {
    if (isWord(units[at + 2], REFUSE_VERBS)) verb = at + 2;
  }
  if (verb === -1) return null;
  const start = isWord(units[verb + 1], set('to')) ? verb + 2 : verb + 1;
  const target = Math.max(
    targetAfter(units, start, (entry) => isDirect(entry), 3),
    classAfterPeople(units, start, REFUSED_LINK),
  );
  if (target === -1) return null;
  return { from: at, to: target + 1, termAt: target, kind: 'exclusion', limitation: true };
};

const NUMBER_WORDS = set('one', 'two', 'three', 'four', 'five', 'single');
const isSmallNumber = (unit: Unit | undefined) =>
  unit !== undefined &&
  !unit.term &&
  ((unit.kind === 'number' && Number(unit.lemma) < 10) || NUMBER_WORDS.has(unit.lemma));
const isChildTerm = (unit: Unit | undefined) => {
  const entry = termOf(unit);
  return entry?.cls === 'familial-status' && entry.tag === 'child';
};
const LIMIT_AFTER = set('maximum', 'limit', 'only', 'allowed', 'permitted');
const LIMIT_BEFORE = set('maximum', 'limit', 'only');

/** "One child maximum", "max 2 kids", "no more than one child", "up to two children". */
export const childCount: Pattern = (units, at) => {
  if (isSmallNumber(units[at]) && isChildTerm(units[at + 1])) {
    const after = units[at + 2];
    if (isWord(after, LIMIT_AFTER) && !after.breakBefore) {
      return { from: at, to: at + 3, termAt: at + 1, kind: 'count', limitation: true };
    }
    return null;
  }
  let number = -1;
  if (isWord(units[at], LIMIT_BEFORE)) {
    number = isWord(units[at + 1], set('of', 'is')) ? at + 2 : at + 1;
  } else if (
    isWord(units[at], set('no', 'not')) &&
    isWord(units[at + 1], set('more')) &&
    isWord(units[at + 2], set('than'))
  ) {
    number = at + 3;
  } else if (isWord(units[at], set('up', 'at')) && isWord(units[at + 1], set('to', 'most'))) {
    number = at + 2;
  }
  if (number === -1 || !isSmallNumber(units[number]) || !isChildTerm(units[number + 1]))
    return null;
  return { from: at, to: number + 2, termAt: number + 1, kind: 'count', limitation: true };
};
