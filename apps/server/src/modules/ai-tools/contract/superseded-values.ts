/**
 * Values an amendment or counter-offer states only to replace them: "the Purchase Price, formerly
 * $415,000.00, is reduced by $12,500.00. The new Purchase Price is $402,500.00"; "$412,000.00, is
 * deleted and replaced with … ($398,500.00)"; "The closing, formerly scheduled for May 29, 2026,
 * shall take place on or before the 12th day of June, 2026". A label's value is the one that
 * replaces such an old one, later in its paragraph. Bounded windows keep every test linear.
 */
import { DATE_PATTERN, MONEY_PATTERN } from './contract-values';

/** Words right before a value that say it no longer holds. */
// (or a strike-and-replace's struck value: 'delete "$405,000.00" and insert …', "strike …")
const OLD_BEFORE =
  /\b(?:(?:formerly|previously|originally|was|were)(?: (?:scheduled|set|stated|listed|shown) (?:for|at|as|on))?:?|(?:delete|deleting|strike|striking|remove|removing|cross out|crossing out)(?: the (?:figure|amount|date|words?))?) ?["“']?$/i;
/** Words right after a value that take it away. */
// (a reference to where the contract states it may come between: "$274,000.00 stated in
// Paragraph 3 of the Contract is reduced …")
const TAKEN_AWAY_AFTER =
  /^["”']?\)?,? (?:(?:as )?(?:stated|set forth|set out|shown|written|given) in [^.;$]{1,60}? )?(?:is|are|shall be) (?:hereby )?(?:deleted|replaced|changed|amended|reduced|increased|revised|struck|stricken|superseded)\b/i;
/** An amount that is a change, not a value: "reduced by $12,500.00", "an increase of $5,000". */
const DELTA_BEFORE =
  /\b(?:(?:reduc|increas|lower|rais|decreas|adjust)\w* by|(?:reduction|increase|decrease|credit) of) ?$/i;
const REACH = 400;
const MAX_LATER = 8;

function isSuperseded(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return OLD_BEFORE.test(before) || TAKEN_AWAY_AFTER.test(text.slice(end, end + 120));
}

export interface LaterValue {
  text: string;
  start: number;
}

/**
 * The value that replaces the old one ending at `from`: the next amount (or date) in its
 * paragraph that is neither a change by some amount nor itself an old value.
 */
function replacement(text: string, from: number, pattern: string): LaterValue | null {
  const window = text.slice(from, from + REACH);
  // the paragraph, and the one after it when this one ends in a colon ("… replaced with:")
  const breaks = [...window.matchAll(/\n\s*\n/g)].slice(0, 2).map((found) => found.index);
  const first = breaks[0];
  const end =
    first === undefined
      ? window.length
      : window.slice(0, first).trimEnd().endsWith(':')
        ? (breaks[1] ?? window.length)
        : first;
  const region = window.slice(0, end);
  const values = new RegExp(pattern, 'gi');
  let tries = 0;
  for (const found of region.matchAll(values)) {
    if ((tries += 1) > MAX_LATER) break;
    const start = from + found.index;
    const end = start + found[0].length;
    if (DELTA_BEFORE.test(text.slice(Math.max(0, start - 30), start))) continue;
    if (isSuperseded(text, start, end)) continue;
    return { text: found[0], start };
  }
  return null;
}

/**
 * The value that replaces the amount (or date) at [start, end), when that one is stated only to
 * be replaced; null when it still holds.
 */
export const replacingAmount = (text: string, start: number, end: number) =>
  isSuperseded(text, start, end) ? replacement(text, end, MONEY_PATTERN) : null;

export const replacingDate = (text: string, start: number, end: number) =>
  isSuperseded(text, start, end) ? replacement(text, end, DATE_PATTERN) : null;
