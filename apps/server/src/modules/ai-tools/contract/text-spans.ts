/** Locating values in contract text, keeping where each came from. */

export interface SourceSpan {
  start: number;
  end: number;
  excerpt: string;
}

export interface Located {
  /** The value's own text (e.g. "$425,000"). */
  text: string;
  valueStart: number;
  /** Label through value, the part of the contract that states it. */
  span: SourceSpan;
}

export function spanOf(text: string, start: number, end: number): SourceSpan {
  return { start, end, excerpt: text.slice(start, end).replace(/\s+/g, ' ').trim() };
}

/** At most this many occurrences of a label are tried, so a text repeating it stays fast. */
const MAX_LABEL_TRIES = 400;

/**
 * Finds `label`, then within `window` characters after it the first `value`. Occurrences of the
 * label are tried in order; the first that has a value wins. The value is searched in a bounded
 * slice after each label, never across the whole text.
 */
export function findAfterLabel(
  text: string,
  label: string,
  value: string,
  window = 160,
  sameLine = false,
  /** Words that, between the label and a value, say the value belongs to something else. */
  notBetween?: RegExp,
): Located | null {
  const labels = new RegExp(label, 'gi');
  const values = new RegExp(value, 'i');
  let tries = 0;
  for (const match of text.matchAll(labels)) {
    if ((tries += 1) > MAX_LABEL_TRIES) break;
    const labelEnd = match.index + match[0].length;
    let slice = text.slice(labelEnd, labelEnd + window + 60);
    if (sameLine) {
      const lineEnd = slice.indexOf('\n');
      if (lineEnd >= 0) slice = slice.slice(0, lineEnd);
    }
    const found = values.exec(slice);
    if (!found || found.index > window) continue;
    if (notBetween?.test(slice.slice(0, found.index))) continue;
    const valueStart = labelEnd + found.index;
    const end = valueStart + found[0].length;
    return { text: found[0], valueStart, span: spanOf(text, match.index, end) };
  }
  return null;
}

/** A heading alone on its line, in capitals: "4. LATE FEE.", "FINANCING:". */
const HEADING_ONLY = /^\s*(?:\d{1,3}(?:\.\d{1,3})*[.)]\s*)?[A-Z][A-Z &/'’-]{2,50}[.:]?\s*$/;
/**
 * A heading in title case ("4.  Late Fee", "Pets and Animals"): a few capitalised words and small
 * joining words, taken as a heading only where it opens its line (after its number), since
 * "… payable in cash at Closing." ends a sentence with such a word.
 */
const TITLE_HEADING_ONLY =
  /^\s*[A-Z][a-z'’-]{1,20}(?: (?:[A-Z][a-z'’-]{1,20}|and|or|of|the|&|to|for)){0,4}[.:]?\s*$/;
const NUMBER_ONLY = /^\s*(?:\d{1,3}(?:\.\d{1,3})*[.)]\s*)?$/;

function isHeadingOnly(text: string, start: number, clause: string): boolean {
  if (HEADING_ONLY.test(clause)) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const number = /^\s*\d{1,3}(?:\.\d{1,3})*[.)]\s*/.exec(clause)?.[0] ?? '';
  return (
    NUMBER_ONLY.test(text.slice(lineStart, start)) &&
    TITLE_HEADING_ONLY.test(clause.slice(number.length))
  );
}

/** The clause a position belongs to: up to the next blank line or numbered heading (max 600 chars). */
export function clauseAt(text: string, start: number): { start: number; text: string } {
  const clause = clauseFrom(text, start);
  // A heading on its own line ("4. LATE FEE.") is not the clause; its clause is what follows.
  if (!isHeadingOnly(text, start, clause.text)) return clause;
  const next = clauseFrom(text, start + clause.text.length);
  return { start, text: clause.text + next.text };
}

/**
 * A paragraph that opens with its heading run in ("INSPECTION. The Buyers may …", "Appraisal
 * Contingency. This contract …") after a sentence's end: a new item, though its number is none.
 * Title case counts only after a full stop or colon, as "… not less than the⏎Purchase Price. If"
 * wraps a sentence; capitals open a run-in heading of four letters or more.
 */
