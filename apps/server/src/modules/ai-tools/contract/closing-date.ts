/** The closing date: a labelled or defined date, a sentence about closing, or a deadline in its clause. */
import { deadlineIn, type Deadline } from './contract-deadlines';
import { extractDate, type Extracted } from './contract-fields';
import { DATE_PATTERN, parseDate } from './contract-values';
import { clauseAt, spanOf } from './text-spans';

export const CLOSING_LABEL = String.raw`closing date|date of closing|\btransfer of title\b|close of escrow|settlement date|date of settlement|\bact of sale(?: date)?|\bCOE\b|\bclosing\b(?! costs)`;

/**
 * The labels a closing date follows on its line. Closing named as the time of another act ("paid
 * at closing (…offer of 6/14/2027) $18,000", "possession after closing") labels no date of its
 * own; a sentence that dates it ("delivered at closing on June 30, 2026") is read below.
 */
const CLOSING_DATE_LABEL = CLOSING_LABEL.replace(
  String.raw`\bclosing\b(?! costs)`,
  String.raw`(?<!\b(?:at|after|before|prior to|until|following|upon|from) )\bclosing\b(?! costs)`,
);

const clauseEnd = (clause: { start: number; text: string }) => clause.start + clause.text.length;

/** `April 18, 2025 ("Closing Date")`: a date the document names the closing. */
const CLOSING_DEFINED = new RegExp(
  String.raw`(${DATE_PATTERN}) ?\( ?(?:the )?["“]?(?:closing date|closing|close of escrow|settlement date|\bact of sale(?: date)?)["”]?\)`,
  'i',
);
/**
 * "… shall be closed on or before June 30, 2025", "Closing will take place … on or about …", "We
 * would like to close on Friday, October 9, 2026" under a CLOSING heading (a weekday may lead).
 * A form that names no closing delivers the deed then: "Such deed is to be delivered at 10:00
 * A.M. on March 1, 2027" (under "TIME FOR PERFORMANCE; DELIVERY OF DEED").
 */
const CLOSING_WORDS =
  /\b(?:closing|closed|close of escrow|settlement|deed (?:is to|shall|will) be delivered|delivery of (?:the |said |such )?deed)\b(?! costs)/gi;
const DATE_IN_SENTENCE = new RegExp(
  String.raw`^[^.;]{0,250}?\b(?:on or (?:before|about)|no later than|not later than|on|by)(?: the)?\s(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(${DATE_PATTERN})`,
  'i',
);

function closingInSentence(text: string): Extracted<string> | null {
  const defined = CLOSING_DEFINED.exec(text);
  const definedDate = defined ? parseDate(defined[1]!) : null;
  if (defined && definedDate)
    return {
      value: definedDate,
      source: spanOf(text, defined.index, defined.index + defined[0].length),
    };
  let tries = 0;
  for (const label of text.matchAll(CLOSING_WORDS)) {
    if ((tries += 1) > 50) break;
    // Sentences end at a full stop; the one in "10:00 a.m." or "p.m." does not count.
    const sentence = text.slice(label.index, label.index + 300).replace(/\b([ap])\.m\./gi, '$1_m_');
    const found = DATE_IN_SENTENCE.exec(sentence);
    const date = found ? parseDate(found[1]!) : null;
    if (found && date)
      return { value: date, source: spanOf(text, label.index, label.index + found[0].length) };
  }
  return null;
}

export function closingDate(text: string, deadlines: Deadline[]): Extracted<string> | null {
  const absolute = extractDate(text, CLOSING_DATE_LABEL, 80) ?? closingInSentence(text);
  if (absolute) return absolute;
  // "Closing shall take place thirty (30) days after the Effective Date": the first mention of
  // closing whose clause has a deadline (a few dozen mentions at most are looked at).
  let tries = 0;
  for (const label of text.matchAll(new RegExp(CLOSING_LABEL, 'gi'))) {
    if ((tries += 1) > 50) break;
    // "Lowcountry Closing Attorneys": a word of a firm's name, not the closing
    const before = text.slice(Math.max(0, label.index - 20), label.index);
    const after = text.slice(label.index + label[0].length, label.index + label[0].length + 20);
    if (/[A-Z][a-z]+ $/.test(before) && /^ [A-Z][a-z]/.test(after)) continue;
    const clause = clauseAt(text, label.index);
    const relative = deadlineIn(deadlines, clause.start, clauseEnd(clause));
    if (relative?.date)
      return { value: relative.date, source: spanOf(text, label.index, relative.source.end) };
  }
  return null;
}
