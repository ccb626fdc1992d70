import { NEGATIONS } from '../frame-words';
import type { Token } from '../tokenize';
import type { Unit } from '../units';

/**
 * Exemptions: an assistance animal let off a pet rule is equal treatment, not a limit
 * (docs/decisions/0505-fair-housing-guard-batch-7-by-meaning.md). Two readings, each bounded to a
 * few tokens: a negated count against a limit or a charge (a model feature, features.ts), and an
 * exemption word said of an assistance animal (a veto on the model's disability finding,
 * learned-findings.ts).
 */

/** What an exemption keeps a class out of: "don't count toward the pet limit", "… the pet fee". */
const LIMITS_EXEMPTED = new Set([
  'limit',
  'cap',
  'maximum',
  'restriction',
  'fee',
  'deposit',
  'charge',
]);
const COUNT = new Set(['count', 'counted', 'counting']);

/**
 * "[assistance animals] don't count toward the pet limit": a negated count against a limit or a
 * charge exempts, which is equal treatment, where "benefits don't count toward income" refuses.
 * Looks at most five tokens ahead.
 */
export function exemptsFromLimit(tokens: Token[], at: number, to: number): boolean {
  if (!COUNT.has(tokens[at]?.lemma ?? '')) return false;
  if (!['toward', 'towards', 'against'].includes(tokens[at + 1]?.lemma ?? '')) return false;
  for (let next = at + 2; next < Math.min(to, at + 6); next += 1) {
    if (LIMITS_EXEMPTED.has(tokens[next]!.lemma)) return true;
    if (tokens[next]!.breakBefore || tokens[next]!.commaBefore) return false;
  }
  return false;
}

/** Words that let something off a rule: "service animals are exempt", "assistance animals excepted". */
const EXEMPT = new Set(['exempt', 'exempted', 'excepted', 'waived', 'excused']);
/** How many tokens after the animal the exemption may stand ("are exempt from", "excepted"). */
const EXEMPT_REACH = 4;

/**
 * Whether the clause [from, to) lets an assistance animal off a pet rule: an animal term followed
 * within a few tokens by an exemption word not itself negated ("service animals are exempt from pet
 * fees", "no pets (assistance animals excepted)"), or by a negated count against a limit
 * ("emotional support animals don't count toward the pet limit"). "Service animals are not exempt"
 * limits, and stays the model's to judge.
 */
export function exemptsAnimal(tokens: Token[], units: Unit[], from: number, to: number): boolean {
  for (const unit of units) {
    if (unit.term?.entry.tag !== 'animal' || unit.from < from || unit.to > to) continue;
    const last = Math.min(to, unit.to + EXEMPT_REACH);
    for (let at = unit.to; at < last; at += 1) {
      const token = tokens[at]!;
      if (token.breakBefore || token.commaBefore) break;
      if (EXEMPT.has(token.lemma)) return !NEGATIONS.has(tokens[at - 1]?.lemma ?? '');
      if (NEGATIONS.has(token.lemma) && exemptsFromLimit(tokens, at + 1, to)) return true;
    }
  }
  return false;
}
