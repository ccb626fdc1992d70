/** Reading money, dates and day counts the way purchase agreements write them. */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

/** Any date format the parser understands, as a regular-expression source (no flags). */
export const DATE_PATTERN = [
  String.raw`${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`,
  String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MONTH_NAME},?\s+\d{4}`,
  String.raw`\d{4}-\d{2}-\d{2}`,
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})`,
].join('|');

export const MONEY_PATTERN = String.raw`(?:US\s?\$|USD\s*|\$)\s*\d[\d,]*(?:\.\d{1,2})?(?:\s*(?:million|thousand|k)\b)?|\d[\d,]*(?:\.\d{2})?\s+(?:dollars|USD)\b`;

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

const monthNumber = (name: string) =>
  MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().replace('.', '').slice(0, 3))) +
  1;

/** "March 5, 2025", "5th day of March, 2025", "2025-03-05", "03/05/2025", "3/5/25" → "2025-03-05" (US month-first). */
export function parseDate(text: string): string | null {
  const value = text.trim();
  let match = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(value);
  if (match) return iso(Number(match[3]), monthNumber(match[1]!), Number(match[2]));
  match = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  if (match) return iso(Number(match[3]), monthNumber(match[2]!), Number(match[1]));
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return iso(year, Number(match[1]), Number(match[2]));
  }
  return null;
}

/** "$425,000.00", "$1.2 million", "425,000 dollars" → 425000. */
export function parseMoney(text: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(million|thousand|k)?/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ''));
  const unit = match[2]?.toLowerCase();
  const factor = unit === 'million' ? 1e6 : unit === 'thousand' || unit === 'k' ? 1e3 : 1;
  return Number.isFinite(amount) ? Math.round(amount * factor * 100) / 100 : null;
}

const SMALL_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-one': 21,
  'twenty one': 21,
  thirty: 30,
  'forty-five': 45,
  'forty five': 45,
  forty: 40,
  sixty: 60,
  ninety: 90,
};

/** "ten (10)", "10", "ten", "twenty-one" → a number of days. */
export const DAY_COUNT_PATTERN = String.raw`(?:[a-z]+(?:[- ][a-z]+)?\s*\(\s*\d{1,3}\s*\)|\d{1,3}|${Object.keys(
  SMALL_NUMBERS,
)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

export function parseDayCount(text: string): number | null {
  const digits = /\d{1,3}/.exec(text);
  if (digits) return Number(digits[0]);
  return SMALL_NUMBERS[text.trim().toLowerCase()] ?? null;
}

/** Adds calendar days, or business days (Monday–Friday; public holidays are not skipped). */
export function addDays(isoDate: string, days: number, business: boolean): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!business) {
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }
  let remaining = days;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return date.toISOString().slice(0, 10);
}
