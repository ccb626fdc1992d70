/**
 * Parties written as blocks: names that open a block ending in their role bracket, and the
 * printed names of a signature block under a bare role label.
 */
import { DATE_PATTERN } from './contract-values';
import {
  ANOTHER_ROLE,
  NAMES,
  splitNames,
  withoutStrayWords,
  type FoundParties,
} from './party-names';
import { spanOf } from './text-spans';

/** "jointly and severally", "collectively": how several people make one party. */
const JOINTLY = String.raw`(?:together|collectively|jointly|individually)(?: and (?:severally|collectively|individually))?`;

/**
 * Plain-English forms name a role in the first person: `(we call them "the Sellers")`, `(whom we
 * will refer to as the "Buyer")`, `(we call her "Tenant" in this lease)`.
 */
const WE_CALL = String.raw`(?:(?:whom|who|which) )?we(?: will| shall)? (?:call|refer to|name)(?: (?:them|him|her|it|this person|these people|this company))?(?: (?:all|both|together|jointly))?,?(?: as)?`;

/**
 * The bracket that names a party's role, its words in any of the usual orders: `("Buyer")`, `(together, "Landlord")`, `(collectively,
 * the "Seller" or "Vendor")`, `(hereinafter called the "Tenant")`, `(hereinafter referred to
 * collectively as "Purchaser")`, `(hereinafter, jointly and severally, called "Purchaser")`; the role may be the second of two names, `("Builder" or "Seller")`.
 */
export const definedRole = (words: string) =>
  String.raw`\( ?(?:${WE_CALL} )?(?:hereinafter,? )?(?:${JOINTLY},? )?(?:(?:referred to|called|known|designated)(?: herein)?,? )?(?:${JOINTLY},? )?(?:as )?(?:the )?(?:["“”'][A-Za-z]{2,20}["“”'] or (?:the )?)?["“”']?(?:the )?(?:${words})["“”']?(?: or (?:the )?["“”'][A-Za-z]{2,20}["“”'])? ?\)`;

/**
 * The same role named without brackets after the party's block: `…, of 12 Elm Street, Salem,
 * Oregon 97301, hereinafter called the SELLER`.
 */
const hereinafterRole = (words: string) =>
  String.raw`,\s+hereinafter\s+(?:referred\s+to\s+as|called|designated)\s+(?:the\s+)?["“”']?(?:${words})\b["“”']?`;

/** How far before its role bracket a party's block may start. */
const BLOCK_REACH = 400;
/** At most this many role brackets are looked at. */
const MAX_BLOCKS = 20;

/**
 * `WALTER J. NOWICKI and BARBARA A. NOWICKI, husband and wife, whose address is …, Michigan 49684
 * (collectively, the "Seller" or "Vendor")`: the role bracket ends a block that opens with the
 * names; what follows them (a description, an address) is not a name. The block starts at its
 * line, after a "between" or "and" that joins the parties.
 */
export function definedBlock(text: string, words: string): FoundParties | null {
  let tries = 0;
  const markers = new RegExp(`${definedRole(words)}|${hereinafterRole(words)}`, 'g');
  for (const marker of text.matchAll(markers)) {
    if ((tries += 1) > MAX_BLOCKS) break;
    const markerEnd = marker.index + marker[0].length;
    // `… the following persons (hereinafter "Tenants"):` and then one name a line
    const listed = /^ ?:[ \t]*\n/.test(text.slice(markerEnd, markerEnd + 4))
      ? namesBelow(text, text.indexOf('\n', markerEnd) + 1)
      : null;
    if (listed) return { value: listed.names, source: spanOf(text, marker.index, listed.end) };
    const found = blockNames(text, marker.index);
    if (found)
      return {
        ...found,
        source: spanOf(text, found.source.start, marker.index + marker[0].length),
      };
  }
  return null;
}

/**
 * Where a party's block may open: a line, "between", or "…), and" after the party before it, or
 * "… agrees to SELL and" where the party before it is given its promise.
 */
const BLOCK_OPENING = /(?:^|\n)|\bbetween\s|\)\.?,? and\s|\bagrees? to [A-Za-z]{3,10},? and\s/g;
/** How many openings are tried per block. */
const MAX_BLOCK_STARTS = 12;

/**
 * The names a block before `end` opens with, from the opening nearest to it whose words are names
 * ending at a description or at the bracket ("…, husband and wife, residing at …").
 */
