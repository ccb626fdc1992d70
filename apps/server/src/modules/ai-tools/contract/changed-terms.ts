/**
 * What an addendum changes a term to. Addenda restate the old value beside the new one ("The
 * Sales Price … is reduced by $14,000, and the Sales Price shall now be … ($525,000)", "The date
 * of settlement …, July 24, 2026, is changed to on or before August 7, 2026"): the value after a
 * change frame is the term's value, whatever the recitals say the contract said.
 */
import type { Extracted } from './contract-fields';
import { DATE_PATTERN, MONEY_PATTERN, parseDate, parseMoney } from './contract-values';
import { spanOf } from './text-spans';

/**
 * "shall now be", "shall instead be", "is hereby changed to", "is amended from … to", "is reduced
 * by $16,000.00 to", "is deleted and replaced with".
 */
/** A character of the same sentence: not a full stop, unless a figure's ("$410,000.00"). */
const IN_SENTENCE = String.raw`(?:[^.;\n]|\.(?=\d))`;
/**
 * The old and new values may stand as a form's rows: "is changed" then "FROM: July 18, 2025" and
 * "TO: July 31, 2025" on lines of their own.
 */
const FROM_TO_ROWS = String.raw`\s{1,4}from: ?${IN_SENTENCE}{0,80}?\n\s{0,4}to:`;
const CHANGE_FRAME = String.raw`(?:shall (?:now |hereafter |henceforth |instead )?be|(?:is|are) (?:hereby )?(?:changed|amended|modified|reduced|increased|revised|extended|moved|adjusted)(?:(?: (?:from|by) ${IN_SENTENCE}{0,80}?)? to|${FROM_TO_ROWS})|(?:is|are) (?:hereby )?(?:(?:deleted|struck|stricken) and )?replaced (?:with|by))`;
/** How far after a term's label its change frame may be, within its sentence. */
const REACH = 200;
const MAX_LABELS = 30;

function afterFrame(
  text: string,
  label: string,
  value: string,
  read: (found: string) => string | number | null,
) {
  // the amount or date may follow its words ("FIVE HUNDRED … DOLLARS ($525,000.00)")
  const frame = new RegExp(
    String.raw`^${IN_SENTENCE}{0,${REACH}}?\b${CHANGE_FRAME}\s(?:on or (?:before|about) )?(?:[A-Za-z][A-Za-z0-9\s,/-]{0,120}?)?\(?(${value})`,
    'i',
  );
  let tries = 0;
  for (const match of text.matchAll(new RegExp(label, 'gi'))) {
    if ((tries += 1) > MAX_LABELS) break;
    const labelEnd = match.index + match[0].length;
    const found = frame.exec(text.slice(labelEnd, labelEnd + REACH + 300));
    const parsed = found ? read(found[1]!) : null;
    if (found && parsed !== null)
      return { value: parsed, source: spanOf(text, match.index, labelEnd + found[0].length) };
  }
  return null;
}

export const changedAmount = (text: string, label: string) =>
  afterFrame(text, label, MONEY_PATTERN, parseMoney) as Extracted<number> | null;

export const changedDate = (text: string, label: string) =>
  afterFrame(text, label, DATE_PATTERN, parseDate) as Extracted<string> | null;

/** "… is NOT extended by this Amendment and ends as provided in the Contract": left as it was. */
const LEFT_AS_IT_WAS =
  /\b(?:is|are) not (?:extended|changed|modified|amended|affected)\b|\b(?:remains?|stays?) (?:unchanged|unaffected|the same|in (?:full )?effect|as (?:stated|provided|set out))\b|\bas provided in the (?:contract|agreement)\b/i;

/**
 * An addendum reports a contingency only where it changes or sets it: a clause without days that
 * says it stays as the contract has it (a passing mention) says nothing new about it, nor does
 * one that keeps it without a day count or a date ("Buyer's inspection disclosed …", "the
 * appraisal has been delayed"): an addendum that changes a contingency gives its new period or
 * waives it.
 */
export function changedByAddendum<
  T extends {
    value: { included: boolean; days: number | null; deadline: string | null };
    source: { start: number; end: number };
  },
>(text: string, found: T | null, addendum: boolean): T | null {
  if (!addendum || !found || found.value.days !== null) return found;
  if (found.value.included && found.value.deadline === null) return null;
  // "… is extended from May 8 to May 29, 2026. The contingency otherwise remains in effect."
  if (MOVED.test(text.slice(found.source.start, found.source.end))) return found;
  return LEFT_AS_IT_WAS.test(text.slice(found.source.start, found.source.end)) ? null : found;
}

const MOVED = /\b(?:is|are) (?:hereby )?(?:extended|changed|moved|amended|revised|modified)\b/i;

