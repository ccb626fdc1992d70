/**
 * A rent a lease gives by a schedule ("Base Rent ..... See schedule in Section 1.7") rather than
 * as one amount: the schedule's first row.
 */
import type { Extracted } from './contract-fields';
import { MONEY_PATTERN, parseMoney } from './contract-values';
import { spanOf } from './text-spans';

const MONEY_ALL = new RegExp(MONEY_PATTERN, 'gi');
const MAX_ROW_AMOUNTS = 12;

/** "Base Rent ..... See schedule in Section 1.7": the rent is given by a schedule. */
const rentBySchedule = (rentLabel: string) =>
  new RegExp(String.raw`(?:${rentLabel}|\brent\b)[^\n$]{0,60}?\bschedule\b`, 'i');
const SCHEDULE_REACH = 1_500;
const MAX_SCHEDULE_LINES = 40;

/**
 * A rent schedule's first row: the first line after the rent's label with a month's amount and
 * the year's (twelve times it) beside it, "1  05/01/2026 - 04/30/2027  $3,150.00  $37,800.00".
 */
export function scheduledRent(text: string, rentLabel: string): Extracted<number> | null {
  const label = rentBySchedule(rentLabel).exec(text);
  if (!label) return null;
  let lineStart = text.indexOf('\n', label.index + label[0].length) + 1;
  const stop = Math.min(text.length, lineStart + SCHEDULE_REACH);
  for (let line = 0; lineStart > 0 && lineStart < stop && line < MAX_SCHEDULE_LINES; line += 1) {
    const lineEnd = text.indexOf('\n', lineStart);
    const end = lineEnd < 0 ? text.length : lineEnd;
    const amounts = [...text.slice(lineStart, end).matchAll(MONEY_ALL)].slice(0, MAX_ROW_AMOUNTS);
    for (const year of amounts) {
      const annual = parseMoney(year[0]);
      const month = amounts.find((other) => {
        const value = parseMoney(other[0]);
        return (
          annual !== null &&
          value !== null &&
          value > 0 &&
          Math.abs(value * 12 - annual) <= annual * 0.005
        );
      });
      if (month && annual !== null)
        return {
          value: parseMoney(month[0])!,
          source: spanOf(
            text,
            lineStart + month.index!,
            lineStart + month.index! + month[0].length,
          ),
        };
    }
    lineStart = end + 1;
  }
  return null;
}
