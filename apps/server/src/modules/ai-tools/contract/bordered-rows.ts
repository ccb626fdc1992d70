/**
 * Bordered tables ("| label | value |" between "+-----+" rules) whose rows a form wraps over
 * several lines. A person reads such a row as one: its label cell goes on under it ("| Cash paid
 * at closing (including the |" / "| earnest money in Section 3) |"), and so does its value cell
 * ("| 5 days after |" / "| Binding Agreement Date |"). Each logical row is found here, and the
 * normalizer writes it as one line, column by column, so the readers of labelled values see the
 * whole label beside the whole value.
 */

/** A table's rule line: "+-----+-----+", "|-----|-----|", "=====". */
export const BORDER_LINE = /^[+|]?[-=+|: ]{3,}$/;
/** A bordered row: it opens and closes with a cell border and has at least two cells. */
const ROW_LINE = /^\|.*\|.*\|$/;
const isRow = (line: string) => ROW_LINE.test(line) && !BORDER_LINE.test(line);
/** Labels of a party, whose value going on under an empty label is the next person. */
const PARTY_LABEL =
  /^(?:buyers?|sellers?|purchasers?|tenants?|landlords?|lessees?|lessors?|owners?|occupants?)(?:\(s\))?(?: names?(?:\(s\))?)?:?$/i;
/** A cell that opens a new item of its own: a box, a numbered or lettered item, a bullet. */
const OPENS_ITEM = /^(?:\[|☐|☒|☑|\(?[a-z0-9]{1,3}[.)]\s|[•*-]\s)/i;
/** A cell cut before its end: an open word, a comma, an unclosed bracket. */
const OPEN_CELL_END =
  /(?:,|\b(?:and|or|of|the|a|an|to|by|at|in|on|for|with|within|between|per|if|from|after|before|including|under|than|into|is|are|be|not)|[-–—(])$/i;
const SENTENCE_END = /[.;:!?]["”’)]?$/;

export interface CellSpan {
  /** Index of the cell's first character in the line. */
  from: number;
  /** Index after its last character; `from === to` for an empty cell. */
  to: number;
}

/** The cells of a bordered row line, each trimmed of its padding. */
export function rowCells(line: string): CellSpan[] {
  const cells: CellSpan[] = [];
  let start = 1;
  for (let index = 1; index < line.length; index += 1) {
    if (line[index] !== '|') continue;
    let from = start;
    let to = index;
    while (from < to && line[from] === ' ') from += 1;
    while (to > from && line[to - 1] === ' ') to -= 1;
    cells.push({ from, to });
    start = index + 1;
  }
  return cells;
}

const cellText = (line: string, cell: CellSpan | undefined) =>
  cell === undefined ? '' : line.slice(cell.from, cell.to);

const unclosedBracket = (text: string) => text.lastIndexOf('(') > text.lastIndexOf(')');

/**
 * Whether row line `below` goes on with the logical row whose last line is `above`: its label
 * cell is empty while another cell is not (the value goes on); or its label starts in lower case,
 * or the label above stops at an open word, a comma or an unclosed bracket (the label goes on);
 * or a long label above fills its column without a stop and the line below holds only its last
 * word ("| Due within 3 days after the Binding Agreement | |" / "| Date | |").
 */
function goesOn(first: string, above: string, below: string, widest: number): boolean {
  const upper = rowCells(above);
  const lower = rowCells(below);
  if (upper.length !== lower.length || lower.length < 2) return false;
  const label = cellText(below, lower[0]);
  const labelAbove = cellText(above, upper[0]);
  if (label === '')
    return lower.some((cell) => cell.to > cell.from) && cellText(first, rowCells(first)[0]) !== '';
  if (OPENS_ITEM.test(label) || labelAbove === '') return false;
  if (/^[a-z]/.test(label)) return true;
  if (OPEN_CELL_END.test(labelAbove) || unclosedBracket(labelAbove)) return true;
  // a long label wrapped before its last word, which stands alone with nothing beside it
  return (
    !SENTENCE_END.test(labelAbove) &&
    labelAbove.length >= Math.max(25, widest * 0.8) &&
    labelAbove.split(' ').length >= 4 &&
    /^[A-Z][a-z]*$/.test(label) &&
    lower.slice(1).every((cell) => cell.to === cell.from)
  );
}

/**
 * The logical rows of the text's bordered tables: for each line that starts a row of two or more
 * lines, the index of its last line. Lines of a table block (rows between rules) are compared with
 * the block's widest label, so "fills its column" means the same for every row of one table.
 */
export function borderedRowGroups(texts: string[]): Map<number, number> {
  const groups = new Map<number, number>();
  let index = 0;
  while (index < texts.length) {
    if (!isRow(texts[index]!)) {
      index += 1;
      continue;
    }
    let end = index;
    while (end + 1 < texts.length && isRow(texts[end + 1]!)) end += 1;
    let widest = 0;
    for (let line = index; line <= end; line += 1)
      widest = Math.max(widest, cellText(texts[line]!, rowCells(texts[line]!)[0]).length);
    let start = index;
    for (let line = index + 1; line <= end + 1; line += 1) {
      if (line <= end && goesOn(texts[start]!, texts[line - 1]!, texts[line]!, widest)) continue;
      if (line - 1 > start) groups.set(start, line - 1);
      start = line;
    }
    index = end + 1;
  }
  return groups;
}

/** Whether a row's label is a party's alone ("Buyer(s)"), so a value going on under it is the next person. */
export const isPartyRow = (firstLine: string) =>
  PARTY_LABEL.test(cellText(firstLine, rowCells(firstLine)[0]));

/**
 * How the pieces of one column join across the lines of a logical row: a party's names with
 * "and" (a person under "Buyer(s)"), anything else with a space.
 */
export function cellJoiner(partyRow: boolean, column: number, piece: string, before: string) {
  if (column === 0 || before.endsWith(',') || piece === '') return ' ';
  return partyRow ? ' and ' : ' ';
}
