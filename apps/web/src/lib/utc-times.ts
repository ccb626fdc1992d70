import { formatDayTime } from './dates';

/** "2026-12-05 10:30 UTC", as messages from the server write a moment, in the viewer's time. */
const UTC_MINUTE = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC\b/g;

export function localizeUtcTimes(text: string): string {
  return text.replace(UTC_MINUTE, (whole, day: string, time: string) => {
    const date = new Date(`${day}T${time}:00Z`);
    return Number.isNaN(date.getTime()) ? whole : formatDayTime(date);
  });
}
