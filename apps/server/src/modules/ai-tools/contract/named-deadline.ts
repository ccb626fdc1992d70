/**
 * A condition that ends on a deadline the form names and dates elsewhere: "Buyer shall complete
 * all Due Diligence by the Due Diligence Deadline referenced in Section 24(b)", with "(b) Due
 * Diligence Deadline ........ 06/15/2027" in the form's list of deadlines, or "The Loan Objection
 * Deadline is July 2, 2027". The date the name is given is the condition's deadline.
 */
import { DATE_PATTERN, parseDate } from './contract-values';

/** "by the Due Diligence Deadline", "no later than the Financing & Appraisal Deadline". */
const ENDS_ON_NAME =
  /\b(?:on or before|no later than|not later than|by|before|prior to) the ((?:(?:[A-Z][A-Za-z'’-]{1,20}|&|and|of) ){1,5}?Deadline)\b/g;
const MAX_NAMES = 6;
/** How far into the condition's clause a name is looked for. */
const REACH = 1_500;

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');

/** The date a line gives the name: "Name ........ 06/15/2027", "Name: June 15, 2027", "Name is …". */
function dateOfName(text: string, name: string): string | null {
  const line = new RegExp(
    String.raw`(?:^|\n)[^\n]{0,40}?\b${escaped(name)}\b[ \t]?(?:\(date\))?[ \t.:|_–—-]{0,80}?(?:(?:is|shall be|will be)(?: on)? )?(${DATE_PATTERN})`,
    'i',
  );
  const found = line.exec(text);
  return found ? parseDate(found[1]!) : null;
}

/** The date of the first named deadline the clause [start, end) ends its condition on. */
export function namedDeadlineDate(text: string, start: number, end: number): string | null {
  const clause = text.slice(start, Math.min(end, start + REACH));
  let seen = 0;
  for (const match of clause.matchAll(ENDS_ON_NAME)) {
    if ((seen += 1) > MAX_NAMES) break;
    // "the Settlement Deadline", "the Closing Deadline" end no condition
    if (/\b(?:settlement|closing|possession)\b/i.test(match[1]!)) continue;
    const date = dateOfName(text, match[1]!);
    if (date) return date;
  }
  return null;
}
