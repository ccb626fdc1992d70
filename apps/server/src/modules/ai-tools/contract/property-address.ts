/**
 * The property's street address, to its end: number, street and type, a direction after it
 * ("NE"), up to two unit parts ("Building B, Apartment 3B"), then city, state (code or name) and
 * ZIP, after a comma or on the next line. Every part is bounded, so matching stays linear.
 */
import { US_STATES } from '../../../lib/us-states';
import type { Extracted } from './contract-fields';
import { isPartyAddress } from './party-address';
import { findAfterLabel, spanOf, type Located } from './text-spans';

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Row|Square|Sq|Pike|Crossing|Xing|Path|Alley|Route|Rte';
/**
 * A road known by its number after its type: "County Road 124", "State Route 9", "Highway 61",
 * "Farm Road 2222A". Four figures at most, so a ZIP after a bare space is not taken for one.
 */
/** A road that is its number alone, with no name before its type: "Hwy. 7B", "US Route 1". */
const NUMBERED_ROAD = String.raw`(?:(?:US|U\.S\.|State|County|Farm to Market|FM) )?(?:Highway|Hwy|Route|Rte)\.? \d{1,4}[A-Z]?\b(?![,.]?\d)`;
const ROUTE_NUMBER = String.raw`(?:(?<=\b(?:Road|Rd|Highway|Hwy|Route|Rte)\.?) \d{1,4}[A-Z]?\b(?![,.]?\d))?`;
const STATE_NAMES = Object.values(US_STATES)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A house number, not the thousands of a figure ("1,840 rentable square feet"). */
const NUMBER = String.raw`(?:(?<![\d,.])\b\d{1,6}(?:-\d{1,6})?(?:-?[A-Z])?|\bLot \d{1,4}[A-Z]?,)`;
/**
 * Up to two unit parts: a numbered unit ("Apt. 12", "Suite 300") or a floor ("2nd Floor",
 * "Ground Floor"), which a house cut into flats names as its unit.
 */
const UNIT = String.raw`(?:,? ?(?:(?:Unit|Apt\.?|Apartment|Suite|Ste\.?|#|No\.|Building|Bldg\.?|Lot|Room|Rm\.?|Space|Flat) ?#?[\w-]{1,8}|(?:\d{1,2}(?:st|nd|rd|th)|Ground|Garden|Top|Upper|Lower) Floor\b)){0,2}`;
const DIRECTION = String.raw`(?:North|South|East|West|[NSEW])\b\.?`;
/**
 * A street with a type, or a grid address that names no street ("785 South 1300 East", as cities
 * laid out on a grid write them).
 */
/**
 * Street types written before the name, as Spanish and French street names are ("Calle de la
 * Luna", "Camino Real", "Rue Royale", after a direction "East Calle Aurora"); the name runs to
 * the comma or the line's end.
 */
const LEADING_TYPES = 'Calle|Camino|Caminito|Avenida|Paseo|Via|Vista|Rue|Rua|Plaza|Callejon';
/**
 * A word of a street's name: capitalised or a number ("Hollister Hill", "5th"), or a particle
 * ("of the"). A lowercase word is prose, so "the E-911 address of 1187 Hollister Hill Road"
 * starts at 1187.
 */
const STREET_WORD = String.raw`[A-Z0-9][A-Za-z0-9.'-]{0,29}`;
const PARTICLE = 'de|del|la|las|los|du|des|of|the|y';
const STREET = String.raw`${NUMBER} (?:${NUMBERED_ROAD}|(?:${DIRECTION} )?(?:${LEADING_TYPES}) [A-Za-z.'-]{1,30}(?: [A-Za-z.'-]{1,30}){0,4}(?=,| ?\n|$)|(?:[NSEW]\.? |(?:North|South|East|West) )?${STREET_WORD}(?: (?:${STREET_WORD}|${PARTICLE})){0,4} (?:${STREET_TYPES})\b\.?${ROUTE_NUMBER}(?: (?:NE|NW|SE|SW|N|S|E|W|North|South|East|West)\b\.?)?|${DIRECTION} \d{1,5} ${DIRECTION})${UNIT}`;
const CITY = String.raw`[A-Za-z.'-]{1,25}(?: [A-Za-z.'-]{1,25}){0,3}`;
const STATE = String.raw`[A-Za-z]{2}\.?|${STATE_NAMES}`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
/**
 * After a comma or a line break the ZIP may be missing; after a plain space it must be there. The
 * ZIP may open the next line, as a form's row wraps after the state ("…, New Haven, CT⏎ 06510").
 */
const ADDRESS = String.raw`(${STREET})(?:(?:, ?| ?\n ?)(${CITY}),? ?(${STATE})(?:(?: | ?\n ?)(${ZIP}))?(?![A-Za-z])| (${CITY}), ?(${STATE}) (${ZIP}))?`;
const ADDRESS_AT_START = new RegExp(`^(?:${ADDRESS})`, 'i');
/**
 * A street without a type ("2847 Alameda de las Pulgas", "12 Rue Royale") is an address only with
 * its whole tail: capitalised words (or the particles of a name), then city, state and ZIP.
 */
