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
    if (exceptedFromRefusal(tokens, unit.from, from)) return true;
    const last = Math.min(to, unit.to + EXEMPT_REACH);
    for (let at = unit.to; at < last; at += 1) {
      const token = tokens[at]!;
      if (token.breakBefore || token.commaBefore) break;
      if (EXEMPT.has(token.lemma)) return !NEGATIONS.has(tokens[at - 1]?.lemma ?? '');
      if (NEGATIONS.has(token.lemma) && exemptsFromLimit(tokens, at + 1, to)) return true;
      if (NEGATIONS.has(token.lemma) && notCharged(tokens, at + 1, to)) return true;
    }
  }
  return false;
}

/** Words between a negation and the charge it lifts: "not subject to the pet fee". */
const CHARGED = new Set(['subject', 'to', 'the', 'a', 'any', 'pet', 'charged', 'billed', 'be']);

/**
 * "[assistance animals] are not subject to the pet fee", "won't be charged a pet deposit": a
 * charge or limit lifted. "Service animals are not allowed" names no charge and limits.
 */
function notCharged(tokens: Token[], at: number, to: number): boolean {
  for (let next = at; next < Math.min(to, at + 5); next += 1) {
    const token = tokens[next]!;
    if (token.breakBefore || token.commaBefore) return false;
    // "pet rent" is a charge here, where "count toward rent" is income (exemptsFromLimit)
    const petRent = token.lemma === 'rent' && tokens[next - 1]?.lemma === 'pet';
    if (LIMITS_EXEMPTED.has(token.lemma) || petRent) return next > at;
    if (!CHARGED.has(token.lemma)) return false;
  }
  return false;
}

const EXCEPTING = new Set(['except', 'excepting', 'excluding', 'besides']);

/**
 * "No pets except service animals": an exception to a refusal lets the animal in. The refusal
 * must come first ("no", "not"), so "all pets allowed except support animals" still limits.
 */
function exceptedFromRefusal(tokens: Token[], animal: number, from: number): boolean {
  let except = animal - 1;
  if (EXCEPTING.has(tokens[except]?.lemma ?? '') === false) {
    if (tokens[except]?.lemma !== 'for' || tokens[except - 1]?.lemma !== 'except') return false;
    except -= 1;
  }
  if (except <= from) return false;
  for (let before = except - 1; before >= Math.max(from, except - 4); before -= 1) {
    if (NEGATIONS.has(tokens[before]!.lemma) || tokens[before]!.lemma === 'no') return true;
  }
  return false;
}

/** Asking for a change to a rule or a home: "may request", "can ask for", "are invited to seek". */
const REQUEST = new Set(['request', 'ask', 'seek', 'apply']);
/** What a disabled person may ask for under the Act: an accommodation or a modification. */
const ACCOMMODATION = new Set(['accommodation', 'modification', 'adjustment']);

/**
 * "Residents with disabilities may request reasonable modifications": an offer of an accommodation
 * is what the Act requires, not a limit (a veto on the model's disability finding,
 * learned-findings.ts). A request word followed within four tokens by an accommodation word, in a
 * clause with no negation, so "may not request modifications" and "no modifications may be
 * requested" stay the model's to judge.
 */
export function offersAccommodation(tokens: Token[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const lemma = tokens[at]!.lemma;
    if (NEGATIONS.has(lemma) || lemma === 'no' || lemma === 'without') return false;
  }
  if (invitesContact(tokens, from, to)) return true;
  if (accommodated(tokens, from, to)) return true;
  for (let at = from; at < to; at += 1) {
    if (!REQUEST.has(tokens[at]!.lemma)) continue;
    for (let next = at + 1; next < Math.min(to, at + 5); next += 1) {
      if (tokens[next]!.breakBefore) break;
      const lemma = tokens[next]!.lemma.replace(/s$/, '');
      if (ACCOMMODATION.has(lemma)) return true;
    }
  }
  return false;
}

/** A word that asks the reader to get in touch: "should contact", "please let us know". */
const INVITING = new Set(['should', 'please', 'can', 'may', 'encouraged', 'invited', 'welcome']);
const CONTACT = new Set([
  'contact',
  'call',
  'email',
  'reach',
  'ask',
  'inquire',
  'let',
  'talk',
  'speak',
]);

/**
 * "Tenants with mobility issues should contact the office", "residents who need modifications
 * are encouraged to call us": the people invited to get in touch (about a unit or a change) are
 * served, not limited. An inviting word, then within two tokens a contact verb; the caller has
 * already found no negation in the clause, so "should not contact us" never reaches here.
 */
function invitesContact(tokens: Token[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    if (!INVITING.has(tokens[at]!.lemma)) continue;
    for (let next = at + 1; next < Math.min(to, at + 4); next += 1) {
      if (tokens[next]!.breakBefore || tokens[next]!.commaBefore) break;
      if (CONTACT.has(tokens[next]!.lemma)) return true;
    }
  }
  return false;
}

/** Granting what is asked: "assistance animals accommodated per law", "requests are honored". */
const ACCOMMODATING = new Set(['accommodated', 'accommodate', 'accommodates', 'honored']);
ACCOMMODATING.add('honoured');
/** Terms that make a grant a worse one: "accommodated with an extra deposit". */
const CHARGES = new Set([...LIMITS_EXEMPTED, 'only', 'if', 'provided', 'extra', 'additional']);

/**
 * A grant with nothing attached: an accommodating verb in a clause the caller found without a
 * negation, and no charge or condition beside it. "Accommodated only with a deposit" stays the
 * model's to judge.
 */
function accommodated(tokens: Token[], from: number, to: number): boolean {
  let granted = false;
  for (let at = from; at < to; at += 1) {
    const lemma = tokens[at]!.lemma;
    if (CHARGES.has(lemma)) return false;
    if (ACCOMMODATING.has(lemma)) granted = true;
  }
  return granted;
}
