/** A residential lease's terms: rent, term and dates, deposit, late fee and pets. */
import { leaseEndDate } from './business-days';
import { scheduledRent } from './rent-schedule';
import { extractDate, extractMoney, type Extracted } from './contract-fields';
import {
  DATE_PATTERN,
  DAY_COUNT_PATTERN,
  MONEY_PATTERN,
  parseDate,
  parseDayCount,
  parseMoney,
} from './contract-values';
import { clauseAt, spanOf } from './text-spans';

// "Total rent of $21,600" is the whole term's; the monthly amount is the field.
const RENT_LABEL = String.raw`(?:monthly|base|minimum) rent|monthly (?:installments?|payments?)(?: of)?|(?<!(?:total|annual|yearly|aggregate) )\brent (?:of|is|shall be|in the amount of|amount)\b|\brental (?:amount|rate)`;

/**
 * The first `MONEY` right before `after` ("$1,695 per month as rent"), or closing the brackets
 * after an amount in words ("… DOLLARS ($1,400.00) as a security deposit").
 */
function moneyBefore(text: string, after: string): Extracted<number> | null {
  const match = new RegExp(String.raw`(${MONEY_PATTERN})\)?(?:\s${after})`, 'i').exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  return { value: amount, source: spanOf(text, match.index, match.index + match[0].length) };
}

/**
 * "Monthly rent of $2,150", "$1,695 per month as rent", then any "Rent … $…"; first, a rent the
 * form gives by a schedule.
 */
export function extractRent(text: string): Extracted<number> | null {
  const found =
    scheduledRent(text, RENT_LABEL) ??
    extractMoney(text, RENT_LABEL, 80) ??
    moneyBefore(text, String.raw`(?:per|a|each) month(?:,? (?:as|for) (?:monthly )?rent)?`) ??
    extractMoney(text, String.raw`\brent\b`, 80);
  return found ? monthlyBeside(text, found) : null;
}

const MONEY_ALL = new RegExp(MONEY_PATTERN, 'gi');
const MAX_ROW_AMOUNTS = 12;

/**
 * A schedule that gives a year's rent and the month's side by side ("01 - 12  $ 55,200.00
 * $ 4,600.00"): when the amount read is twelve times another on its line, the month's is the rent.
 */
function monthlyBeside(text: string, found: Extracted<number>): Extracted<number> {
  const lineStart = text.lastIndexOf('\n', found.source.end - 1) + 1;
  const lineEnd = text.indexOf('\n', found.source.end);
  const line = text.slice(
    lineStart,
    lineEnd < 0 ? lineStart + 300 : Math.min(lineEnd, lineStart + 300),
  );
  let count = 0;
  MONEY_ALL.lastIndex = 0;
  for (let match = MONEY_ALL.exec(line); match; match = MONEY_ALL.exec(line)) {
    if ((count += 1) > MAX_ROW_AMOUNTS) break;
    const amount = parseMoney(match[0]);
    if (amount !== null && amount > 0 && Math.abs(amount * 12 - found.value) <= found.value * 0.005)
      return {
        value: amount,
        source: spanOf(text, found.source.start, lineStart + match.index + match[0].length),
      };
  }
  return found;
}

export function extractSecurityDeposit(text: string): Extracted<number> | null {
  return (
    extractMoney(text, String.raw`security deposit|damage deposit`, 120) ??
    // "… ($1,250.00) as security for the faithful performance of this lease" (a civil-law lease)
    moneyBefore(
      text,
      String.raw`(?:(?:as\s(?:a\s|the\s)?)?security\sdeposit|as\ssecurity\s(?:for|under)\b)`,
    )
  );
}

const MONTH_COUNT = String.raw`(${DAY_COUNT_PATTERN}) ?(?:\(\d{1,3}\) )?(?:calendar )?months?`;

/**
 * "a term of twelve (12) months", "Lease Term: 12 months", "for one (1) year", "The lease runs for
 * twelve months".
 */
