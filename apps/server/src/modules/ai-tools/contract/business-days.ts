/** Adding calendar or business days to an ISO date, the way contract deadlines count. */

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The `n`th (1-based; -1 = last) `weekday` (0 = Sunday) of a month, as an ISO date. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return isoOf(
      new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)),
    );
  }
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return isoOf(new Date(Date.UTC(year, month - 1, last.getUTCDate() - back)));
}

/** A fixed-date holiday moves to Friday when it falls on Saturday, to Monday on Sunday. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) date.setUTCDate(day - 1);
  if (weekday === 0) date.setUTCDate(day + 1);
  return isoOf(date);
}

const holidayCache = new Map<number, Set<string>>();

/** US federal holidays (as observed) of a year. */
export function federalHolidays(year: number): Set<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set([
      observed(year, 1, 1),
      nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 2, 1, 3), // Washington's Birthday
      nthWeekday(year, 5, 1, -1), // Memorial Day
      observed(year, 6, 19),
      observed(year, 7, 4),
      nthWeekday(year, 9, 1, 1), // Labor Day
      nthWeekday(year, 10, 1, 2), // Columbus Day
      observed(year, 11, 11),
      nthWeekday(year, 11, 4, 4), // Thanksgiving
      observed(year, 12, 25),
      observed(year + 1, 1, 1), // New Year's Day observed on December 31
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isBusinessDay(isoDate: string): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(date.getUTCFullYear()).has(isoDate);
}

/**
 * Adds `days` calendar days, or business days (Monday–Friday except US federal holidays); a
 * negative count goes back ("3 business days before Closing").
 */
export function addDays(isoDate: string, days: number, business: boolean): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!business) {
    date.setUTCDate(date.getUTCDate() + days);
    return isoOf(date);
  }
  const step = days < 0 ? -1 : 1;
  // Day counts come from at most three digits, so this loop is short.
  for (let remaining = Math.abs(days); remaining > 0;) {
    date.setUTCDate(date.getUTCDate() + step);
    if (isBusinessDay(isoOf(date))) remaining -= 1;
  }
  return isoOf(date);
}

/** Adds whole months, the day before the same day-of-month: a 12-month lease from June 1 ends May 31. */
export function leaseEndDate(startIso: string, months: number): string {
  const start = new Date(`${startIso}T00:00:00Z`);
  const end = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate() - 1),
  );
  return isoOf(end);
}

/** The date itself when it is a business day, else the next one (a deadline the contract extends). */
export function onBusinessDay(isoDate: string): string {
  let date = isoDate;
  // At most a long weekend with a holiday on each side: a few steps.
  for (let step = 0; step < 10 && !isBusinessDay(date); step += 1) date = addDays(date, 1, false);
  return date;
}
