import {
  ADDENDUM_CONTRACT_FIELDS,
  CONTRACT_FIELDS,
  CONTRACT_FIELDS_BY_KIND,
  NOT_A_CONTRACT_NOTICE,
  type TContractParseResponse,
  type TContractSourceSpan,
} from '@nestwise/shared';
import { changedDate, withoutOldValues, withoutReplacedValues } from './changed-terms';
import { CLOSING_LABEL, closingDate } from './closing-date';
import { contractKind } from './contract-kind';
import { allDeadlines } from './contingency-field';
import { impliedEffectiveDate } from './deadline-table';
import { extractEffectiveDate } from './effective-date';
import { readLabelledItems } from './labelled-fields';
import { CLOSING_CONCEPT, EFFECTIVE_CONCEPT, definedDate, labelledDate } from './labelled-values';
import { mendKeywordTypos } from './keyword-typos';
import { normalizeContractText } from './normalize-text';
import { extractAddress } from './property-address';
import { dayCountsInFigures } from './spelled-day-counts';
import { leaseFields, purchaseFields, withDisplay } from './contract-terms';

type Fields = TContractParseResponse['fields'];

const EMPTY_FIELDS = Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, null])) as Fields;

/** Spans found in the normalized text, moved back onto the text as the user sent it. */
function remapSpans(
  result: TContractParseResponse,
  original: string,
  toOriginal: (i: number) => number,
) {
  const remap = (span: TContractSourceSpan): TContractSourceSpan => {
    const start = toOriginal(span.start);
    const end = span.end > span.start ? toOriginal(span.end - 1) + 1 : start;
    return { start, end, excerpt: original.slice(start, end).replace(/\s+/g, ' ').trim() };
  };
  for (const field of CONTRACT_FIELDS) {
    const value = result.fields[field];
    if (value) value.source = remap(value.source);
  }
  for (const deadline of result.deadlines) deadline.source = remap(deadline.source);
  return result;
}

/** A table's row: cells apart by pipes, tabs or two wide gaps. */
const TABLE_ROW = /\||\t|\S {3,}\S.*\S {3,}\S/;
/**
 * Each deadline once: a form's summary of dates ("| Inspection Deadline | 15 days after
 * Acceptance |") restates what its clauses say, so a row that repeats a clause's deadline (same
 * event, count and date) is not a second one. Two clauses that each give a deadline stay two.
 */
function listedOnce(
  original: string,
  toOriginal: (i: number) => number,
  deadlines: TContractParseResponse['deadlines'],
) {
  const key = (d: (typeof deadlines)[number]) =>
    [d.name, d.days, d.businessDays, d.from, d.date].join('|');
  // the text as sent keeps the gaps between cells that normalizing closes
  const inRow = (d: (typeof deadlines)[number]) => {
    const at = toOriginal(d.source.start);
    const start = original.lastIndexOf('\n', at - 1) + 1;
    const end = original.indexOf('\n', at);
    return TABLE_ROW.test(original.slice(start, end < 0 ? original.length : end));
  };
  const stated = new Set(deadlines.filter((d) => !inRow(d)).map(key));
  const seen = new Set<string>();
  return deadlines.filter((d) => {
    if (inRow(d) && stated.has(key(d))) return false;
    if (!inRow(d)) return true;
    if (seen.has(key(d))) return false;
    seen.add(key(d));
    return true;
  });
}

const ASSUMPTIONS = [
  'Dates written with numbers are read month first (US style): 03/04/2025 is March 4, 2025.',
  'Business days skip Saturdays, Sundays and US federal holidays; calendar days count every day.',
];

/**
 * Reads a purchase agreement's, lease's or addendum's key terms, each linked to the text it came
 * from. Every step is linear in the text's length (bounded patterns, capped label searches), so
 * 300,000 characters of anything parse in well under a second on the request thread.
 */
export function parseContract(original: string): TContractParseResponse {
  // slips mended letter for letter: every offset, so every source span, stays the sender's
  const normalized = dayCountsInFigures(normalizeContractText(mendKeywordTypos(original)));
  const { toOriginal } = normalized;
  const kind = contractKind(normalized.text);
  // an addendum's old values (a table's old column, "rather than …") are no terms of it
  const text = kind === 'addendum' ? withoutOldValues(normalized.text) : normalized.text;
  if (kind === 'not-a-contract') {
    return {
      kind,
      notice: NOT_A_CONTRACT_NOTICE,
      fields: { ...EMPTY_FIELDS },
      deadlines: [],
      notFound: [],
      assumptions: [],
    };
  }
  const items = readLabelledItems(text);
  // a line labelled for the contract's forming ("Date of Ratification: …") where no rule read one
  // a date defined as the effective date says so outright ("… 2:40 p.m. (the "Acceptance" date)")
  const effective =
    definedDate(text, EFFECTIVE_CONCEPT) ??
    extractEffectiveDate(text) ??
    (kind === 'lease'
      ? null
      : (labelledDate(text, items, EFFECTIVE_CONCEPT) ?? impliedEffectiveDate(text)));
  const effectiveDate = effective?.value ?? null;
  const addendum = kind === 'addendum';
  const closing =
    kind === 'lease'
      ? null
      : ((addendum ? changedDate(text, CLOSING_LABEL) : null) ??
        // an addendum's recital of the date it replaces ("…, June 20, 2025, is changed.") is not it
        closingDate(
          addendum ? withoutReplacedValues(text) : text,
          allDeadlines(text, effectiveDate, null, addendum),
        ) ??
        // "(d) Settlement Deadline ........ January 9, 2026": a line labelled for the closing
        (addendum ? null : labelledDate(text, items, CLOSING_CONCEPT)));
  const deadlines = allDeadlines(text, effectiveDate, closing?.value ?? null, addendum);
  const found: Partial<Fields> = {
    propertyAddress: withDisplay(extractAddress(text), (address) => address),
    effectiveDate: withDisplay(effective, (date) => date),
    ...(kind === 'lease'
      ? leaseFields(text, items)
      : {
          ...purchaseFields(text, items, effectiveDate, deadlines, addendum),
          closingDate: withDisplay(closing, (date) => date),
        }),
  };
  const fields = { ...EMPTY_FIELDS, ...found };
  // An addendum changes some terms only: just the ones every addendum names count as missing.
  const expected: readonly string[] =
    kind === 'addendum' ? ADDENDUM_CONTRACT_FIELDS : CONTRACT_FIELDS_BY_KIND[kind];
  return remapSpans(
    {
      kind,
      notice: null,
      fields,
      deadlines: listedOnce(original, toOriginal, deadlines),
      notFound: CONTRACT_FIELDS.filter(
        (field) => expected.includes(field) && fields[field] === null,
      ),
      assumptions: [
        ...ASSUMPTIONS,
        effectiveDate
          ? `Deadlines counted from the Effective Date, ${effectiveDate}.`
          : 'No Effective Date found: relative deadlines are listed without dates.',
        'Extraction is rule-based and offline; check each value against its highlighted source text.',
      ],
    },
    original,
    toOriginal,
  );
}