/**
 * An amount an addendum only recites as it stands ("The earnest money deposit of $2,500.00 already
 * held by the title company remains unchanged."): no term the addendum sets. The sentence it
 * stands in decides.
 */
export function keptByAddendum<T extends { source: { start: number; end: number } }>(
  text: string,
  found: T | null,
  addendum: boolean,
): T | null {
  if (!addendum || !found) return found;
  const rest = text.slice(found.source.end, found.source.end + 200);
  const stop = /\.(?:\s|$)/.exec(rest);
  const sentence = text.slice(found.source.start, found.source.end) + rest.slice(0, stop?.index);
  if (!LEFT_AS_IT_WAS.test(sentence)) return found;
  // "… is increased to $7,500; all other terms remain unchanged": a change in the same sentence
  const others = sentence.replace(new RegExp(LEFT_AS_IT_WAS.source, 'gi'), '');
  return CHANGE_WORDS.test(others) ? found : null;
}

const CHANGE_WORDS =
  /\b(?:increas|reduc|decreas|chang|amend|replac|revis|modif|substitut|lower|rais)\w*|\bshall (?:now |instead )?be\b/i;

/**
 * A value an addendum recites only to replace it: "The closing date stated in paragraph 5 of the
 * Agreement, June 20, 2025, is changed." Such dates and amounts are blanked (same length, so
 * positions hold) for the readers that take the first date after a label.
 */
const REPLACED_VALUE = new RegExp(
  String.raw`(${DATE_PATTERN}|${MONEY_PATTERN})(?=,? (?:is|are|shall be) (?:hereby )?(?:changed|deleted|amended|revised|modified|replaced|struck|stricken|superseded|withdrawn|no longer)\b)`,
  'gi',
);

export const withoutReplacedValues = (text: string) =>
  text.replace(REPLACED_VALUE, (value) => ' '.repeat(value.length));

const DAYS_VALUE = String.raw`\d{1,3} (?:\(or _{0,30}\d{0,3}_{0,30}\) )?(?:business |calendar )?days`;
const ONE_VALUE = `(?:${MONEY_PATTERN}|${DATE_PATTERN}|${DAYS_VALUE})`;
/**
 * A table of changes gives each term's old value, then its new one, side by side: "3. Earnest
 * Money   $2,500.00   $4,000.00", "Inspection period   14 days   10 days". Of two values of one
 * kind that end a row with nothing between them, the first is the old one.
 */
const OLD_BESIDE_NEW = [MONEY_PATTERN, DATE_PATTERN, DAYS_VALUE].map(
  (value) =>
    new RegExp(
      String.raw`(?<=[A-Za-z][^\n]{0,80}? )(${value}) (?=(?:${value})(?: \([^()\n]{0,40}\))? ?(?:\n|$| [A-Z]))`,
      'gi',
    ),
);
/**
 * "…, rather than 14 days after acceptance of the Offer": a value named as the one replaced
 * ("rather than", "instead of", "in place of") is not a term of the change.
 */
const NAMED_AS_REPLACED = new RegExp(
  String.raw`(?<=\b(?:rather than|instead of|in place of|replacing) (?:the )?)${ONE_VALUE}`,
  'gi',
);

/**
 * An addendum's or counter-offer's text with the values it only recites as replaced blanked (same
 * length, so positions hold): the old column of a table of changes, "rather than …".
 */
export function withoutOldValues(text: string): string {
  let result = text.replace(NAMED_AS_REPLACED, (value) => ' '.repeat(value.length));
  for (const pattern of OLD_BESIDE_NEW)
    result = result.replace(pattern, (value) => ' '.repeat(value.length));
  return result;
}

/** Each sentence's start, where an amendment's change frame is looked for. */
const SENTENCE_START = String.raw`(?:^|(?<=[.:;]\s{1,3}))`;
/** "… is extended by fifteen (15) days": a count added to the old deadline. */
const EXTENDED_BY =
  /\b(?:extended|shortened|reduced|increased) by (?:an additional |a further )?\S+(?: \(\d{1,3}\))? (?:business |calendar )?days?\b/i;

/**
 * The date a clause moves its term to ("… is extended from June 4, 2027 to June 25, 2027"), read
 * sentence by sentence over its lines (the old date may break over them), and whether it counts
 * days onto the old deadline ("extended by ten (10) days, to expire on …").
 */
export function movedDate(clause: string): { date: string; extendedBy: boolean } | null {
  const joined = clause.replace(/\n/g, ' ');
  const moved = changedDate(joined, SENTENCE_START);
  return moved ? { date: moved.value, extendedBy: EXTENDED_BY.test(joined) } : null;
}
