import { PROPERTY_MESSAGES } from '@nestwise/shared';

/** The parts of a zod issue this reads (zod 4's issue shape). */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
}

/** zod's own English ("Too small: expected number to be >0"), never shown to a person. */
const DEFAULT_MESSAGE =
  /^(Too small|Too big|Invalid input|Invalid option|Invalid|Unrecognized key)/;

/** "downPaymentPercent" → "Down payment percent", for a field without a label. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A schema's first complaint in words for a person, named by the field's label: the schema's own
 * message when it has one, otherwise a sentence built from the bound it broke instead of zod's
 * default text. A price without a label in the form reads as the listing form's "Valid price is
 * required"; a tool that labels its price ("Purchase price") gets the label and the bound.
 */
export function firstIssue(
  error: { issues: readonly IssueLike[] },
  labels: Readonly<Record<string, string>> = {},
): string {
  const issue = error.issues[0];
  if (!issue) return 'Check the inputs.';
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const key = issue.path.map(String).join('.');
  if (key === 'price' && !labels[key]) return PROPERTY_MESSAGES.priceRequired;
  const label = labels[key] ?? (key ? humanize(key) : 'This value');
  const bound = (value: number | bigint | undefined) => Number(value).toLocaleString('en-US');
  switch (issue.code) {
    case 'too_small':
      return issue.inclusive === false
        ? `${label} must be more than ${bound(issue.minimum)}.`
        : `${label} must be at least ${bound(issue.minimum)}.`;
    case 'too_big':
      return issue.inclusive === false
        ? `${label} must be less than ${bound(issue.maximum)}.`
        : `${label} must be at most ${bound(issue.maximum)}.`;
    case 'invalid_type':
      return issue.expected === 'number' ? `Enter a number for ${label}.` : `${label} is required.`;
    default:
      return `Check ${label}.`;
  }
}

/**
 * What a live tool shows for a bad form: the first problem in words, and the field it belongs to
 * (the tool marks that field and shows the words under it too).
 */
export interface InputProblem {
  ok: false;
  message: string;
  field: string | null;
}

export function inputProblem(
  error: { issues: readonly IssueLike[] },
  labels: Readonly<Record<string, string>>,
): InputProblem {
  const first = error.issues[0]?.path[0];
  return {
    ok: false,
    message: firstIssue(error, labels),
    field: typeof first === 'string' ? first : null,
  };
}

/** Form text → numbers: blank stays out of the request so the schema's default applies. */
export function numbersFrom<K extends string>(form: Record<K, string>, keys: readonly K[]) {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const text = form[key].trim();
    if (text === '') continue;
    out[key] = Number(text);
  }
  return out;
}

/** The labels of a tool's fields by key, for firstIssue. */
export const labelsOf = (fields: readonly { key: string; label: string }[]) =>
  Object.fromEntries(fields.map((field) => [field.key, field.label]));
