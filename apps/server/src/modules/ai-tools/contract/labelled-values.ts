/**
 * Values read from the labelled-field reader's items by their type: a date, a day count, an
 * amount, each from the item whose label best names the field's concept. contract-parser.ts uses
 * them where the phrase rules found nothing (or, for a total line, where they found a part).
 */
import { addDays, onBusinessDay } from './business-days';
import type { contingencyField } from './contingency-field';
import type { Extracted } from './contract-fields';
import {
  DATE_PATTERN,
  DAY_COUNT_PATTERN,
  MONEY_PATTERN,
  parseDate,
  parseDayCount,
  parseMoney,
} from './contract-values';
import {
  itemsFor,
  labelScore,
  labelWords,
  type LabelConcept,
  type LabelledItem,
} from './labelled-fields';
import { spanOf } from './text-spans';

/** How far into an item's value (or a heading's clause) its value is looked for. */
const VALUE_REACH = 200;

export const CLOSING_CONCEPT: LabelConcept = {
  required: [['closing', 'settlement', 'completion', 'close']],
  bonus: ['date', 'deadline'],
  foreign: ['cost', 'agent', 'attorney', 'disclosure', 'possession', 'statement', 'fund', 'credit'],
};
export const FINANCING_CONCEPT: LabelConcept = {
  required: [['financing', 'loan', 'mortgage']],
  bonus: ['deadline', 'commitment', 'approval', 'contingency', 'condition'],
  foreign: ['application', 'apply', 'amount', 'type', 'rate', 'payment', 'program'],
};
export const RENT_TOTAL_CONCEPT: LabelConcept = {
  required: [['rent'], ['total']],
  bonus: ['monthly', 'month'],
  foreign: ['late', 'prorated', 'first', 'annual', 'year', 'due', 'deposit'],
};
/** The date the contract was formed: "Effective Date:", "Date of Ratification:", "Binding Date". */
export const EFFECTIVE_CONCEPT: LabelConcept = {
  required: [['effective', 'ratification', 'acceptance', 'execution', 'binding']],
  bonus: ['date'],
  foreign: ['deadline', 'expiration', 'expire', 'offer', 'closing', 'possession', 'lease', 'rent'],
};
export const PETS_CONCEPT: LabelConcept = { required: [['pet', 'animal']] };

/** Where a value is read: a line's value, or the opening of a heading's clause. */
const valueText = (item: LabelledItem) =>
  (item.form === 'heading' ? item.body : item.value).slice(0, VALUE_REACH);

/** The first date in the value of the best item for a concept that has one. */
export function labelledDate(
  text: string,
  items: LabelledItem[],
  concept: LabelConcept,
): Extracted<string> | null {
  for (const item of itemsFor(items, concept).slice(0, 6)) {
    const value = valueText(item);
    const match = new RegExp(DATE_PATTERN, 'i').exec(value);
    const date = match ? parseDate(match[0]) : null;
    if (!match || !date) continue;
    const start = item.valueStart + (item.form === 'heading' ? 0 : match.index);
    return {
      value: date,
      source: spanOf(text, start, item.valueStart + match.index + match[0].length),
    };
  }
  return null;
}

export interface LabelledDays {
  days: number;
  businessDays: boolean;
}

/** "21 calendar days after Acceptance" on a line labelled for the concept (not a heading's clause). */
export function labelledDays(
  text: string,
  items: LabelledItem[],
  concept: LabelConcept,
): Extracted<LabelledDays> | null {
  const count = new RegExp(
    String.raw`(${DAY_COUNT_PATTERN}) ?(business|calendar|banking)? ?days?\b`,
    'i',
  );
  for (const item of itemsFor(items, concept).slice(0, 6)) {
    if (item.form === 'heading') continue;
    const match = count.exec(item.value.slice(0, VALUE_REACH));
    const days = match ? parseDayCount(match[1]!) : null;
    if (!match || days === null) continue;
    const business = /^(?:business|banking)$/i.test(match[2] ?? '');
    const start = item.valueStart + match.index;
    return {
      value: { days, businessDays: business },
      source: spanOf(text, start, start + match[0].length),
    };
  }
  return null;
}

