/**
 * Dates for people, one way everywhere: in the viewer's locale and time zone (the browser's).
 * A moment (an ISO timestamp) shows the day it fell on where the viewer is; a calendar date
 * ('2025-03-14', a contract's closing date) and a month ('2009-08') are the same everywhere, so
 * they are never shifted by a time zone. Anything unreadable shows '—' (or itself, for text a
 * parser found).
 */

type Style = 'day' | 'dayTime' | 'calendarDay' | 'month';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
};

// Made on first use: building a formatter costs more than using one, and most pages use none.
const made = new Map<Style, Intl.DateTimeFormat>();
function formatter(style: Style): Intl.DateTimeFormat {
  let found = made.get(style);
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, OPTIONS[style]);
    made.set(style, found);
  }
  return found;
}

function moment(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a moment fell on, where the viewer is: "Jul 30, 2026". A calendar date stays itself. */
export function formatDay(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatCalendarDay(value);
  const date = moment(value);
  return date ? formatter('day').format(date) : '—';
}

/** A moment with its time, where the viewer is: "Dec 5, 2026, 5:30 AM". */
export function formatDayTime(value: string | Date | null | undefined): string {
  const date = moment(value);
  return date ? formatter('dayTime').format(date) : '—';
}

/** A calendar date ('2025-03-14', or the date part of a timestamp) as is: "Mar 14, 2025". */
export function formatCalendarDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatter('calendarDay').format(date);
}

/** A month ('2009-08') as people write it: "Aug 2009". */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatter('month').format(date);
}