export function extractTerm(text: string): Extracted<{ months: number }> | null {
  const pattern = new RegExp(
    String.raw`\b(?:(?:lease )?term|(?:lease|tenancy) (?:runs|shall run|will run|is|shall be) for)\b[^\n]{0,80}?(?:${MONTH_COUNT}|(${DAY_COUNT_PATTERN}) ?(?:\(\d{1,3}\) )?years?)`,
    'i',
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const months = match[1]
    ? parseDayCount(match[1])
    : match[2]
      ? (parseDayCount(match[2]) ?? 0) * 12
      : null;
  if (!months) return null;
  return { value: { months }, source: spanOf(text, match.index, match.index + match[0].length) };
}

const START_LABEL = String.raw`commenc(?:e|es|ing)(?: on)?|begin(?:s|ning)?(?: on)?|start(?:s|ing)?(?: on)?|lease start(?: date)?|commencement date|move[- ]in date|from`;
const END_LABEL = String.raw`end(?:s|ing)?(?: on)?|terminat(?:e|es|ing)(?: on)?|expir(?:e|es|ing)(?: on)?|lease end(?: date)?|expiration date|through|until|\bto\b`;

/** "11:59 p.m.", "5 PM", "noon": the hour a term ends at, before its date. */
const TIME_OF_DAY = String.raw`(?:\d{1,2}(?::\d{2})? ?[ap]\.?m\.?|noon|midnight)`;

/**
 * "from June 1, 2026 to May 31, 2027", "commencing on … and ending on …", "09/15/2026 through
 * 09/14/2027", "… and ending at 11:59 p.m. on the 14th of August, 2027": a start and an end date
 * in one phrase, at most 40 characters apart (and an hour).
 */
const DATE_RANGE = new RegExp(
  String.raw`(?:\b(?:from|commenc(?:e|es|ing)|begin(?:s|ning)?|start(?:s|ing)?)(?: on)?(?: the)? )?(${DATE_PATTERN})[^\n]{0,40}?(?:\b(?:to|through|thru|until|till|end(?:s|ing)?|terminat(?:e|es|ing)|expir(?:e|es|ing))\b|[–—-])[^\n\d]{0,30}?(?:${TIME_OF_DAY}[^\n\d]{0,20}?)?(${DATE_PATTERN})`,
  'gi',
);
const TERM_WORDS = /\b(?:term|lease|tenancy|rental period|period|occupancy)\b/i;
const MAX_RANGES = 50;
const SUPERSEDED = /\b(?:original|prior|previous|existing|expiring|current)\b/i;
const DAY_MS = 86_400_000;

/**
 * The lease's date range: of the ranges a month to ten years long, the first whose line speaks of
 * the term (or the tenancy, lease, period), else the first. Two dates in a row anywhere else (keys
 * handed over, a move-in window) are not the term.
 */
function leaseRange(text: string) {
  type Range = { start: Extracted<string>; end: Extracted<string>; termed: boolean };
  let first: Range | null = null;
  let tries = 0;
  for (const match of text.matchAll(DATE_RANGE)) {
    if ((tries += 1) > MAX_RANGES) break;
    const startDate = parseDate(match[1]!);
    const endDate = parseDate(match[2]!);
    if (!startDate || !endDate) continue;
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (days < 27 || days > 3_700) continue;
    const endAt = match.index + match[0].length;
    const range = {
      start: { value: startDate, source: spanOf(text, match.index, endAt) },
      end: { value: endDate, source: spanOf(text, endAt - match[2]!.length, endAt) },
    };
    const lineStart = Math.max(text.lastIndexOf('\n', match.index) + 1, match.index - 150);
    const context = text.slice(Math.max(0, match.index - 150), endAt);
    // A renewal recites the term it replaces ("the original term of which commenced …").
    if (SUPERSEDED.test(context.slice(-(endAt - match.index) - 80))) continue;
    if (TERM_WORDS.test(text.slice(lineStart, endAt))) return { ...range, termed: true };
    first ??= { ...range, termed: false };
  }
  return first;
}

/**
 * "Commencement Date ... May 1, 2026" and "Expiration Date ..... April 30, 2029": the term's own
 * rows, which outrank a range that does not speak of the term (a rent schedule's first year).
 */
const START_ROW = String.raw`(?:lease )?commencement date|lease start date|start date`;
const END_ROW = String.raw`(?:lease )?expiration date|lease end date|end date|termination date`;

function labelledTerm(text: string) {
  const start = extractDate(text, START_ROW, 40);
  const end = extractDate(text, END_ROW, 40);
  return start && end && end.value > start.value ? { start, end } : null;
}

export function extractLeaseDates(
  text: string,
  term: Extracted<{ months: number }> | null,
): { start: Extracted<string> | null; end: Extracted<string> | null } {
  const range = leaseRange(text);
  if (range?.termed) return { start: range.start, end: range.end };
  const labelled = labelledTerm(text);
  if (labelled) return labelled;
  if (range) return { start: range.start, end: range.end };
  const start = extractDate(text, START_LABEL, 40);
  let end: Extracted<string> | null = null;
  if (start) {
    // The end date is the next date after the start, in the same clause ("… and ending on …").
    const after = text.slice(start.source.end, start.source.end + 200);
    const label = new RegExp(String.raw`(?:${END_LABEL})[^\n]{0,30}?(${DATE_PATTERN})`, 'i').exec(
      after,
    );
    const date = label ? parseDate(label[1]!) : null;
    if (label && date) {
      const from = start.source.end + label.index;
      end = { value: date, source: spanOf(text, from, from + label[0].length) };
    }
  }
  end ??= extractDate(
    text,
    String.raw`lease end(?: date)?|expiration date|end date|terminat(?:e|es|ing) on|expir(?:e|es|ing) on|ending on`,
    40,
  );
  if (!end && start && term)
    end = { value: leaseEndDate(start.value, term.value.months), source: term.source };
  return { start, end };
}

/** "begins on October 1, 2025 and ends on September 30, 2026" is a 12-month term. */
export function termFromDates(
  text: string,
  start: Extracted<string>,
  end: Extracted<string>,
): Extracted<{ months: number }> | null {
  for (let months = 1; months <= 120; months += 1) {
    if (leaseEndDate(start.value, months) !== end.value) continue;
    const from = Math.min(start.source.start, end.source.start);
    return {
      value: { months },
      source: spanOf(text, from, Math.max(start.source.end, end.source.end)),
    };
  }
  return null;
}

const MAX_LATE_MENTIONS = 5;

/** The grace period a late-fee clause gives: "3 days", "a 3-day grace period", "after the 5th". */
function graceIn(clause: string): number | null {
  // "(after 3-day grace period)": a count joined to "day" by a hyphen, named as the grace period
  const grace =
    new RegExp(String.raw`(${DAY_COUNT_PATTERN}) ?(?:\(\d{1,3}\) )?(?:calendar )?days?`, 'i').exec(
      clause,
    ) ??
    new RegExp(
      String.raw`(${DAY_COUNT_PATTERN})(?: ?\(\d{1,3}\))?-(?:calendar-)?day grace\b`,
      'i',
    ).exec(clause) ??
    /\b(?:after|by|past|beyond|following) the (\d{1,2})(?:st|nd|rd|th)\b/i.exec(clause) ??
    /\b(\d{1,2})(?:st|nd|rd|th)\)? (?:day|of)/i.exec(clause);
  return grace ? parseDayCount(grace[1]!) : null;
}

