/**
 * Contract text made regular before parsing, keeping a map back to the original positions so
 * every source span still points into the text the user sees: line endings unified, runs of
 * spaces made one, and lines wrapped by a PDF (or an e-mail) joined again, words hyphenated at a
 * line end rejoined. Collapsing whitespace also keeps every pattern's `\s` to one character, which
 * is part of what makes the parser linear.
 */
import { BORDER_LINE, borderedRowGroups, cellJoiner, isPartyRow, rowCells } from './bordered-rows';
import { DATE_PATTERN } from './contract-values';
import { namesNextPersonBelow } from './hanging-names';

export interface NormalizedText {
  text: string;
  /** Original index of each normalized index (one more entry for the end). */
  toOriginal: (index: number) => number;
}

/**
 * A line that starts a new item: numbered clause, "(a)" / "(ii)" list item, label ("Seller:"),
 * table row, check box, bullet.
 */
const STARTS_ITEM =
  /^(?:\d{1,3}(?:\.\d{1,3}){0,3}[.)]\s|[A-Za-z][.)]\s|\((?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s|(?:Section|SECTION|Article|ARTICLE)\s|§|\[|[☐☒☑|•*-]|[A-Z][A-Za-z'’/&() -]{0,40}:(?:\s|$))/;
const ENDS_SENTENCE = /[.;:!?]["”’)]?$/;
const OPEN_ENDING =
  /(?:,|\b(?:and|or|of|the|a|an|to|by|at|in|on|for|with|within|between|per|if|then|after|before|following|prior|from|upon|under|than|into|shall|will|may|must|is|are|be|not|its|their|this|that|which)|[-–—(])$/i;
/** A line that is only a value: a date, an amount, a number ("05/25/2025", "$ 10,000.00"). */
const LONE_VALUE = new RegExp(
  String.raw`^(?:\$ ?)?(?:\d[\d,./-]{0,20}|${DATE_PATTERN})[.,;)]?$`,
  'i',
);
/** A line ending with a month's name, and one opening with a day and a year ("31, 2027 …"). */
const MONTH_ENDS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?$/;
const DAY_AND_YEAR_OPEN = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,? (?:19|20)\d{2}\b/;
/** Dot leaders between a label and its value. */
const DOT_LEADERS = /\.{4,}/;
/** A line ending where a value is due: a label's colon, a dollar sign, dot leaders. */
const AWAITS_VALUE = /(?::|\$|\.{3,})$/;

interface Lines {
  /** Each line with its spaces collapsed. */
  texts: string[];
  /** Where each line's first character sits in `offsets`. */
  starts: number[];
  /** Original index of each collapsed character, line after line; flat to spare the collector. */
  offsets: Int32Array;
  /** Original index of each line's end (its line break, or the text's end). */
  breaks: number[];
}

const VALUE_CHAR = /[A-Za-z0-9$]/;
const CLOSING_PUNCTUATION = new Set([',', '.', ';', ':', ')']);

/**
 * Underscores that mark a filled-in blank ("$__412,750.00__", "Seller(s): __Carla Whitmire___",
 * "within 10 (or __14__) days"): a run of two or more touching a letter, digit or "$" on either
 * side. They read as spaces (and as nothing before a comma or a closing bracket), so the value
 * stands alone. A blank left empty ("(or ______)", a
 * signature line "______") touches none and stays, for the readers of blank alternatives and
 * signature lines. One pass over the text.
 */
function filledBlankMarks(text: string): Uint8Array {
  const marks = new Uint8Array(text.length);
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '_') {
      index += 1;
      continue;
    }
    let end = index;
    while (end < text.length && text[end] === '_') end += 1;
    const touchesValue =
      (index > 0 && VALUE_CHAR.test(text[index - 1]!)) ||
      (end < text.length && VALUE_CHAR.test(text[end]!));
    // "__May__, 2026": before punctuation the marks go, so the value meets its comma as written
    const beforePunctuation = end < text.length && CLOSING_PUNCTUATION.has(text[end]!);
    if (end - index >= 2 && touchesValue) marks.fill(beforePunctuation ? 2 : 1, index, end);
    index = end;
  }
  return marks;
}

function splitLines(text: string): Lines {
  const filled = filledBlankMarks(text);
  const lines: Lines = {
    texts: [],
    starts: [],
    offsets: new Int32Array(text.length + 1),
    breaks: [],
  };
  let current = '';
  let used = 0;
  let lineStart = 0;
  let pendingSpace = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\r' || char === '\n') {
      lines.texts.push(current);
      lines.starts.push(lineStart);
      lines.breaks.push(index);
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      current = '';
      lineStart = used;
      pendingSpace = -1;
    } else if (filled[index] === 2) {
      continue;
    } else if (
      char === ' ' ||
      filled[index] === 1 ||
      char === '\t' ||
      char === '\u00a0' ||
      char === '\f' ||
      char === '\v'
    ) {
      if (pendingSpace === -1) pendingSpace = index;
      // A tab separates table cells; keep it as the run's single character.
      if (char === '\t' && text[pendingSpace] !== '\t') pendingSpace = index;
    } else {
      if (pendingSpace !== -1 && current.length > 0) {
        current += text[pendingSpace] === '\t' ? '\t' : ' ';
        lines.offsets[used++] = pendingSpace;
      }
      pendingSpace = -1;
      current += char;
      lines.offsets[used++] = index;
    }
  }
  lines.texts.push(current);
  lines.starts.push(lineStart);
  lines.breaks.push(text.length);
  return lines;
}

/** The length most lines reach: the 90th percentile, so a few long lines do not decide it. */
function typicalWidth(texts: string[]): number {
  const lengths = texts.map((line) => line.length).filter((length) => length > 0);
  if (lengths.length < 3) return Infinity;
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)]!;
}

