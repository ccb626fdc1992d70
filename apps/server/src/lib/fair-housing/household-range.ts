import type { LexiconEntry } from './lexicon-entry';
import type { Unit } from './units';

/**
 * A wish that spans households of every stage names no one to the exclusion of others: "great for
 * empty nesters or growing families", "perfect for retirees, first-time buyers or a family with
 * kids", "couples and families alike". A familial-status word wished for is read with the rest of
 * its list in the same sentence: another household word of a different stage (grown-ups against
 * children or families), or a word that says "every one of them" ("alike", "all ages"), makes the
 * wish a description of the home. Refusals are never read here ("not for retirees or families"
 * stays a limit); the caller passes only plain preferences.
 */

/** Household stages: grown-ups on one side, children and families on the other. */
const stageOf = (entry: LexiconEntry | undefined): 'grown' | 'young' | undefined => {
  if (entry?.cls !== 'familial-status') return undefined;
  if (entry.tag === 'child' || entry.tag === 'family') return 'young';
  return 'grown';
};
/** Words that close a list as "every one": "alike", "all ages", "of every size". */
const EVERY = new Set(['alike', 'everyone', 'anyone', 'anybody', 'whoever']);
const AGES = new Set(['age', 'size', 'stage', 'shape']);
const ALL = new Set(['all', 'every', 'any']);
/** How far past the wished word the list may go in its sentence. */
const REACH = 10;

export function spansHouseholds(units: Unit[], target: number): boolean {
  const stage = stageOf(units[target]?.term?.entry);
  if (!stage) return false;
  for (let at = target + 1; at < Math.min(units.length, target + 1 + REACH); at += 1) {
    const unit = units[at]!;
    if (unit.breakBefore) return false;
    if (EVERY.has(unit.lemma)) return true;
    if (AGES.has(unit.lemma) && ALL.has(units[at - 1]?.lemma ?? '')) return true;
    const other = stageOf(unit.term?.entry);
    if (other && other !== stage) return true;
  }
  return false;
}