function blockNames(text: string, end: number): FoundParties | null {
  const from = Math.max(text.lastIndexOf('\n\n', end) + 2, end - BLOCK_REACH, 0);
  const window = text.slice(from, end);
  const openings = [...window.matchAll(BLOCK_OPENING)]
    .map((match) => from + match.index + match[0].length)
    .slice(-MAX_BLOCK_STARTS)
    .reverse();
  for (const opening of openings) {
    const start = opening + (/^and,? /i.exec(text.slice(opening, opening + 5))?.[0].length ?? 0);
    const run = new RegExp(`^(?:${NAMES})`).exec(text.slice(start, end));
    // The names must end at a description (", husband and wife", ", an Oregon company") or at the
    // bracket; a sentence that merely mentions the role is not a block.
    const after = run ? text.slice(start + run[0].length, end) : '';
    // …and the block must not run over another party's role ("Kevin Marsh, as Buyers, and …",
    // "Ann Lee, hereinafter called "Owner," and …").
    const names =
      run &&
      /^(?:,|\s*$)/.test(after) &&
      !ANOTHER_ROLE.test(after) &&
      !/\bhereinafter\b/i.test(after)
        ? splitNames(withoutStrayWords(run[0], undefined))
        : [];
    if (names.length > 0) return { value: names, source: spanOf(text, start, end) };
  }
  return null;
}

/** A line that only holds a place to sign: underscores, "By:", a date. */
const SIGNING_LINE = new RegExp(
  String.raw`^(?:By:? ?)?_{3,80}(?: ?Dated?:? ?(?:${DATE_PATTERN}|_{0,30}))?$`,
  'i',
);
/** The same place to sign with the printed name after it, as a layout may join them. */
const SIGNING_THEN_NAME = new RegExp(
  String.raw`^(?:By:? ?)?_{3,80} ?(?:Dated?:? ?(?:${DATE_PATTERN}) ?)?(?=[A-Z])`,
  'i',
);
/** A printed name under it, perhaps with a note: "Joyce L. Pruitt (signing to release …)". */
const PRINTED_NAME = new RegExp(String.raw`^(${NAMES})(?: ?\([^)\n]{0,80}\)| ?,[^\n]{0,60})?$`);
/** A list item's number or bullet before a name: "1.", "(b)", "-", "•". */
const LIST_MARK = /^(?:\d{1,2}[.)]|\(?[a-z0-9]{1,3}\)|[-•*–])\s+/;
/** How many lines after a bare role label its signature block may run. */
const MAX_BLOCK_LINES = 24;

/**
 * The names one a line from `position`: printed names under signing lines, or a list's items
 * ("1. Kevin O'Donnell"), up to the first line that is something else; null when there is none.
 */
export function namesBelow(
  text: string,
  position: number,
  /** Whether empty lines and signing lines between the names are passed over. */
  skipBlank = true,
): { names: string[]; end: number } | null {
  const names: string[] = [];
  let end = position;
  for (let count = 0; count < MAX_BLOCK_LINES && position < text.length; count += 1) {
    const lineEnd = text.indexOf('\n', position);
    const whole = text.slice(position, lineEnd < 0 ? undefined : lineEnd).trim();
    position = lineEnd < 0 ? text.length : lineEnd + 1;
    if (whole === '' || SIGNING_LINE.test(whole)) {
      if (skipBlank) continue;
      break;
    }
    const signed = whole.slice(SIGNING_THEN_NAME.exec(whole)?.[0].length ?? 0);
    const line = signed.slice(LIST_MARK.exec(signed)?.[0].length ?? 0);
    const printed = PRINTED_NAME.exec(line);
    if (!printed || /:/.test(line)) break;
    const found = splitNames(withoutStrayWords(printed[1]!, undefined));
    if (found.length === 0) break;
    for (const name of found) if (!names.includes(name)) names.push(name);
    end = position - 1;
  }
  return names.length > 0 ? { names, end } : null;
}

/**
 * "SELLERS:" alone on its line, then a line to sign on and the signer's printed name under it,
 * once per signer: every printed name up to the next label or ordinary text.
 */
export function signatureBlock(text: string, words: string): FoundParties | null {
  const label = new RegExp(String.raw`(?:^|\n)(?:${words}) ?:[ \t]*(?=\n)`, 'g');
  let tries = 0;
  for (const match of text.matchAll(label)) {
    if ((tries += 1) > MAX_BLOCKS) break;
    const below = namesBelow(text, match.index + match[0].length + 1);
    if (below) return { value: below.names, source: spanOf(text, match.index, below.end) };
  }
  return null;
}
