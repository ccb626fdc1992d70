import { CONTRACT_FIELDS, type TContractParseResponse } from '@nestwise/shared';
import {
  EARNEST_MONEY_LABEL,
  FINANCING_LABEL,
  INSPECTION_LABEL,
  PURCHASE_PRICE_LABEL,
  extractAddress,
  extractContingency,
  extractDate,
  extractEffectiveDate,
  extractMoney,
  extractParty,
  type Contingency,
  type Extracted,
} from './contract-fields';
import { DAY_COUNT_PATTERN, addDays, parseDayCount } from './contract-values';
import { clauseAt, headingBefore, spanOf } from './text-spans';

type Fields = TContractParseResponse['fields'];
type Deadline = TContractParseResponse['deadlines'][number];

const EFFECTIVE_ANCHOR = String.raw`effective\s+date|date\s+of\s+(?:mutual\s+)?acceptance|mutual\s+acceptance|acceptance|execution(?:\s+of\s+this\s+(?:agreement|contract))?|binding\s+agreement\s+date|the\s+date\s+hereof`;
const CLOSING_ANCHOR = String.raw`closing(?:\s+date)?|close\s+of\s+escrow|settlement`;
const RELATIVE_DEADLINE = new RegExp(
  String.raw`(${DAY_COUNT_PATTERN})\s*\(?\s*(business|calendar|banking)?\s*\)?\s*days?\s*(after|of|from|following|prior\s+to|before)\s+(?:the\s+)?(?:buyer's\s+|seller's\s+)?(${EFFECTIVE_ANCHOR}|${CLOSING_ANCHOR})`,
  'gi',
);
const CLOSING_LABEL = String.raw`closing\s+date|date\s+of\s+closing|close\s+of\s+escrow|closing\s+shall\s+(?:take\s+place|occur)|settlement\s+date|\bCOE\b`;

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

function sentenceName(text: string, position: number) {
  const start =
    Math.max(text.lastIndexOf('.', position - 1), text.lastIndexOf('\n', position - 1)) + 1;
  return (
    text.slice(start, position).replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ') ||
    'Deadline'
  );
}

/** Every "N (business) days after the Effective Date / before Closing" in the text. */
function relativeDeadlines(
  text: string,
  effectiveDate: string | null,
  closingDate: string | null,
): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const match of text.matchAll(RELATIVE_DEADLINE)) {
    const days = parseDayCount(match[1]!);
    if (days === null) continue;
    const businessDays = /business|banking/i.test(match[2] ?? '');
    const before = /prior|before/i.test(match[3]!);
    const from = new RegExp(`^(?:${CLOSING_ANCHOR})$`, 'i').test(match[4]!)
      ? 'closingDate'
      : 'effectiveDate';
    const anchor = from === 'closingDate' ? closingDate : effectiveDate;
    const date = anchor ? addDays(anchor, before ? -days : days, businessDays && !before) : null;
    const name = headingBefore(text, match.index) ?? sentenceName(text, match.index);
    deadlines.push({
      name,
      days: before ? -days : days,
      businessDays,
      from,
      date,
      source: spanOf(text, match.index, match.index + match[0].length),
    });
  }
  return deadlines;
}

function withDisplay<T>(found: Extracted<T> | null, display: (value: T) => string) {
  return found ? { value: found.value, display: display(found.value), source: found.source } : null;
}

function deadlineIn(deadlines: Deadline[], source: { start: number; end: number } | undefined) {
  if (!source) return null;
  return (
    deadlines.find(
      (d) =>
        d.from === 'effectiveDate' && d.source.start >= source.start && d.source.start < source.end,
    ) ?? null
  );
}

