import { GENDERED_PARENTS, type FairHousingClass } from './lexicon';
import { isWord, set, type UnitMatch } from './patterns';
import { groupAt } from './predicate-patterns';
import type { Unit } from './units';

/**
 * The other classes of a coordinated list a finding names: "no Hispanic or Black families" refuses
 * by national origin and by race, "of European descent and pale complexion" prefers by both.
 * The members are read from the matched group word outwards, each joined by "or", "and" or a
 * comma; one plain word may stand after "and" or "or" ("and pale complexion"). At most LIST_MEMBERS
 * each way, so the look stays bounded.
 */
const JOINS = set('or', 'and', 'nor');
/**
 * Classes a named group limits in any frame. Children and sexes preferred describe the home or
 * the household ("a Catholic couple and their kids"), a condition preferred describes
 * accessibility, so those count only when the finding refuses; familial status and sex never
 * ride on another class's finding.
 */
const ANY_FRAME = new Set<FairHousingClass>(['race-or-color', 'national-origin', 'religion']);
const REFUSED_ONLY = new Set<FairHousingClass>(['disability', 'source-of-income']);
const LIST_MEMBERS = 3;

export function coordinatedClasses(units: Unit[], match: UnitMatch): FairHousingClass[] {
  if (match.termAt === undefined) return [];
  /** A group word or a trait at this unit whose class may count here, or undefined. */
  const classAt = (unit: Unit | undefined): FairHousingClass | undefined => {
    const cls = groupAt(unit)?.cls;
    if (!cls) return undefined;
    return ANY_FRAME.has(cls) || (match.limitation && REFUSED_ONLY.has(cls)) ? cls : undefined;
  };
  const found: FairHousingClass[] = [];
  // before: "No Muslim or disabled renters" (the match holds the last member)
  let at = match.termAt;
  for (let member = 0; member < LIST_MEMBERS; member += 1) {
    const joined = isWord(units[at - 1], JOINS) ? at - 2 : units[at]?.commaBefore ? at - 1 : -1;
    const cls = joined >= match.from ? classAt(units[joined]) : undefined;
    if (!cls || units[at]!.breakBefore) break;
    found.push(cls);
    at = joined;
  }
  // after: "no Hispanic or Black families", "European descent and pale complexion"
  at = match.termAt;
  for (let member = 0; member < LIST_MEMBERS; member += 1) {
    const join = units[at + 1];
    if (!join || join.breakBefore) break;
    const conjunction = JOINS.has(join.lemma) && !join.term;
    if (!conjunction && !join.commaBefore) break;
    let next = conjunction ? at + 2 : at + 1;
    // one plain word after "and"/"or" only: "and pale complexion"; after a comma a new clause may
    // start ("White neighborhood, no Mexicans" is two findings, each by its own pattern)
    if (conjunction && !classAt(units[next]) && units[next] && !units[next]!.term) next += 1;
    const unit = units[next];
    const cls = classAt(unit);
    if (!cls || unit!.breakBefore || unit!.commaBefore) break;
    found.push(cls);
    at = next;
  }
  return found;
}

const PARENT_WORDS = new Set(GENDERED_PARENTS);
/**
 * A parent named by sex ("single mothers", "a divorced dad") is refused by familial status and by
 * sex at once: the finding's class is familial status, and sex rides beside it.
 */
export function parentSex(units: Unit[], match: UnitMatch): FairHousingClass[] {
  if (match.termAt === undefined) return [];
  const entry = groupAt(units[match.termAt]);
  if (entry?.cls !== 'familial-status') return [];
  return entry.words.some((word) => PARENT_WORDS.has(word)) ? ['sex'] : [];
}
