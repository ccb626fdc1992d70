import {
  DATE_PATTERN,
  DAY_COUNT_PATTERN,
  MONEY_PATTERN,
  parseDate,
  parseDayCount,
  parseMoney,
} from './contract-values';
import { clauseAt, findAfterLabel, spanOf, type Located, type SourceSpan } from './text-spans';

export interface Extracted<T> {
  value: T;
  source: SourceSpan;
}

/** Up to nine capitalised words (bounded, so a long run of capitals cannot make matching slow). */
const NAME = String.raw`[A-Z][A-Za-z.'’-]{0,30}(?:[ \t]+(?:[A-Z][A-Za-z.'’-]{0,30}|and|&|of|the|de|van|von)){0,8}(?:,?[ \t]+(?:LLC|Inc\.?|L\.?P\.?|Trust|Trustees?))?`;
const SEPARATOR = String.raw`\s*(?:\(s\))?\s*(?:[:|]|\t)\s*`;

/** "buyer" → "[Bb][Uu][Yy][Ee][Rr]": case-insensitive words inside a case-sensitive pattern. */
const anyCase = (word: string) =>
  [...word].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join('');

function splitNames(raw: string): string[] {
  return raw
    .replace(/\s+(?:and|&)\s*$/i, '')
    .split(/\s*(?:,\s*and\s+|\s+and\s+|\s*&\s*|;\s*)\s*/)
    .map((name) => name.trim().replace(/[.,]$/, ''))
    .filter((name) => name.length > 1 && !/^(?:the|a)$/i.test(name));
}

/** Buyer or seller names from "Buyer: …", a table row, `… ("Buyer")` or `…, as Buyer`. */
export function extractParty(text: string, role: 'buyer' | 'seller'): Extracted<string[]> | null {
  const words = (role === 'buyer' ? ['buyer', 'purchaser'] : ['seller', 'vendor', 'owner'])
    .map((word) => `${anyCase(word)}[Ss]?`)
    .join('|');
  const labelled = new RegExp(String.raw`(?<![A-Za-z'’])(?:${words})${SEPARATOR}(${NAME})`, 'gm');
  const defined = new RegExp(
    String.raw`(${NAME}),?\s*\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|collectively,?\s+)?(?:the\s+)?["“”']?(?:${words})["“”']?\s*\)`,
    'g',
  );
  const asRole = new RegExp(String.raw`(${NAME}),?\s+as\s+(?:the\s+)?(?:${words})\b`, 'g');
  for (const pattern of [labelled, defined, asRole]) {
    for (const match of text.matchAll(pattern)) {
      const names = splitNames(match[1]!).filter(
        (name) => !/^(?:buyer|seller|purchaser|by|between)$/i.test(name),
      );
      if (names.length === 0) continue;
      const start = match.index + match[0].indexOf(match[1]!);
      return {
        value: names,
        source: spanOf(text, Math.min(match.index, start), match.index + match[0].length),
      };
    }
  }
  return null;
}

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Row|Square|Sq';
const ADDRESS = String.raw`\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?[A-Za-z0-9.'-]+(?:[ \t]+[A-Za-z0-9.'-]+){0,4}?[ \t]+(?:${STREET_TYPES})\.?(?:,?[ \t]*(?:Unit|Apt\.?|Suite|#)[ \t]*[\w-]+)?(?:,[ \t]*[A-Za-z .'-]+,?[ \t]*[A-Z]{2}\.?[ \t]+\d{5}(?:-\d{4})?)?`;

export function extractAddress(text: string): Extracted<string> | null {
  const label = String.raw`property address|address of (?:the )?property|premises|commonly known as|(?:real )?property (?:located|situated) at|located at|the property|property`;
  const found = findAfterLabel(text, label, ADDRESS, 80) ?? findFirst(text, ADDRESS);
  return found ? { value: found.text.replace(/\s+/g, ' ').trim(), source: found.span } : null;
}

function findFirst(text: string, value: string): Located | null {
  const match = new RegExp(value, 'i').exec(text);
  if (!match) return null;
  return {
    text: match[0],
    valueStart: match.index,
    span: spanOf(text, match.index, match.index + match[0].length),
  };
}

