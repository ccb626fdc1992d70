/**
 * A contingency clause's number of days: a count ("10 days", "ten (10) business days"), a filled
 * alternative ("10 (or 14) days"), or a blank with the default the form prints, next to it
 * ("____ days (if left blank, 10 days)") or later in the sentence ("within ____ days after the
 * Effective Date (if left blank, ten (10) days)").
 */
import {
  BLANK_ALTERNATIVE,
  BLANK_COUNT,
  DAYS_ALTERNATIVE,
  DAY_COUNT_PATTERN,
  parseDayCount,
} from './contract-values';

const DAY_COUNT = new RegExp(
  String.raw`(${DAY_COUNT_PATTERN}|${BLANK_COUNT}) ?(?:\(\d{1,3}\) )?${BLANK_ALTERNATIVE}(business|calendar)? ?days?${DAYS_ALTERNATIVE}`,
  'i',
);
/**
 * The default of a blank count, printed after the words that follow it, within its sentence, and
 * may name what it sets ("(if left blank, the period is 14 days)").
 */
const LATER_DEFAULT =
  /^[^.()]{0,60}\( ?if (?:left )?blank,? (?:then )?(?:(?:the|this|that|such|period|time|deadline|number|of|days?|is|shall|will|be|equals?) ){0,5}?(?:[a-z]{3,9}(?:-[a-z]{3,5})? \()?(\d{1,3})\)? (?:(?:business|calendar) )?days? ?\)/i;

/** The default a blank count's sentence prints after it ("… (if left blank, ten (10) days)"). */
export function laterBlankDefault(after: string): number | null {
  const later = LATER_DEFAULT.exec(after.slice(0, 160));
  return later ? Number(later[1]) : null;
}

function countOf(days: RegExpExecArray, searched: string): number | null {
  const blank = /^_/.test(days[1]!);
  const written = parseDayCount(
    days[2] ?? days[5] ?? (blank ? (days[3] ?? days[6] ?? '') : days[1]!),
  );
  if (written !== null || !blank) return written;
  return laterBlankDefault(searched.slice(days.index + days[0].length));
}

/** The days after the label (at `labelAt` in the clause), else the first in the clause. */
export function clauseDays(
  body: string,
  labelAt: number,
): { days: number | null; businessDays: boolean } | null {
  const afterLabel = body.slice(labelAt);
  const found = DAY_COUNT.exec(afterLabel);
  const searched = found ? afterLabel : body;
  const days = found ?? DAY_COUNT.exec(body);
  if (!days) return null;
  return { days: countOf(days, searched), businessDays: days[4]?.toLowerCase() === 'business' };
}