const RUN_IN_HEADING = String.raw`\n[A-Z][A-Z'’&/-]{3,}(?: [A-Z][A-Z'’&/-]+){0,4}\.\s+[A-Z]|(?<=[.:][ \t]{0,3})\n[A-Z][a-z'’-]+(?: (?:[A-Z][a-z'’-]+|and|of|or)){1,4}\.\s+[A-Z]`;

/**
 * A clause runs to a blank line or the next item: a numbered clause, a lettered one, a section, a
 * table row ("| …", or "4   6. Appraisal …", a row number before the paragraph it cites), a box,
 * a label, a run-in heading.
 */
const CLAUSE_STOP = new RegExp(
  String.raw`\n\s*\n|\n\s*(?:\d+(?:\.\d+)*[.)]|\d{1,3} \d{1,3}(?:\.\d{1,3})*[.)]|[A-Z]\.|Section\s+\d+|§\s*\d+|\||\[[ xX✓]?\]|[☐☒☑])\s|\n[A-Z][A-Za-z /&'’-]{2,40}:\s|\n\([a-z]{1,3}\) [A-Z][A-Za-z /&'-]{1,40}:|\n\s*\(\d{1,2}\) [A-Z]|${RUN_IN_HEADING}`,
);

function clauseFrom(text: string, start: number): { start: number; text: string } {
  const rest = text.slice(start, start + 600);
  const stop = CLAUSE_STOP.exec(rest.slice(1));
  return { start, text: stop ? rest.slice(0, stop.index + 1) : rest };
}

/** The heading of the clause containing `position` ("4. Inspection Contingency" → "Inspection Contingency"). */
export function headingBefore(text: string, position: number): string | null {
  const before = text.slice(Math.max(0, position - 3000), position);
  const lines = before.split('\n');
  const current = lines[lines.length - 1]!;
  const label =
    /^\s*\|\s*([^|]{2,60}?)\s*\|/.exec(current) ??
    /^\s*(?:\[[ xX✓]?\]\s*|[☐☒☑]\s*)?([A-Z][A-Za-z /&'-]{2,60}?)\s*:/.exec(current);
  if (label) return label[1]!.trim().replace(/\s+/g, ' ');
  for (let index = lines.length - 1; index >= Math.max(0, lines.length - 12); index -= 1) {
    const match =
      /^\s*(?:\*\*)?(?:Section\s+)?(?:\d+(?:\.\d+)*[.)]|[A-Z][.)]|§\s*\d+\.?)\s*(?:\*\*)?\s*([A-Z][A-Za-z /&'-]{2,60}?)\s*(?:\*\*)?\s*[.:—–-]/.exec(
        lines[index]!,
      ) ?? /^\s*([A-Z][A-Z /&'-]{3,60})\s*[.:]?\s*$/.exec(lines[index]!);
    if (match) return match[1]!.trim().replace(/\s+/g, ' ');
  }
  return null;
}

/** A top-level numbered heading opening a line: "8. MORTGAGE CONTINGENCY", "12.  INSPECTIONS". */
const SECTION_START = /(?:^|\n) ?\d{1,2}\.(?!\d) /g;
/** How far a section reaches each way from a position. */
const SECTION_REACH = 2_500;

/**
 * The numbered section a position belongs to, with all its lettered sub-items ("(A)", "(b)"):
 * from its number to the next one, at most a few thousand characters each way.
 */
export function sectionAt(text: string, position: number): { start: number; end: number } {
  const from = Math.max(0, position - SECTION_REACH);
  let start = from;
  SECTION_START.lastIndex = from;
  for (let match = SECTION_START.exec(text); match && match.index <= position;) {
    start = match.index;
    match = SECTION_START.exec(text);
  }
  SECTION_START.lastIndex = position + 1;
  const next = SECTION_START.exec(text);
  const limit = Math.min(text.length, position + SECTION_REACH);
  return { start, end: next && next.index < limit ? next.index : limit };
}
