import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDay, formatDayTime, formatMonth } from './dates';
import { localizeUtcTimes } from './utc-times';

/** What the viewer's own locale and zone write for this moment (the test runs in any zone). */
const local = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, options).format(new Date(iso));

describe('dates for people', () => {
  it('writes a moment as the day it fell on where the viewer is', () => {
    const iso = '2026-07-30T02:00:00.000Z';
    expect(formatDay(iso)).toBe(local(iso, { dateStyle: 'medium' }));
    expect(formatDayTime(iso)).toBe(local(iso, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('never shifts a calendar date or a month by the time zone', () => {
    expect(formatCalendarDay('2025-03-14')).toBe(
      local('2025-03-14T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect(formatDay('2025-03-14')).toBe(formatCalendarDay('2025-03-14'));
    expect(formatMonth('2009-08')).toBe(
      local('2009-08-15T00:00:00Z', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
    expect(formatMonth('2009-08')).not.toBe('2009-08');
  });

  it('shows a dash for nothing and keeps unreadable text', () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay('not a date')).toBe('—');
    expect(formatCalendarDay('soon')).toBe('soon');
  });

  it('rewrites the server’s "2026-12-05 10:30 UTC" in the viewer’s time', () => {
    const text = 'Your tour of "Loft" on 2026-12-05 10:30 UTC is confirmed.';
    expect(localizeUtcTimes(text)).toBe(
      `Your tour of "Loft" on ${local('2026-12-05T10:30:00Z', { dateStyle: 'medium', timeStyle: 'short' })} is confirmed.`,
    );
    expect(localizeUtcTimes(text)).not.toContain('UTC');
  });
});
