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

/** Household nouns a group term did not take ("families of all sizes" is a plain word there). */
const YOUNG = new Set(['family', 'kid', 'child', 'baby', 'toddler', 'teen', 'teenager']);

/** Household stages: grown-ups on one side, children and families on the other. */
const stageOf = (unit: Unit | undefined): 'grown' | 'young' | undefined => {
  const entry: LexiconEntry | undefined = unit?.term?.entry;
  if (!entry) return unit && YOUNG.has(unit.lemma) ? 'young' : undefined;
  if (entry.cls !== 'familial-status') return undefined;
  if (entry.tag === 'child' || entry.tag === 'family') return 'young';
  return 'grown';
};
/** Words that close a list as "every one": "alike", "all ages", "of every size". */
const EVERY = new Set(['alike', 'everyone', 'anyone', 'anybody', 'whoever']);
// the lemmatiser reads "sizes" as "siz"
const AGES = new Set(['age', 'size', 'siz', 'stage', 'shape']);
const ALL = new Set(['all', 'every', 'any']);
/** How far past the wished word the list may go in its sentence. */
const REACH = 10;

/** Words that set one household against another: "retirees rather than families". */
const CONTRAST = new Set(['than', 'over', 'before', 'until', 'instead', 'rather', 'not', 'but']);
CONTRAST.add('elsewhere');
const JOINS = new Set(['or', 'and', 'nor', '&']);

export function spansHouseholds(units: Unit[], target: number): boolean {
  const stage = stageOf(units[target]);
  if (!stage) return false;
  // the other stage must be a member of the same list: joined by "or", "and" or a comma
  let listed = false;
  for (let at = target + 1; at < Math.min(units.length, target + 1 + REACH); at += 1) {
    const unit = units[at]!;
    if (unit.breakBefore || CONTRAST.has(unit.lemma)) return false;
    if (EVERY.has(unit.lemma)) return true;
    if (AGES.has(unit.lemma) && ALL.has(units[at - 1]?.lemma ?? '')) return true;
    if (JOINS.has(unit.lemma) || unit.commaBefore) listed = true;
    const other = stageOf(unit);
    if (other && other !== stage && listed) return true;
  }
  return false;
}
