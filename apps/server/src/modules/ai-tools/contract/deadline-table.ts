/**
 * A form's table of deadlines: one row per event with its day count and the date it gives
 * ("4  10.3  Inspection Objection Deadline  15  06/23/2026"). A row is a deadline when its count,
 * counted from the effective date in calendar or business days, gives the date the row states:
 * the table then says itself what its counts are counted from, whatever its header's wording.
 */
import { addDays } from './business-days';
import { topicOf, type Deadline } from './contract-deadlines';
import { DATE_PATTERN, parseDate } from './contract-values';
import { spanOf } from './text-spans';

/**
 * A row: item numbers, the event's words, the count, the date, and nothing after it; cells apart by
 * spaces, tabs or pipes.
 */
const ROW = new RegExp(
  String.raw`(?:^|\n)[\d.() \t|]{0,20}([A-Za-z][^\n]{2,100}?)[ \t|]+(\d{1,3})[ \t|]+(${DATE_PATTERN})[ \t|]*(?=\n|$)`,
  'gi',
);
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
    const date = parseDate(row[3]!);
    const businessDays =
      date === addDays(effectiveDate, days, false)
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