export function extractMoney(text: string, label: string): Extracted<number> | null {
  const found = findAfterLabel(text, label, MONEY_PATTERN, 160);
  const amount = found ? parseMoney(found.text) : null;
  return found && amount !== null ? { value: amount, source: found.span } : null;
}

export const PURCHASE_PRICE_LABEL = String.raw`purchase price|sales? price|contract price|total price|(?:offers?|agrees?) to (?:purchase|buy) (?:the )?property for|price`;
export const EARNEST_MONEY_LABEL = String.raw`earnest money(?: deposit)?|initial deposit|good[- ]faith deposit|escrow deposit|\bdeposit`;

export function extractDate(text: string, label: string, window = 80): Extracted<string> | null {
  const found = findAfterLabel(text, label, DATE_PATTERN, window, true);
  const date = found ? parseDate(found.text) : null;
  return found && date ? { value: date, source: found.span } : null;
}

/** "Effective Date: …", `"Effective Date" means …`, or `made on March 3, 2025 (the "Effective Date")`. */
export function extractEffectiveDate(text: string): Extracted<string> | null {
  const definedAfter = new RegExp(
    String.raw`(${DATE_PATTERN})\s*\(\s*(?:the\s+|herein(?:after)?\s+)?["“”']?effective date["“”']?\s*\)?`,
    'i',
  ).exec(text);
  const labelled = extractDate(
    text,
    String.raw`effective\s+date["“”']?(?:\s+of\s+this\s+(?:agreement|contract))?\s*(?:[:|\t]|\)?\s*(?:means|shall\s+be|is)\b)|date of (?:mutual )?acceptance\s*[:|\t]|acceptance date\s*[:|\t]`,
    60,
  );
  const candidates: Array<Extracted<string>> = [];
  if (labelled) candidates.push(labelled);
  if (definedAfter) {
    const date = parseDate(definedAfter[1]!);
    const end = definedAfter.index + definedAfter[0].length;
    if (date) candidates.push({ value: date, source: spanOf(text, definedAfter.index, end) });
  }
  if (candidates.length > 0) return candidates.sort((a, b) => a.source.start - b.source.start)[0]!;
  return extractDate(
    text,
    String.raw`(?:dated|entered into|made)(?:\s+and\s+entered\s+into)?(?:\s+(?:as\s+of|on|this))?`,
    40,
  );
}

export interface Contingency {
  included: boolean;
  days: number | null;
  businessDays: boolean;
}

const WAIVED =
  /not\s+contingent|no\s+(?:financing|loan|mortgage|inspection)\s+contingency|waive[sd]?\b|\bas[- ]is\b(?!.*subject to)|all[- ]cash|cash\s+(?:purchase|offer|transaction)|(?:^|\n)\s*(?:\[\s*\]|☐)/i;

/** A contingency clause: whether it applies (checked, not waived) and its number of days. */
export function extractContingency(text: string, label: string): Extracted<Contingency> | null {
  const match = new RegExp(label, 'i').exec(text);
  if (!match) return null;
  const lineStart = text.lastIndexOf('\n', match.index) + 1;
  const clause = clauseAt(text, lineStart);
  const body = clause.text;
  const checked = /(?:\[\s*[xX✓]\s*\]|☒|☑)/.test(body.slice(0, match.index - lineStart + 1));
  const included = checked || !WAIVED.test(body);
  const days = new RegExp(
    String.raw`(${DAY_COUNT_PATTERN})\s*(business|calendar)?\s*days?`,
    'i',
  ).exec(body);
  const end = lineStart + body.trimEnd().length;
  return {
    value: {
      included,
      days: days ? parseDayCount(days[1]!) : null,
      businessDays: days?.[2]?.toLowerCase() === 'business',
    },
    source: spanOf(text, lineStart, end),
  };
}

export const FINANCING_LABEL = String.raw`(?:financing|loan|mortgage)\s+contingency|contingent\s+(?:up)?on\s+(?:the\s+)?buyer(?:'s)?\s+(?:obtaining|securing|qualifying)|not\s+contingent\s+(?:up)?on\s+(?:financing|a\s+loan)|\bfinancing\b|\bnew\s+loan\b`;
export const INSPECTION_LABEL = String.raw`inspection\s+contingency|inspection\s+period|due\s+diligence\s+period|option\s+period|buyer(?:'s)?\s+investigation|\binspections?\b`;
