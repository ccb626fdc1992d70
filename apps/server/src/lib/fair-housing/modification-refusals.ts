import { NEGATIONS } from './frame-words';
import { isWord, set, type Pattern } from './patterns';
import type { Unit } from './units';

/**
 * Refusing the changes a disabled tenant may make at their own expense (42 U.S.C. § 3604(f)(3)):
 * "no grab bars or ramps will be permitted", "tenants may not install a stair lift", "we will not
 * allow ramps". An accessibility fixture and, in the same clause, a permission denied. The fixture
 * alone is a feature ("grab bars in both baths", "a ramp at the side door"), and a rule about all
 * alterations ("no alterations without written permission") names no fixture and stays silent.
 */

/** One-word fixtures, and two-word ones by their second word and the first words it takes. */
const FIXTURES = set('ramp', 'handrail', 'stairlift', 'chairlift', 'railing');
const FIXTURE_PAIRS: Record<string, Set<string>> = {
  bar: set('grab'),
  lift: set('stair', 'chair', 'wheelchair', 'platform'),
  shower: set('in'),
  handle: set('lever'),
  doorway: set('wider', 'widened'),
  door: set('wider', 'widened'),
};
/** The word after "not" (or "no … will be …") that denies the change. */
const DENIED = set(
  'permitted',
  'allowed',
  'approved',
  'accepted',
  'tolerated',
  'installed',
  'added',
);
/** Verbs whose negation or prohibition denies it: "may not install", "will not allow". */
const DENYING = set('install', 'add', 'allow', 'permit', 'approve', 'accept', 'put', 'build');
const FORBIDDEN = set('prohibited', 'forbidden', 'banned');
const REACH = 8;
/** Ramps that are not for people: "the boat ramp", "a loading ramp". */
const OTHER_RAMPS = set(
  'boat',
  'launch',
  'loading',
  'skate',
  'skateboard',
  'freeway',
  'highway',
  'exit',
  'on',
  'off',
  'truck',
  'dock',
);

function fixtureAt(units: Unit[], at: number): boolean {
  const unit = units[at];
  if (!unit || unit.term) return false;
  if (FIXTURES.has(unit.lemma))
    return !(unit.lemma === 'ramp' && isWord(units[at - 1], OTHER_RAMPS));
  const firsts = FIXTURE_PAIRS[unit.lemma];
  return firsts !== undefined && isWord(units[at - 1], firsts);
}

/**
 * Whether the clause around [from, to) denies permission: a negated grant before the fixture ("may
 * not install", "will not permit a"), or after it a forbidding word, a negated grant ("are not
 * allowed") or, after a leading "no", a grant ("no ramps will be permitted").
 */
function deniedAround(units: Unit[], from: number, to: number): boolean {
  for (let at = from - 1; at >= Math.max(0, from - REACH); at -= 1) {
    if (units[at + 1]!.breakBefore) break;
    if (
      isWord(units[at], NEGATIONS) &&
      (isWord(units[at + 1], DENYING) || isWord(units[at + 2], DENYING))
    ) {
      return true;
    }
  }
  const refused = isWord(units[from - 1], set('no'));
  for (let at = to; at < Math.min(units.length, to + REACH); at += 1) {
    if (units[at]!.breakBefore) break;
    if (FORBIDDEN.has(units[at]!.lemma) && !units[at]!.term) return true;
    if (refused && DENIED.has(units[at]!.lemma)) return true;
    if (
      isWord(units[at], NEGATIONS) &&
      (isWord(units[at + 1], DENIED) || isWord(units[at + 2], DENIED))
    ) {
      return true;
    }
  }
  return false;
}

export const modificationRefused: Pattern = (units, at) => {
  if (!fixtureAt(units, at)) return null;
  const from = FIXTURE_PAIRS[units[at]!.lemma] ? at - 1 : at;
  if (!deniedAround(units, from, at + 1)) return null;
  return { from, to: at + 1, cls: 'disability', kind: 'exclusion', limitation: true };
};
