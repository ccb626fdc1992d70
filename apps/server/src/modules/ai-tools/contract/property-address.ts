/**
 * The property's street address, to its end: number, street and type, a direction after it
 * ("NE"), up to two unit parts ("Building B, Apartment 3B"), then city, state (code or name) and
 * ZIP, after a comma or on the next line. Every part is bounded, so matching stays linear.
 */
import { US_STATES } from '../../../lib/us-states';
import type { Extracted } from './contract-fields';
import { findAfterLabel, spanOf, type Located } from './text-spans';

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Row|Square|Sq|Pike|Crossing|Xing|Path|Alley';
const STATE_NAMES = Object.values(US_STATES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const STREET = String.raw`\b\d{1,6}(?:-\d{1,6})?(?:-?[A-Z])? (?:[NSEW]\.? |(?:North|South|East|West) )?[A-Za-z0-9.'-]{1,30}(?: [A-Za-z0-9.'-]{1,30}){0,4} (?:${STREET_TYPES})\b\.?(?: (?:NE|NW|SE|SW|N|S|E|W)\b\.?)?(?:,? ?(?:Unit|Apt\.?|Apartment|Suite|Ste\.?|#|No\.|Building|Bldg\.?|Lot) ?#?[\w-]{1,8}){0,2}`;
const CITY = String.raw`[A-Za-z.'-]{1,25}(?: [A-Za-z.'-]{1,25}){0,3}`;
const STATE = String.raw`[A-Za-z]{2}\.?|${STATE_NAMES}`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
/** After a comma or a line break the ZIP may be missing; after a plain space it must be there. */
const ADDRESS = String.raw`(${STREET})(?:(?:, ?| ?\n ?)(${CITY}),? ?(${STATE})(?: (${ZIP}))?(?![A-Za-z])| (${CITY}), ?(${STATE}) (${ZIP}))?`;
const ADDRESS_AT_START = new RegExp(`^(?:${ADDRESS})`, 'i');

const STATE_CODES = new Set(Object.keys(US_STATES));
const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** A state as its postal code, the way an address is written: "Tennessee" → "TN". */
const stateCode = (state: string) =>
  STATE_BY_NAME.get(state.toLowerCase()) ?? state.replace(/\.$/, '').toUpperCase();

/** A real state: a code written in capitals ("NH", not "in") or a state's name. */
const isState = (state: string) =>
  STATE_CODES.has(state.replace(/\.$/, '')) || STATE_BY_NAME.has(state.toLowerCase());

/** "908 Kestrel Court" + "Fort Collins", "CO", "80521" → "908 Kestrel Court, Fort Collins, CO 80521". */
function formatted(found: Located): { value: string; length: number } {
  const parts = ADDRESS_AT_START.exec(found.text)!;
  const street = parts[1]!.replace(/\s+/g, ' ').trim();
  const city = parts[2] ?? parts[5];
  const state = parts[3] ?? parts[6];
  const zip = parts[4] ?? parts[7];
  if (!city || !state || !isState(state)) return { value: street, length: parts[1]!.length };
  const tail = `${city.trim()}, ${stateCode(state)}${zip ? ` ${zip}` : ''}`;
  return { value: `${street}, ${tail}`, length: parts[0].length };
}

export function extractAddress(text: string): Extracted<string> | null {
  // A bare "property" that is part of a firm's name ("Lakefront Property Services") is not the label.
  const label = String.raw`property address|address of (?:the )?(?:property|premises)|commonly known as|(?:real )?property (?:located|situated) at|located at|(?:the )?(?:property|premises)(?! (?:services|management|managers?|group|partners|company|llc|inc)\b)`;
  const found = findAfterLabel(text, label, ADDRESS, 80) ?? findFirst(text);
  if (!found) return null;
  const { value, length } = formatted(found);
  return { value, source: spanOf(text, found.span.start, found.valueStart + length) };
}

function findFirst(text: string): Located | null {
  const match = new RegExp(ADDRESS, 'i').exec(text);
  if (!match) return null;
  return {
    text: match[0],
    valueStart: match.index,
    span: spanOf(text, match.index, match.index + match[0].length),
  };
}
