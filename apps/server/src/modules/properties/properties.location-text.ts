import { US_STATES } from '../../lib/us-states';

/**
 * What the location box's text asks for. `head` (the text before the first comma) is the start
 * of a place's name: a city, ZIP code, neighborhood or street address. What follows the comma
 * narrows it ("Austin, TX", "Mueller, Austin, TX", "12 Elm St, Austin, TX 78701").
 * Everything is lower case with single spaces; ZIP codes and state codes as written.
 */
export interface LocationText {
  head: string;
  /** The state is one of these codes ("TX"); an empty list matches nothing. */
  states?: string[];
  /** The city starts with this. */
  city?: string;
  /** The ZIP code starts with this. */
  zip?: string;
  /** One word after the comma that may be a city or the start of a state ("Austin, T"). */
  cityOrStates?: { city: string; states: string[] };
  /**
   * "austin tx" (no comma): the same text read as a city and its state, besides the plain
   * reading, since many people type it so.
   */
  cityAndState?: { city: string; state: string };
}

const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** "tx", "texas" → "TX"; anything else undefined. */
function stateCode(words: string): string | undefined {
  const code = words.toUpperCase();
  if (code.length === 2 && code in US_STATES) return code;
  return STATE_BY_NAME.get(words);
}

/** States whose code or name starts with the text ("t" → TN, TX; "new" → NH, NJ, NM, NY). */
function statesStartingWith(text: string): string[] {
  return Object.entries(US_STATES)
    .filter(
      ([code, name]) => code.toLowerCase().startsWith(text) || name.toLowerCase().startsWith(text),
    )
    .map(([code]) => code);
}

const ZIP_ONLY = /^\d[\d-]*$/;

/** The last part after a comma: a state, a ZIP code, or both ("TX 78701"). */
function readTail(part: string): { states?: string[]; zip?: string } | undefined {
  if (ZIP_ONLY.test(part)) return { zip: part };
  const space = part.lastIndexOf(' ');
  const zip = space > 0 && ZIP_ONLY.test(part.slice(space + 1)) ? part.slice(space + 1) : undefined;
  const code = stateCode(zip ? part.slice(0, space) : part);
  if (!code) return undefined;
  return zip ? { states: [code], zip } : { states: [code] };
}

/** "austin tx", "portland maine", "new york new york": the last one or two words as a state. */
function readTrailingState(head: string): LocationText['cityAndState'] {
  const words = head.split(' ');
  for (const size of [2, 1]) {
    if (words.length <= size) continue;
    const state = stateCode(words.slice(-size).join(' '));
    if (state) return { city: words.slice(0, -size).join(' '), state };
  }
  return undefined;
}

/**
 * Reads the box's text in one pass over it (split, trim, a fixed set of 52 states): linear in
 * its length. Null when nothing is left once blanks and commas are gone.
 */
export function parseLocationText(text: string): LocationText | null {
  const parts = text
    .toLowerCase()
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const [head, ...tail] = parts;
  if (!head) return null;
  const out: LocationText = { head };
  if (tail.length === 0) {
    const cityAndState = readTrailingState(head);
    if (cityAndState) out.cityAndState = cityAndState;
    return out;
  }
  const last = tail.at(-1)!;
  const before = tail.length >= 2 ? tail.at(-2) : undefined;
  const read = readTail(last);
  if (read) return { ...out, ...read, ...(before ? { city: before } : {}) };
  if (before) return { ...out, city: before, states: statesStartingWith(last) };
  return { ...out, cityOrStates: { city: last, states: statesStartingWith(last) } };
}
