import type { UnitMatch } from './patterns';
import type { Unit } from './units';

/**
 * Occupancy limits stricter than the usual standard, and age floors on who lives there: both keep
 * families with children out without naming them (familial status, 42 U.S.C. § 3604(c)). HUD
 * reads two persons per bedroom as generally reasonable (the Keating memorandum, 63 FR 70256), so
 * a limit below twice the bedrooms the listing states ("two-bedroom, maximum two occupants") or
 * below two per bedroom ("one person per bedroom") limits; a limit at or above it ("2BR, max four
 * occupants") and limits on things ("max two pets") do not. An age floor said of the residents
 * ("residents must be 21 or older") limits; one said of who signs ("applicants must be 18 or
 * older") is the age of contract. Older-persons housing is exempt in advertisement.ts. Two passes
 * over the units, so linear. See docs/decisions/0480-fair-housing-guard-batch-6-and-batch-8.md.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};
const valueOf = (unit: Unit | undefined): number | null => {
  if (!unit || unit.term) return null;
  if (unit.kind === 'number') return Number(unit.lemma);
  return NUMBER_WORDS[unit.lemma] ?? null;
};
const is = (unit: Unit | undefined, words: Set<string>) =>
  unit !== undefined && words.has(unit.lemma);

const BEDROOMS = new Set(['bedroom', 'br', 'bd', 'bdr', 'bdrm', 'bed']);
/** Who a limit counts: the people living there, not pets, cars or guests' nights. */
const OCCUPANTS = new Set(['occupant', 'person', 'people', 'resident', 'tenant', 'individual']);
const LIMIT_BEFORE = new Set(['maximum', 'limit', 'limited']);
/** What may follow a limit on who lives there; "2 people on the balcony" limits something else. */
const LIMIT_ENDS = new Set(['maximum', 'max', 'total', 'allowed', 'permitted', 'only']);
const ends = (unit: Unit | undefined) =>
  unit === undefined || unit.breakBefore || unit.commaBefore || LIMIT_ENDS.has(unit.lemma);
const LIMIT_AFTER = new Set(['maximum', 'max', 'limit', 'only', 'total', 'allowed', 'permitted']);

/** The bedrooms the listing states ("2BR", "three-bedroom", "3 bed"), or null. */
function bedroomsOf(units: Unit[]): number | null {
  for (let at = 0; at + 1 < units.length; at += 1) {
    const count = valueOf(units[at]);
    if (count !== null && count > 0 && count < 10 && is(units[at + 1], BEDROOMS)) return count;
  }
  return null;
}

/** The index of the number a limit cue governs at `at`, or -1. */
function limitedNumber(units: Unit[], at: number): number {
  if (is(units[at], LIMIT_BEFORE)) {
    // "maximum two", "limit of two", "limited to two", "maximum occupancy of two"
    let next = at + 1;
    if (is(units[next], new Set(['occupancy']))) next += 1;
    if (is(units[next], new Set(['of', 'to', 'is']))) next += 1;
    return valueOf(units[next]) !== null ? next : -1;
  }
  if (is(units[at], new Set(['no', 'not'])) && is(units[at + 1], new Set(['more']))) {
    return is(units[at + 2], new Set(['than'])) && valueOf(units[at + 3]) !== null ? at + 3 : -1;
  }
  if (is(units[at], new Set(['at'])) && is(units[at + 1], new Set(['most']))) {
    return valueOf(units[at + 2]) !== null ? at + 2 : -1;
  }
  return -1;
}

const joined = (unit: Unit | undefined) => unit !== undefined && !unit.breakBefore;

/** "N occupants" after a limit cue, or "N occupants maximum": [from, to, count] or null. */
function occupantLimit(units: Unit[], at: number): [number, number, number] | null {
  const number = limitedNumber(units, at);
  if (number !== -1 && joined(units[number + 1]) && is(units[number + 1], OCCUPANTS)) {
    if (!ends(units[number + 2])) return null;
    return [at, number + 2, valueOf(units[number])!];
  }
  const count = valueOf(units[at]);
  if (count !== null && is(units[at + 1], OCCUPANTS) && joined(units[at + 2])) {
    if (is(units[at + 2], LIMIT_AFTER)) return [at, at + 3, count];
  }
  return null;
}

/** "one person per bedroom", "1 occupant per room". */
function perBedroom(units: Unit[], at: number): [number, number, number] | null {
  const count = valueOf(units[at]);
  if (count === null || !is(units[at + 1], OCCUPANTS)) return null;
  if (!is(units[at + 2], new Set(['per', 'each', 'a']))) return null;
  if (!is(units[at + 3], new Set([...BEDROOMS, 'room']))) return null;
  return [at, at + 4, count];
}

const RESIDENTS = new Set(['resident', 'occupant', 'everyone', 'household', 'member']);
const FLOOR_AFTER = new Set(['older', 'over', 'up', 'above']);

/** Children given a minimum age: "kids must be 12 or older", "children must be over 10". */
const CHILDREN = new Set(['kid', 'child', 'minor']);

/** "Residents must be 21 or older", "all occupants must be over 18", "kids must be 12+". */
function ageFloor(units: Unit[], at: number): [number, number] | null {
  const children = is(units[at], CHILDREN);
  if (!is(units[at], RESIDENTS) && !children) return null;
  const least = children ? 1 : 16;
  let next = at + 1;
  if (is(units[next], new Set(['here', 'living']))) next += 1;
  if (!is(units[next], new Set(['must', 'should', 'need']))) return null;
  next += 1;
  if (is(units[next], new Set(['to']))) next += 1;
  if (!is(units[next], new Set(['be']))) return null;
  next += 1;
  if (is(units[next], new Set(['at', 'over', 'above']))) {
    if (is(units[next + 1], new Set(['least']))) next += 1;
    const age = valueOf(units[next + 1]);
    return age !== null && age >= least && age < 55 ? [at, next + 2] : null;
  }
  const age = valueOf(units[next]);
  if (age === null || age < least || age >= 55) return null;
  if (is(units[next + 1], new Set(['or', '+'])) && is(units[next + 2], FLOOR_AFTER)) {
    return [at, next + 3];
  }
  return is(units[next + 1], new Set(['+'])) ? [at, next + 2] : null;
}

/** The occupancy limits and age floors in a listing, as familial-status limitations. */
export function occupancyLimits(units: Unit[]): UnitMatch[] {
  const bedrooms = bedroomsOf(units);
  const matches: UnitMatch[] = [];
  const push = (from: number, to: number) =>
    matches.push({ from, to, cls: 'familial-status', kind: 'count', limitation: true });
  for (let at = 0; at < units.length; at += 1) {
    const per = perBedroom(units, at);
    if (per && per[2] < 2) push(per[0], per[1]);
    const limit = per ? null : occupantLimit(units, at);
    if (limit && bedrooms !== null && limit[2] < 2 * bedrooms) push(limit[0], limit[1]);
    const floor = ageFloor(units, at);
    if (floor) push(floor[0], floor[1]);
  }
  return matches;
}