/** The amount on the line of the best item for a concept ("TOTAL MONTHLY RENT …… $1,805.00"). */
export function labelledAmount(
  text: string,
  items: LabelledItem[],
  concept: LabelConcept,
): Extracted<number> | null {
  for (const item of itemsFor(items, concept).slice(0, 6)) {
    if (item.form === 'heading') continue;
    const match = new RegExp(MONEY_PATTERN, 'i').exec(item.value.slice(0, VALUE_REACH));
    const amount = match ? parseMoney(match[0]) : null;
    if (!match || amount === null) continue;
    const start = item.valueStart + match.index;
    return { value: amount, source: spanOf(text, start, start + match[0].length) };
  }
  return null;
}

/** A pet deposit or fee anywhere in the clause a pets label opens ("5. PETS. … pet deposit of $400"). */
export function petDepositInSection(items: LabelledItem[]): number | null {
  for (const item of itemsFor(items, PETS_CONCEPT).slice(0, 4)) {
    const body = item.body.slice(0, 1500);
    const match =
      /pet (?:deposit|fee)[^$\n.]{0,40}(\$ ?\d[\d,]{0,10}(?:\.\d{2})?)/i.exec(body) ??
      /(\$ ?\d[\d,]{0,10}(?:\.\d{2})?) (?:non-?refundable |refundable )?pet (?:deposit|fee)/i.exec(
        body,
      );
    const amount = match ? parseMoney(match[1]!) : null;
    if (amount !== null) return amount;
  }
  return null;
}

/** At most this many defined-term brackets are looked at. */
const MAX_DEFINED = 60;
/** Between a date and its bracket only an hour may come ("November 5, 2026, at 2:40 p.m."). */
const HOUR_GAP = /^[,\s]{0,3}(?:at \d{1,2}(?::\d{2})? ?[ap]\.? ?m\.?)?[,\s]{0,3}$/i;

/**
 * A date the text defines as a concept's: `November 5, 2026 (the "Acceptance" date)`, `on
 * 03/02/2026 (the "Binding Date")`. A definition says outright what other dates only suggest.
 */
export function definedDate(text: string, concept: LabelConcept): Extracted<string> | null {
  const bracket = /\((?:the )?["“]([A-Za-z][A-Za-z ]{1,30})["”](?: date)?\)/gi;
  let seen = 0;
  for (const match of text.matchAll(bracket)) {
    if ((seen += 1) > MAX_DEFINED) break;
    if (labelScore(labelWords(match[1]!), concept) === 0) continue;
    const from = Math.max(0, match.index - 80);
    const before = text.slice(from, match.index);
    let last: RegExpExecArray | null = null;
    for (const date of before.matchAll(new RegExp(DATE_PATTERN, 'gi'))) last = date;
    if (!last || !HOUR_GAP.test(before.slice(last.index + last[0].length))) continue;
    const value = parseDate(last[0]);
    if (value)
      return {
        value,
        source: spanOf(text, from + last.index, match.index + match[0].length),
      };
  }
  return null;
}

type ContingencyResult = ReturnType<typeof contingencyField>;

/**
 * A contingency that applies but whose clause gives no days: the days on a line labelled for it
 * ("(c) Financing & Appraisal Deadline ........ 21 calendar days after Acceptance").
 */
export function withLabelledDays(
  text: string,
  items: LabelledItem[],
  found: ContingencyResult,
  effectiveDate: string | null,
  rollForward: boolean,
): ContingencyResult {
  if (!found || !found.value.included || found.value.days !== null) return found;
  const labelled = labelledDays(text, items, FINANCING_CONCEPT);
  if (!labelled) return found;
  const { days, businessDays } = labelled.value;
  const date = effectiveDate ? addDays(effectiveDate, days, businessDays) : null;
  const deadline = date && rollForward ? onBusinessDay(date) : date;
  return {
    value: { ...found.value, days, businessDays, deadline },
    display: `${days} ${businessDays ? 'business ' : ''}days${deadline ? ` (until ${deadline})` : ''}`,
    source: found.source,
  };
}