function shouldJoin(
  previous: string,
  next: string,
  width: number,
  continued = false,
): 'join' | 'dehyphenate' | null {
  if (!previous || !next) return null;
  // A table's rule, and a bordered row (its wrapped lines are joined by cell, not as prose).
  if (BORDER_LINE.test(next) || BORDER_LINE.test(previous) || /^\|.*\|$/.test(previous))
    return null;
  if (/[a-z]-$/.test(previous) && /^[a-z]/.test(next)) return 'dehyphenate';
  // A date cut between its month and its day ("Effective Date: August" / "31, 2027"): a PDF
  // wraps a narrow cell there, wherever it stands on the page
  if (MONTH_ENDS.test(previous) && DAY_AND_YEAR_OPEN.test(next)) return 'join';
  // A PDF puts a label's value on a line of its own ("Date:" / "05/25/2025").
  if (LONE_VALUE.test(next) && (AWAITS_VALUE.test(previous) || !ENDS_SENTENCE.test(previous)))
    return 'join';
  // A name's initial ends the line, not a sentence: "Ruth A." / "Jennings".
  if (
    /(?:^|[ ,])[A-Z]\.$/.test(previous) &&
    /^[A-Z][A-Za-z'’-]/.test(next) &&
    previous.length >= 40
  )
    return 'join';
  // A given name ends the line and the next opens with its middle initial and surname: "… and
  // Latoya" / "M. Pickett (the "Buyers")" is a name, not a lettered item "M." (a role word
  // before the initial is a label, so "… the Buyer" / "B. Seller, …" stays apart).
  if (
    previous.length >= 40 &&
    /\b[A-Z][a-z]{1,20}$/.test(previous) &&
    !/\b(?:Buyers?|Sellers?|Landlords?|Tenants?|Purchasers?|Owners?|Agents?|Escrow|Closing|Date)$/.test(
      previous,
    ) &&
    /^[A-Z]\. [A-Z][a-z'’-]{1,25}(?:,| \()/.test(next)
  )
    return 'join';
  // After a full stop or colon, or a heading in capitals, the next line is a new item
  // ("(a) Buyer shall…" after "as follows:"); in mid-sentence "(2) business days" continues.
  // Capitals that end with a comma are names in a list ("… and THEODORE R. BANKS,"), no heading.
  const heading = !/[a-z]/.test(previous) && !previous.endsWith(',');
  if (ENDS_SENTENCE.test(previous) || heading || STARTS_ITEM.test(next)) return null;
  // A row with dot leaders ("Ana Ruiz (Seller) ........ May 14, 2026") is a form's line, however
  // long: the next line is the next row.
  if (DOT_LEADERS.test(previous)) return null;
  if (OPEN_ENDING.test(previous) || /^[a-z$(]/.test(next)) return 'join';
  // A short piece of a sentence the layout wrapped ("… days after" / "the Binding" / "Agreement
  // Date …") runs on into the next line.
  if (continued && previous.length < width * 0.5 && /^[A-Z][a-z]/.test(next)) return 'join';
  // A line as long as the page is wide was wrapped by the layout, not by the writer.
  return previous.length >= width * 0.75 && previous.length >= 40 ? 'join' : null;
}

/**
 * A PDF's lone cell border between two pieces of a table's row ("|" on a line of its own, with
 * blank lines around it), which holds nothing: the pieces are one row.
 */
function cellBorderResidue(texts: string[]): number[] {
  const residue: number[] = [];
  texts.forEach((line, index) => {
    if (line !== '|') return;
    let before = index - 1;
    while (before >= 0 && texts[before] === '') before -= 1;
    let after = index + 1;
    while (after < texts.length && texts[after] === '') after += 1;
    if (!/^\|/.test(texts[before] ?? '') || !/^\|/.test(texts[after] ?? '')) return;
    for (let blank = before + 1; blank < after; blank += 1) residue.push(blank);
  });
  return residue;
}

/** A table row's one cell, closed: "| … within 3 days after the |". */
const ONE_CELL = /^\| [^|]*\S \|$/;
/**
 * Whether a row's one cell goes on in the next piece's first cell: it stops at an open word, or
 * the next piece opens in lowercase.
 */
const cellGoesOn = (line: string, next: string) =>
  ONE_CELL.test(line) &&
  ((OPEN_ENDING.test(line.slice(0, -2)) && /^\| [A-Za-z]/.test(next)) || /^\| [a-z]/.test(next));

/** A line that goes on with a sentence: a lowercase word, or a quoted or bracketed word ("Biscuit"). */
const GOES_ON = /^(?:[a-z]|["“‘'(][A-Za-z])/;

/**
 * A line of prose that stops in mid-sentence before a blank line: at a comma or an open word
 * ("… the purchase price," / "" / "Buyer may …"), or without any stop as wide as the page ("…
 * thirty (30) days after the Agreement" / "" / "Date, either …"). The sentence goes on after the
 * blank, whatever its next word.
 */
const cutMidSentence = (previous: string, width: number) =>
  /[a-z]/.test(previous) &&
  !ENDS_SENTENCE.test(previous) &&
  previous.length >= width * (OPEN_ENDING.test(previous) ? 0.6 : 0.75);

/**
 * A numbered heading in capitals ("6. APPRAISAL CONTINGENCY. [X] Applies") with a blank line
 * below and prose after it: the prose is that heading's clause (a page break fell between them),
 * not another item.
 */
const NUMBERED_HEADING = /^\d{1,2}\.\s+[A-Z][A-Z'’&/ -]{3,60}[.:]/;
const headingOverBody = (previous: string, next: string) =>
  NUMBERED_HEADING.test(previous) && !STARTS_ITEM.test(next) && /^[A-Z][a-z]+ [a-z]/.test(next);

/**
 * Blank lines that carry no meaning: all of them when nearly every line is followed by one (a
 * Word file's paragraph per line), else one inside a sentence that a page break or a PDF's layout
 * put there ("within 3 (if" / "" / "left blank, then 3) days"; "… a dog named" / "" / a quoted
 * name going on).
 */
function meaninglessBlanks(texts: string[], width: number): Set<number> {
  const blanks = new Set<number>();
  const filled = texts.filter((line) => line.length > 0).length;
  const paragraphPerLine = filled >= 6 && texts.length - filled >= filled * 0.6;
  for (let index = 1; index < texts.length - 1; index += 1) {
    if (texts[index]!.length > 0) continue;
    const previous = texts[index - 1]!;
    const next = texts[index + 1]!;
    if (!previous || !next) continue;
    if (
      paragraphPerLine ||
      (shouldJoin(previous, next, width) &&
        (GOES_ON.test(next) || cutMidSentence(previous, width))) ||
      headingOverBody(previous, next)
    )
      blanks.add(index);
  }
  return blanks;
}

export function normalizeContractText(original: string): NormalizedText {
  const lines = splitLines(original);
  const { starts, offsets: lineOffsets } = lines;
  const width = typicalWidth(lines.texts);
  const dropped = meaninglessBlanks(lines.texts, width);
  for (const index of cellBorderResidue(lines.texts)) dropped.add(index);
  const texts = lines.texts.filter((_line, index) => !dropped.has(index));
  const breaks = lines.breaks.filter((_line, index) => !dropped.has(index));
  const firstChar = starts.filter((_line, index) => !dropped.has(index));
  let text = '';
  const offsets = new Int32Array(original.length + 2);
  let length = 0;
  let blankRun = 0;
  /** Whether the line before was joined to this one (this line continues a sentence). */
  let continued = false;
  const rowGroups = borderedRowGroups(texts);
  /** Characters of the next line already stood for (a cell's border joined away). */
  let skipNext = 0;
  /** The column in the text as sent of character `char` of line `index`. */
  const columnOf = (index: number, char: number) => {
    const at = lineOffsets[firstChar[index]! + char]!;
    return at - (original.lastIndexOf('\n', at - 1) + 1);
  };
  const hangsUnderValue = (index: number) =>
    namesNextPersonBelow(texts[index]!, texts[index + 1]!, (char, below) =>
      columnOf(below ? index + 1 : index, char),
    );
  /** Appends characters [from, to) of line `index`, each mapped to its original position. */
  const emitLine = (index: number, from: number, to: number) => {
    for (let char = from; char < to; char += 1) {
      text += texts[index]![char];
      offsets[length++] = lineOffsets[firstChar[index]! + char]!;
    }
  };
  /** Appends `chars`, each mapped to the end of line `index` (text the normalizer puts there). */
  const emitAt = (index: number, chars: string) => {
    for (const char of chars) {
      text += char;
      offsets[length++] = breaks[index]!;
    }
  };
  /** A bordered row wrapped over lines `first`…`last`, written as one line, column by column. */
  const emitRow = (first: number, last: number) => {
    // each line's cells found once (grouping guaranteed every line the same number of them)
    const cells = texts.slice(first, last + 1).map(rowCells);
    const partyRow = isPartyRow(texts[first]!);
    emitAt(first, '|');
    for (let column = 0; column < cells[0]!.length; column += 1) {
      let written = '';
      for (let index = first; index <= last; index += 1) {
        const cell = cells[index - first]![column]!;
        const piece = texts[index]!.slice(cell.from, cell.to);
        if (piece === '') continue;
        if (written === '') emitAt(index, ' ');
        else {
          const joiner = cellJoiner(partyRow, column, piece, written);
          emitAt(index - 1, joiner);
          written += joiner;
        }
        emitLine(index, cell.from, cell.to);
        written += piece;
      }
      emitAt(last, ' |');
    }
  };
  for (let index = 0; index < texts.length; index += 1) {
    const line = texts[index]!;
    const rowEnd = rowGroups.get(index);
    if (rowEnd !== undefined) {
      emitRow(index, rowEnd);
      index = rowEnd;
      if (index + 1 >= texts.length) break;
      emitAt(index, '\n');
      blankRun = 0;
      continued = false;
      continue;
    }
    if (line.length === 0) {
      // At most one blank line in a row, and none at the start.
      if (length > 0 && blankRun === 0) {
        text += '\n';
        offsets[length++] = breaks[index]!;
      }
      blankRun += 1;
      continued = false;
      continue;
    }
    blankRun = 0;
    const next = texts[index + 1];
    const from = skipNext;
    skipNext = 0;
    // a PDF's table cell cut at an open word ("| … within 3 days after the |", "| Effective Date
    // | $ 3,500.00"): the cell goes on in the next piece's first cell, its borders between dropped
    if (next !== undefined && cellGoesOn(line, next)) {
      emitLine(index, from, line.length - 2);
      emitAt(index, ' ');
      skipNext = 2;
      continued = true;
      continue;
    }
    // a party's next name in the column under its label's first one: " and " between them
    if (next !== undefined && hangsUnderValue(index)) {
      emitLine(index, from, line.length);
      emitAt(index, ' and ');
      continued = false;
      continue;
    }
    const join: ReturnType<typeof shouldJoin> =
      next === undefined ? null : shouldJoin(line, next, width, continued);
    continued = join !== null;
    // A word hyphenated at the line end loses its hyphen and joins the next line's half.
    const kept = join === 'dehyphenate' ? line.length - 1 : line.length;
    emitLine(index, from, kept);
    if (next === undefined) break;
    if (join !== 'dehyphenate') {
      text += join === 'join' ? ' ' : '\n';
      offsets[length++] = breaks[index]!;
    }
  }
  offsets[length] = original.length;
  return {
    text,
    toOriginal: (index) => offsets[Math.max(0, Math.min(index, length))]!,
  };
}