const NAME_WORD = String.raw`(?:[A-Z][A-Za-z.'-]{0,30}|de|del|la|las|los|du|des|of|the|y)`;
const TYPELESS = String.raw`(${NUMBER} [A-Z][A-Za-z.'-]{0,30}(?: ${NAME_WORD}){0,5}${UNIT})(?:, ?| ?\n ?)([A-Z][A-Za-z.'-]{0,25}(?: [A-Z][A-Za-z.'-]{0,25}){0,3}),? ?([A-Z]{2}|${STATE_NAMES}) (${ZIP})`;
/** A street address with a type, or a typeless one with its whole tail. */
const ANY_ADDRESS = new RegExp(
  `${ADDRESS.replace(/\((?!\?)/g, '(?:')}|${TYPELESS.replace(/\((?!\?)/g, '(?:')}`,
  'g',
);
/**
 * The bracket that names the place the contract is about: `("Property")`, `(the "Premises")`,
 * `(the "Unit")`.
 */
const DEFINED_PLACE =
  /\( ?(?:together,? |collectively,? |herein )?(?:the )?["“]?(?:Real )?(?:Property|Premises|Unit|Home|Dwelling|Land|Lot)["”]?\)/g;
/** How far before its bracket the address may start; how many brackets are looked at. */
const DEFINED_REACH = 300;
const PARTY_ROLE =
  /\b(?:buyers?|purchasers?|sellers?|landlords?|tenants?|lessors?|lessees?|owners?)\b/i;
const MAX_DEFINED = 20;

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

/**
 * The address a document names as the property itself: the last one before `(the "Property")`
 * within its sentence-sized reach ("… known as 119 Egret Run Way, Summerville, SC 29486 (the
 * "Property")"), ahead of an office's or a party's address that a label happens to be near.
 */
function definedAddress(text: string): Extracted<string> | null {
  let tries = 0;
  for (const marker of text.matchAll(DEFINED_PLACE)) {
    if ((tries += 1) > MAX_DEFINED) break;
    const from = Math.max(0, marker.index - DEFINED_REACH);
    const window = text.slice(from, marker.index);
    let last: RegExpExecArray | null = null;
    ANY_ADDRESS.lastIndex = 0;
    for (let match = ANY_ADDRESS.exec(window); match; match = ANY_ADDRESS.exec(window)) {
      last = match;
      if (match[0].length === 0) ANY_ADDRESS.lastIndex += 1;
    }
    // "Landlord, of 1 Main Street, …, leases to Tenant the apartment (the "Premises")": an
    // address with a party's role between it and the bracket is that party's.
    if (!last || PARTY_ROLE.test(window.slice(last.index + last[0].length))) continue;
    const start = from + last.index;
    const typed = ADDRESS_AT_START.exec(last[0]);
    const typeless = new RegExp(`^(?:${TYPELESS})`).exec(last[0]);
    // the longer reading: a typeless street with its tail beats a typed fragment inside it
    if (typeless && (!typed || typeless[0].length > typed[0].length)) {
      const [, street, city, state, zip] = typeless;
      if (!isState(state!)) continue;
      return {
        value: `${street!.replace(/\s+/g, ' ').trim()}, ${city}, ${stateCode(state!)} ${zip}`,
        source: spanOf(text, start, start + typeless[0].length),
      };
    }
    const { value, length } = formatted({
      text: last[0],
      valueStart: start,
      span: spanOf(text, start, start + last[0].length),
    });
    return withLabelledParts(text, value, start, start + length);
  }
  return null;
}

export function extractAddress(text: string): Extracted<string> | null {
  const defined = definedAddress(text);
  if (defined) return defined;
  // A bare "property" that is part of a firm's name ("Lakefront Property Services") is not the label.
  const label = String.raw`property address|address of (?:the )?(?:property|premises)|commonly known as|(?:real )?property (?:located|situated) at|located at|\b(?:house|home|residence|condo(?:minium)?|townhouse|lot) at|(?:the )?(?:property|premises)(?! (?:services|management|managers?|group|partners|company|llc|inc)\b)`;
  const matched = findAfterLabel(text, label, ADDRESS, 80) ?? findFirst(text);
  if (!matched) return null;
  const found = fullAddressAfter(text, fromHouseNumber(matched));
  const { value, length } = formatted(found);
  const street = withLabelledParts(text, value, found.span.start, found.valueStart + length);
  // a street with no city, state or ZIP after it ("58 Ohio Street", "12 Elm Street, Unit 2")
  return STATE_TAIL.test(street.value) ? street : (writtenInFull(text, street.value) ?? street);
}

const MAX_WHOLE = 50;
const STATE_TAIL = /, [A-Z]{2}(?: \d{5}(?:-\d{4})?)?$/;
const sameStreet = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();

/**
 * A street named alone ("Re: your house at 58 Ohio Street") that the text writes in full
 * elsewhere ("the house and land at 58 Ohio Street, Bangor, Maine 04401"): the full one.
 */
