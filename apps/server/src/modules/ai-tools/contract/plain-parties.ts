/**
 * Parties a letter names in plain words, with no role label: "The two of us, Ann Lee and Tom
 * Lee, will buy …", "We, Ann Lee and Tom Lee, offer to purchase …", "I, Ray Moss, agree to sell
 * …". The people who say they will buy are the buyers; who will sell, the sellers; who will rent,
 * the tenants.
 */
import {
  NAME_CAPITALS,
  NAME_LETTERS,
  NAMES,
  splitNames,
  withoutStrayWords,
  type FoundParties,
  type PartyRole,
} from './party-names';
import { spanOf } from './text-spans';

const VERBS: Partial<Record<PartyRole, string>> = {
  buyer: String.raw`buy|purchase`,
  seller: String.raw`sell`,
  tenant: String.raw`rent|lease`,
};
const SPEAKER = String.raw`(?:^|[\n.] ?|\b(?:Dear [^\n,]{1,40}, ?\n?))(?:We|The (?:two|three|four) of us|Both of us|I),? (${NAMES}),?`;
const INTENT = String.raw` (?:(?:will|shall|hereby|would like to|want to|are going to|am going to|wish to|agree to|offer to|promise to)(?: (?:hereby|jointly|together))? ){1,2}`;

export function plainParties(text: string, role: PartyRole): FoundParties | null {
  const verbs = VERBS[role];
  if (!verbs) return null;
  const pattern = new RegExp(String.raw`${SPEAKER}${INTENT}(?:${verbs})\b`);
  const match = pattern.exec(text);
  if (!match) return null;
  const names = splitNames(withoutStrayWords(match[1]!, undefined));
  if (names.length === 0) return null;
  const start = match.index + match[0].indexOf(match[1]!);
  return { value: names, source: spanOf(text, start, start + match[1]!.length) };
}

/** The line a letter closes with before its signatures: "Sincerely,", "Warmly,", "Regards,". */
const CLOSE =
  /(?:^|\n)[ \t]*(?:Sincerely(?: yours)?|Warmly|Warm regards|(?:Kind |Best )?Regards|Best|Yours (?:truly|sincerely)|Very truly yours|Respectfully(?: yours)?|Cordially|With thanks|Thank you)[,.!]?(?=[ \t]*\n|[ \t]+\/s\/|[ \t]+_{3})/gi;
/** Where the other side signs its acceptance: "WE ACCEPT", "We, the sellers, accept this offer". */
const ACCEPTING =
  /\b(?:we|I)(?:, the [a-z]{4,10},)? (?:hereby )?(?:accept|agree to (?:sell|buy|everything|all|the terms))|\bacceptance\b/i;
const WRITER_BUYS =
  /\b(?:we|I) (?:(?:will|would like to|want to|wish to|offer to|agree to|are going to|hereby offer to) (?:buy|purchase|pay)|are offering|offer)\b|\bour offer\b/gi;
const WRITER_SELLS =
  /\b(?:we|I) (?:(?:will|would like to|want to|wish to|agree to|am going to|are going to) sell|am selling|are selling)\b/gi;
/** A signature line's printed name, after "/s/" or alone, before a date or a line to sign on. */
const NAME_WORD = String.raw`[${NAME_CAPITALS}][${NAME_LETTERS}.'’-]{0,30}`;
const SIGNED_NAME = new RegExp(
  String.raw`^[ \t]*(?:\/s\/ ?)?(${NAME_WORD}(?: ${NAME_WORD}){1,3})(?:[ \t]+Dated?:?[^\n]*|[ \t]{2,}[^\n]*|[ \t]*)$`,
);
const MAX_SIGNATURE_LINES = 40;
const count = (text: string, pattern: RegExp) =>
  [...text.slice(0, 60_000).matchAll(pattern)].length;

/**
 * A letter's parties from its signatures: those who sign under its close wrote it, and those who
 * sign under an acceptance after it ("WE ACCEPT. We agree to sell …") are the other side. Whether
 * the writers buy or sell is what the letter says they will do ("we offer to pay", "I would like
 * to sell you my house").
 */
export function letterParties(text: string, role: PartyRole): FoundParties | null {
  if ((role !== 'buyer' && role !== 'seller') || !/(?:^|\n)Dear [^\n]{1,60}[,:]/.test(text))
    return null;
  const closes = [...text.matchAll(CLOSE)].slice(-1);
  const close = closes[0];
  if (!close) return null;
  const body = text.slice(0, close.index);
  const buys = count(body, WRITER_BUYS);
  const sells = count(body, WRITER_SELLS);
  if (buys === sells) return null;
  const writersRole = buys > sells ? 'buyer' : 'seller';
  const sides = { writers: newSide(), acceptors: newSide() };
  let side = sides.writers;
  // (a layout may run the first signature into the close's line: "Sincerely, /s/ Ann Lee …")
  let position = close.index + close[0].length;
  for (let line = 0; line < MAX_SIGNATURE_LINES && position < text.length; line += 1) {
    const end = text.indexOf('\n', position);
    const current = text.slice(position, end < 0 ? text.length : end);
    if (ACCEPTING.test(current)) side = sides.acceptors;
    const signed = SIGNED_NAME.exec(current);
    const names = signed ? splitNames(withoutStrayWords(signed[1]!, undefined)) : [];
    for (const name of names.filter((one) => one.includes(' ') && !side.names.includes(one))) {
      side.names.push(name);
      if (side.start < 0) side.start = position;
      side.end = position + current.length;
    }
    position = end < 0 ? text.length : end + 1;
  }
  const found = role === writersRole ? sides.writers : sides.acceptors;
  if (found.names.length === 0) return null;
  return { value: found.names, source: spanOf(text, found.start, found.end) };
}

const newSide = () => ({ names: [] as string[], start: -1, end: -1 });
