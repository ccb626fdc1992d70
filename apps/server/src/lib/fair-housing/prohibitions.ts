import { REFUSED_LINK } from './exclusion-patterns';
import { refusalAfter } from './frames';
import { ORIGIN_PLACES } from './origin-places';
import { classAfterPeople, isDirect, isWord, set, targetAfter, type Pattern } from './patterns';
import type { Unit } from './units';

/** Verbs that refuse by themselves, with no negation: "the complex bans kids". */
const PROHIBIT = set(
  'ban',
  'banning',
  'prohibit',
  'prohibiting',
  'forbid',
  'forbidding',
  'disallow',
);

/**
 * "a building that prohibits children", "the HOA bans kids", "prohibits tenants with
 * disabilities": a prohibiting verb with a group, or people linked to their class, after it (within three words: "bans any small children") refuses that group, as "does not
 * allow kids" does.
 */
export const prohibitsGroup: Pattern = (units, at) => {
  if (!isWord(units[at], PROHIBIT)) return null;
  const target = Math.max(
    targetAfter(units, at + 1, (entry) => isDirect(entry), 3),
    classAfterPeople(units, at + 1, REFUSED_LINK),
  );
  if (target === -1) return null;
  return { from: at, to: target + 1, termAt: target, kind: 'exclusion', limitation: true };
};

/** Regions said in two words; the first word alone names no origin ("middle", "latin"). */
const ORIGIN_REGIONS = new Set([
  'middle east',
  'latin america',
  'south america',
  'central america',
  'eastern europe',
  'east asia',
  'south asia',
  'southeast asia',
  'west africa',
  'east africa',
  'north africa',
  'third world',
]);

/** Where an origin after "from" ends ("from Mexico", "from the Middle East"), or -1. */
export function originEnd(units: Unit[], at: number): number {
  const start = isWord(units[at], set('the')) ? at + 1 : at;
  const first = units[start];
  if (!first || first.breakBefore) return -1;
  const pair = `${first.lemma} ${units[start + 1]?.lemma ?? ''}`;
  if (ORIGIN_REGIONS.has(pair) && !units[start + 1]!.breakBefore) return start + 2;
  return ORIGIN_PLACES.has(first.lemma) ? start + 1 : -1;
}

const ABSENT = set('no', 'without', 'not', 'never', 'none');
/** The people a refusal names (REFUSED_LINK), and "no one", "no immigrants" from somewhere. */
const FROM_PEOPLE = set(...REFUSED_LINK.people, 'one', 'immigrant');

/**
 * "no tenants from Mexico", "without anyone from the Middle East": people refused by where they
 * come from. Only after an absence: "buyers from overseas welcome" admits, and "tile from Italy"
 * names no people.
 */
export const noneFromOrigin: Pattern = (units, at) => {
  if (!isWord(units[at], ABSENT)) return null;
  let index = at + 1;
  if (isWord(units[index], set('any', 'one', 'more'))) index += 1;
  if (!isWord(units[index], FROM_PEOPLE) || units[index]!.breakBefore) return null;
  if (!isWord(units[index + 1], set('from'))) return null;
  const end = originEnd(units, index + 2);
  if (end === -1) return null;
  return { from: at, to: end, cls: 'national-origin', kind: 'exclusion', limitation: true };
};

/**
 * "Tenants from Mexico or Central America are not a good fit", "renters from overseas need not
 * apply": people named by where they come from, refused after it (the refusals of frames.ts).
 * "Buyers from overseas welcome" admits and is no match.
 */
export const fromOriginRefused: Pattern = (units, at) => {
  if (!isWord(units[at], FROM_PEOPLE) || !isWord(units[at + 1], set('from'))) return null;
  const end = originEnd(units, at + 2);
  if (end === -1 || units[at + 1]!.breakBefore) return null;
  const refused = refusalAfter(units, end - 1);
  if (refused === -1) return null;
  return { from: at, to: refused, cls: 'national-origin', kind: 'exclusion', limitation: true };
};
