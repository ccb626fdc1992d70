import { NEGATIONS } from '../frame-words';
import type { Token } from '../tokenize';
import type { Unit } from '../units';

/**
 * Vetoes on the model's source-of-income finding (decision 0780), for clauses that name income or
 * a payer and limit no one. Each reading is bounded by the clause, and each stands aside where a
 * limit word is in the clause, so "no HCV holders:" or "cosigners not accepted for tenants on SSI"
 * stay the model's to judge.
 */

/** Words that make a clause a limit whatever else it says. */
const LIMITING = new Set([...NEGATIONS, 'no', 'only', 'except', 'without', 'unless', 'but']);

const limits = (tokens: Token[], from: number, to: number) => {
  for (let at = from; at < to; at += 1) if (LIMITING.has(tokens[at]!.lemma)) return true;
  return false;
};

/** Words that may stand beside the people a heading addresses: "Attention voucher holders:". */
const ADDRESSING = new Set(['attention', 'note', 'to', 'for', 'all', 'dear', 'calling', 'hey']);

/**
 * "HCV holders: this unit passed inspection last year": a clause that is only the people a note
 * is addressed to, before a colon or a dash, speaks to them; it limits no one. The clause must be
 * the payer's term and addressing words alone, so "HCV holders only:" or "no HCV holders:" stay
 * the model's.
 */
export function addressesPayers(
  tokens: Token[],
  text: string,
  here: Unit[],
  from: number,
  to: number,
): boolean {
  const next = tokens[to];
  if (!next) return false;
  const between = text.slice(tokens[to - 1]!.end, next.start);
  if (!between.includes(':')) return false;
  let payer = false;
  for (const unit of here) {
    if (unit.term?.entry.cls === 'source-of-income') payer = true;
    else if (!ADDRESSING.has(unit.lemma)) return false;
  }
  return payer;
}

/** Someone who signs for the applicant: "cosigner", "guarantor". */
const SIGNERS = new Set(['cosigner', 'co', 'guarantor', 'guarantee', 'cosign', 'cosigned']);
const ADMITTED = new Set([
  'accepted',
  'allowed',
  'welcome',
  'considered',
  'permitted',
  'ok',
  'okay',
]);
ADMITTED.add('accept').add('consider').add('allow').add('welcomed');

/**
 * "Cosigner accepted if income requirement is not met", "guarantors welcome for applicants below
 * the income threshold": a way around an income test is offered to everyone; it names no payer.
 * A signer word and an admitting word in a clause with no payer's term and no limit word before
 * the condition ("if" clauses may carry their own "not").
 */
export function offersSigner(tokens: Token[], here: Unit[], from: number, to: number): boolean {
  if (here.some((unit) => unit.term?.entry.cls === 'source-of-income')) return false;
  const condition = tokens.slice(from, to).findIndex((token) => token.lemma === 'if');
  const head = condition === -1 ? to : from + condition;
  if (limits(tokens, from, head)) return false;
  let signer = false;
  let admitted = false;
  for (let at = from; at < head; at += 1) {
    const lemma = tokens[at]!.lemma.replace(/s$/, '');
    if (SIGNERS.has(lemma)) signer = true;
    if (ADMITTED.has(tokens[at]!.lemma)) admitted = true;
  }
  return signer && admitted;
}

/** The home as the subject: "property will not qualify", "the house won't pass". */
const HOMES = new Set(['property', 'home', 'house', 'unit', 'condo', 'building', 'it', 'dwelling']);
const QUALIFY = new Set(['qualify', 'eligible', 'pass', 'appraise', 'meet', 'approved']);
const LOANS = new Set(['fha', 'va', 'usda', 'loan', 'financing', 'mortgage', 'conventional']);
const HOME_REACH = 4;

/**
 * "Cash offers only, property will not qualify for FHA financing due to condition": a loan the
 * home cannot get, by its condition, is the property's, not the buyer's source of income. The
 * home must be the subject of a qualifying verb within a few words, and a loan word must follow
 * it; "FHA buyers will not qualify" has a buyer for subject and stays the model's.
 */
export function homeFailsLoan(tokens: Token[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    if (!HOMES.has(tokens[at]!.lemma)) continue;
    for (let verb = at + 1; verb < Math.min(to, at + 1 + HOME_REACH); verb += 1) {
      if (tokens[verb]!.breakBefore || tokens[verb]!.commaBefore) break;
      if (!QUALIFY.has(tokens[verb]!.lemma)) continue;
      for (let loan = verb + 1; loan < Math.min(to, verb + 5); loan += 1) {
        if (LOANS.has(tokens[loan]!.lemma)) return true;
      }
    }
  }
  return false;
}
