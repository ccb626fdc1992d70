const formatter = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `iso` was. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (Math.abs(seconds) < length) break;
    unit = name;
    size = length;
  }
  return formatter.format(Math.round(seconds / size), unit);
}