/** What follows "grace period" on its line up to an amount or a sentence's end. */
const GRACE_NAMED =
  /\bgrace period\b((?:[ \t]*(?:[:|]|\.{2,}|is|of|shall be|will be|allowed)){0,3}[ \t]+[^\n.$|]{1,30})/gi;

/** "a late fee of $75 … if rent is not received by the 5th" or "… more than three (3) days late". */
export function extractLateFee(
  text: string,
): Extracted<{ amount: number; graceDays: number | null }> | null {
  const label = /late (?:fee|charge)|\blate\b/i.exec(text);
  if (!label) return null;
  const lineStart = Math.max(text.lastIndexOf('\n', label.index) + 1, label.index - 300);
  const clause = clauseAt(text, lineStart);
  // The fee follows its label ("a late charge of $85"); only a heading-style clause has it elsewhere.
  const moneyPattern = new RegExp(MONEY_PATTERN, 'i');
  const money =
    moneyPattern.exec(text.slice(label.index, label.index + 120)) ?? moneyPattern.exec(clause.text);
  const amount = money ? parseMoney(money[0]) : null;
  if (!money || amount === null) return null;
  // a form's summary row ("Late Charge ..... $150.00 (see Section 4.3)") leaves the grace period
  // to the clause that sets the charge out: the next mentions' clauses say it
  let graceDays = graceIn(clause.text);
  let tries = 0;
  for (const later of text.slice(label.index + 1).matchAll(/late (?:fee|charge)/gi)) {
    if (graceDays !== null || (tries += 1) > MAX_LATE_MENTIONS) break;
    const at = label.index + 1 + later.index;
    graceDays = graceIn(clauseAt(text, Math.max(text.lastIndexOf('\n', at) + 1, at - 300)).text);
  }
  // a form's own row for it ("Grace period | 3 days") or a sentence that only names it ("a grace
  // period of four (4) days is allowed"), where no late-fee clause counts the days
  for (const named of text.matchAll(GRACE_NAMED)) {
    if (graceDays !== null || (tries += 1) > MAX_LATE_MENTIONS * 2) break;
    graceDays = graceIn(named[1]!);
  }
  return {
    value: { amount, graceDays },
    source: spanOf(text, lineStart, lineStart + clause.text.trimEnd().length),
  };
}

export { extractPets } from './pets-policy';
