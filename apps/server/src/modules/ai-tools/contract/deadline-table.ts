/**
 * A form's table of deadlines: one row per event with its day count and the date it gives
 * ("4  10.3  Inspection Objection Deadline  15  06/23/2026"). A row is a deadline when its count,
 * counted from the effective date in calendar or business days, gives the date the row states:
 * the table then says itself what its counts are counted from, whatever its header's wording.
 */
import { addDays } from './business-days';
import { topicOf, type Deadline } from './contract-deadlines';
import { DATE_PATTERN, parseDate } from './contract-values';
import type { Extracted } from './contract-fields';
import { spanOf } from './text-spans';

/**
 * The count's unit and what it counts from, when a cell writes them: "14 days after Acceptance",
 * "3 business days". Group 3 says business days.
 */
const UNIT = String.raw`(?:[ \t]+(?:(calendar|business|banking) )?days?(?:[ \t]+(?:after|from|following)[ \t]+[A-Za-z' ]{1,30}?)?)?`;
/**
 * A row: item numbers, the event's words, the count, the date, and nothing after it; cells apart by
 * spaces, tabs or pipes. The count may be written as the day counted from plus the days ("MEC +
 * 3", "Acceptance + 10"): the date the row gives still checks it.
 */
const ROW = new RegExp(
  String.raw`(?:^|\n)[\d.()§ \t|]{0,24}([A-Za-z][^\n]{2,100}?)[ \t|]+(?:[A-Za-z]{2,12} ?\+ ?)?(\d{1,3})${UNIT}[ \t|]+(${DATE_PATTERN})[ \t|]*(?=\n|$)`,
  'gi',
);
/** The date group's index: the unit's kind is group 3. */
const DATE_GROUP = 4;
const MAX_ROWS = 60;

export function tableDeadlines(
  text: string,
  effectiveDate: string | null,
  found: readonly Deadline[],
): Deadline[] {
  if (!effectiveDate) return [];
  const rows: Deadline[] = [];
  let tries = 0;
  for (const row of text.matchAll(ROW)) {
    if ((tries += 1) > MAX_ROWS) break;
    const days = Number(row[2]);
    const date = parseDate(row[DATE_GROUP]!);
    const statedBusiness = row[3] !== undefined && !/calendar/i.test(row[3]);
    const businessDays =
      !statedBusiness && date === addDays(effectiveDate, days, false)
        ? false
        : date === addDays(effectiveDate, days, true)
          ? true
          : null;
    if (businessDays === null) continue;
    const start = row.index + row[0].indexOf(row[1]!);
    const end = row.index + row[0].length;
    // a row a sentence already gave ("… 15 days after MEC, 06/23/2026") is not a second deadline
    if (found.some((d) => d.source.start < end && d.source.end > start)) continue;
    const event = row[1]!.replace(/[\s|]+$/, '');
    rows.push({
      name: topicOf(event) ?? event,
      days,
      businessDays,
      from: 'effectiveDate',
      anchorDate: effectiveDate,
      date,
      source: spanOf(text, start, end),
    });
  }
  return rows;
}

/**
 * A table whose rows give each event's count and date says itself which day it counts from: where
 * the text states no effective date, the day at least two rows count back to (calendar days
 * first, then business days) is it.
 */
export function impliedEffectiveDate(text: string): Extracted<string> | null {
  const votes = new Map<string, { count: number; start: number; end: number }>();
  let tries = 0;
  for (const row of text.matchAll(ROW)) {
    if ((tries += 1) > MAX_ROWS) break;
    const days = Number(row[2]);
    const date = parseDate(row[DATE_GROUP]!);
    if (!date || days === 0) continue;
    const kinds = row[3] === undefined ? [false, true] : [!/calendar/i.test(row[3])];
    const anchors = new Set(kinds.map((business) => addDays(date, -days, business)));
    for (const anchor of anchors) {
      const start = row.index + row[0].indexOf(row[1]!);
      const vote = votes.get(anchor) ?? { count: 0, start, end: start };
      votes.set(anchor, { ...vote, count: vote.count + 1, end: row.index + row[0].length });
    }
  }
  let best: [string, { count: number; start: number; end: number }] | null = null;
  for (const entry of votes)
    if (entry[1].count >= 2 && entry[1].count > (best?.[1].count ?? 0)) best = entry;
  return best ? { value: best[0], source: spanOf(text, best[1].start, best[1].end) } : null;
}