function contingencyField(
  found: Extracted<Contingency> | null,
  effectiveDate: string | null,
  deadlines: Deadline[],
) {
  if (!found) return null;
  const own = deadlineIn(deadlines, found.source);
  const days = own?.days ?? found.value.days;
  const businessDays = own?.businessDays ?? found.value.businessDays;
  const deadline =
    own?.date ??
    (found.value.included && days !== null && effectiveDate
      ? addDays(effectiveDate, days, businessDays)
      : null);
  const value = {
    ...found.value,
    days: found.value.included ? days : null,
    businessDays,
    deadline: found.value.included ? deadline : null,
  };
  const display = !value.included
    ? 'Waived / not included'
    : value.days === null
      ? 'Included'
      : `${value.days} ${value.businessDays ? 'business ' : ''}days${value.deadline ? ` (until ${value.deadline})` : ''}`;
  return { value, display, source: found.source };
}

/** Reads a purchase agreement's key terms, each linked to the text it came from. */
export function parseContract(text: string): TContractParseResponse {
  const effective = extractEffectiveDate(text);
  const effectiveDate = effective?.value ?? null;
  const absoluteClosing = extractDate(text, CLOSING_LABEL, 80);
  const closingLabel = new RegExp(CLOSING_LABEL, 'i').exec(text);
  let closing = absoluteClosing;
  const provisional = relativeDeadlines(text, effectiveDate, null);
  if (!closing && closingLabel) {
    const clause = clauseAt(text, closingLabel.index);
    const relative = provisional.find(
      (d) =>
        d.from === 'effectiveDate' &&
        d.source.start >= clause.start &&
        d.source.start < clause.start + clause.text.length,
    );
    if (relative?.date)
      closing = {
        value: relative.date,
        source: spanOf(text, closingLabel.index, relative.source.end),
      };
  }
  const deadlines = relativeDeadlines(text, effectiveDate, closing?.value ?? null);

  const earnest = extractMoney(text, EARNEST_MONEY_LABEL);
  const earnestClause = earnest ? clauseAt(text, earnest.source.start) : null;
  const earnestDue = earnestClause
    ? deadlineIn(deadlines, {
        start: earnestClause.start,
        end: earnestClause.start + earnestClause.text.length,
      })
    : null;
  const inspection = extractContingency(text, INSPECTION_LABEL);
  const inspectionField = contingencyField(inspection, effectiveDate, deadlines);

  const fields: Fields = {
    buyer: withDisplay(extractParty(text, 'buyer'), (names) => names.join(', ')),
    seller: withDisplay(extractParty(text, 'seller'), (names) => names.join(', ')),
    propertyAddress: withDisplay(extractAddress(text), (address) => address),
    purchasePrice: withDisplay(extractMoney(text, PURCHASE_PRICE_LABEL), usd),
    earnestMoney: earnest
      ? {
          value: {
            amount: earnest.value,
            dueDays: earnestDue?.days ?? null,
            dueDate: earnestDue?.date ?? null,
          },
          display: `${usd(earnest.value)}${earnestDue ? `, due within ${earnestDue.days} ${earnestDue.businessDays ? 'business ' : ''}days${earnestDue.date ? ` (${earnestDue.date})` : ''}` : ''}`,
          source: earnest.source,
        }
      : null,
    financingContingency: contingencyField(
      extractContingency(text, FINANCING_LABEL),
      effectiveDate,
      deadlines,
    ),
    inspectionContingency: inspectionField,
    inspectionPeriod:
      inspectionField && inspectionField.value.included && inspectionField.value.days !== null
        ? {
            value: {
              days: inspectionField.value.days,
              businessDays: inspectionField.value.businessDays,
              endsOn: inspectionField.value.deadline,
            },
            display: inspectionField.display,
            source: inspectionField.source,
          }
        : null,
    closingDate: withDisplay(closing, (date) => date),
    effectiveDate: withDisplay(effective, (date) => date),
  };
  return {
    fields,
    deadlines,
    notFound: CONTRACT_FIELDS.filter((field) => fields[field] === null),
    assumptions: [
      'Dates written with numbers are read month first (US style): 03/04/2025 is March 4, 2025.',
      'Business days skip Saturdays and Sundays but not public holidays; calendar days count every day.',
      effectiveDate
        ? `Deadlines counted from the Effective Date, ${effectiveDate}.`
        : 'No Effective Date found: relative deadlines are listed without dates.',
      'Extraction is rule-based and offline; check each value against its highlighted source text.',
    ],
  };
}