function writtenInFull(text: string, street: string): Extracted<string> | null {
  WHOLE_ADDRESS.lastIndex = 0;
  let tries = 0;
  for (let match = WHOLE_ADDRESS.exec(text); match; match = WHOLE_ADDRESS.exec(text)) {
    if ((tries += 1) > MAX_WHOLE) break;
    if (!isState(match[3]!) || !sameStreet(match[1]!, street)) continue;
    const { value } = formatted({
      text: match[0],
      valueStart: match.index,
      span: spanOf(text, match.index, match.index + match[0].length),
    });
    return { value, source: spanOf(text, match.index, match.index + match[0].length) };
  }
  return null;
}

/** A whole address: street, city, a state and its ZIP. */
const WHOLE_ADDRESS = new RegExp(
  String.raw`(${STREET})(?:, ?| ?\n ?)(${CITY}),? ?(${STATE})(?: | ?\n ?)(${ZIP})(?![A-Za-z\d])`,
  'g',
);
const WHOLE_REACH = 200;

/**
 * "Unit No. 504 in The Logan Court Condominium, with the address 1320 13th Street NW, Unit 504,
 * Washington, DC 20005": a number and words with no city, state or ZIP are not the address when a
 * whole one follows within the clause; that one is.
 */
function fullAddressAfter(text: string, found: Located): Located {
  const parts = ADDRESS_AT_START.exec(found.text);
  if (!parts || parts[2] !== undefined || parts[5] !== undefined) return found;
  const from = found.valueStart + 1;
  const window = text.slice(from, from + WHOLE_REACH);
  const stop = /\n\s*\n|\.\s/.exec(window);
  const clause = stop ? window.slice(0, stop.index) : window;
  WHOLE_ADDRESS.lastIndex = 0;
  for (let match = WHOLE_ADDRESS.exec(clause); match; match = WHOLE_ADDRESS.exec(clause)) {
    if (!isState(match[3]!)) continue;
    const valueStart = from + match.index;
    return {
      text: match[0],
      valueStart,
      span: spanOf(text, found.span.start, valueStart + match[0].length),
    };
  }
  return found;
}

/**
 * Prose before the house number ("its 911 location as 42 Juniper Ridge Lane"): a lowercase word
 * followed by a number and a street's word; the searches that ignore case let it into the street.
 */
const PROSE_BEFORE_NUMBER = /^[^\n]*\b[a-z][a-z'’-]* (?=\d{1,6}(?:-?[A-Z])? [A-Z0-9])/;

function fromHouseNumber(found: Located): Located {
  const prose = PROSE_BEFORE_NUMBER.exec(found.text);
  if (!prose) return found;
  const valueStart = found.valueStart + prose[0].length;
  return { ...found, text: found.text.slice(prose[0].length), valueStart };
}

/** A street alone, followed by its city, state and ZIP asked for one by one, gets them. */
function withLabelledParts(
  text: string,
  value: string,
  start: number,
  end: number,
): Extracted<string> {
  const parts = value.includes(',') ? null : LABELLED_PARTS.exec(text.slice(end, end + 160));
  const state = parts?.[2] ?? parts?.[3];
  if (parts && state && isState(state))
    return {
      value: `${value}, ${parts[1]!.trim()}, ${stateCode(state)}${parts[4] ? ` ${parts[4]}` : ''}`,
      source: spanOf(text, start, end + parts[0].length),
    };
  return { value, source: spanOf(text, start, end) };
}

/**
 * A form that asks for each part on its own: "City of Minneapolis, County of Hennepin, State of
 * Minnesota, ZIP 55408" or "City: … State: … Zip: …" after the street, or the state's code
 * alone before the ZIP's label ("City: Tucson  County: Pima  AZ, Zip Code: 85715").
 */
const LABELLED_PARTS = new RegExp(
  String.raw`^,? ?\n? ?(?:in )?(?:the )?(?:City|Town|Village)(?: of|:) ?(${CITY}),? ?(?:County(?: of|:) ?[A-Za-z .'-]{1,30}?,? ?)?(?:State(?: of|:) ?(${STATE_NAMES}|[A-Z]{2}\b)|([A-Z]{2})\b(?=,? ?(?:ZIP|Zip)))[,:]? ?(?:(?:ZIP|Zip)(?: Code)?:? ?(${ZIP}))?`,
);

const MAX_FIRST = 50;

/**
 * The first address that is not a party's: where no label names the property, the parties'
 * own addresses (listed under "LANDLORD:", "Current address:") come first in many forms and are
 * passed over. None when every address is a party's.
 */
function findFirst(text: string): Located | null {
  const addresses = new RegExp(ADDRESS, 'gi');
  let tries = 0;
  for (let match = addresses.exec(text); match; match = addresses.exec(text)) {
    if ((tries += 1) > MAX_FIRST) break;
    if (match[0].length === 0) {
      addresses.lastIndex += 1;
      continue;
    }
    if (isPartyAddress(text, match.index)) continue;
    return {
      text: match[0],
      valueStart: match.index,
      span: spanOf(text, match.index, match.index + match[0].length),
    };
  }
  return null;
}
