/**
 * A labelled-field reader: the document cut into the labelled items forms are made of ("Label:
 * value", "Label ........ value", a numbered heading and its clause, a label alone on its line
 * with its values on the lines under it), and a label's likeness to a field's concept measured by
 * its words (stems and synonyms), not by one wording. Each value is then read by its type.
 *
 * Linear: one pass over the lines, each line cut into cells with indexOf and bounded patterns
 * applied to a bounded prefix; no pattern with nested quantifiers runs over user text.
 */

export type ItemForm = 'colon' | 'leader' | 'heading' | 'block';

export interface LabelledItem {
  /** The label as written, without its enumerator ("(c)", "2.1") */
  label: string;
  /** Its words as stems ("Buyer's Names (PRINT)" → buy, name, print) */
  words: string[];
  form: ItemForm;
  /** The value on the label's own cell or line (names, an amount, a date) */
  value: string;
  valueStart: number;
  /** The value with the lines that go on with it, to the item's end (a clause) */
  body: string;
  /** Each line of a block label's values ("SELLER:" then one signer a line) */
  lines: { text: string; start: number }[];
}

/** A label has at most this many words and characters; longer is a sentence. */
const MAX_LABEL_WORDS = 7;
const MAX_LABEL_CHARS = 60;
/** An item's body runs at most this far (a clause, not the rest of the document). */
const MAX_BODY = 1500;
const MAX_BLOCK_LINES = 8;

const ENUMERATOR =
  /^\s{0,12}(?:\(?\d{1,3}(?:\.\d{1,3}){0,3}[.)]?|\(?[A-Za-z][.)]|\([ivxIVX]{1,5}\)|[-•*])\s{1,8}/;
const LABEL_CHARS = /^[A-Za-z][A-Za-z0-9'’()&/ ,.#-]*$/;
/** A heading ends with a full stop and has no lowercase function word ("Buyer shall pay."). */
const HEADING = /^([A-Z][A-Za-z'’&/ -]{1,59}?)\.\s+(?=\S)/;
const LEADER = /(?:\s?\.){3,}|_{3,}|…+/;
/** Cells of a line are apart by three spaces, a tab or a pipe. */
const CELL_GAP = /\s{3,}|\t|\s?\|\s?/;

const STOP = new Set(['the', 'of', 'a', 'an', 'and', 'or', 'for', 'to', 'is', 'by', 's', 'who']);

/** A word's stem: "buying", "buyer", "buyers" → "buy"; "settlement" → "settle". */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s?$/, '');
  let base = lower;
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ers', 'er', 's', 'ed']) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 3) {
      base = lower.slice(0, -suffix.length);
      break;
    }
  }
  // "close" and "closing", "settle" and "settlement" meet at "clos", "settl"
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

export const labelWords = (label: string) =>
  (label.match(/[A-Za-z]+(?:['’][A-Za-z]+)?/g) ?? [])
    .map((word) => stem(word))
    .filter((word) => word.length > 0 && !STOP.has(word));

function looksLikeLabel(label: string): boolean {
  const trimmed = label.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LABEL_CHARS) return false;
  if (!LABEL_CHARS.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  if (words.length > MAX_LABEL_WORDS) return false;
  // a label opens with a capital ("Buyer", "Who is buying"), not mid-sentence
  return /^[A-Z]/.test(trimmed);
}

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    lines.push({ text: text.slice(start, stop), start });
    if (end < 0) break;
    start = end + 1;
  }
  return lines;
}

/** The lines after an item's first that go on with it: to a blank line or the next item. */
function bodyAfter(lines: Line[], index: number, first: string): string {
  let body = first;
  for (let next = index + 1; next < lines.length && body.length < MAX_BODY; next += 1) {
    const line = lines[next]!.text;
    if (line.trim() === '' || startsItem(line)) break;
    body += ` ${line.trim()}`;
  }
  return body.slice(0, MAX_BODY);
}

function startsItem(line: string): boolean {
  if (ENUMERATOR.test(line) && !/^\s{2,}/.test(line.replace(ENUMERATOR, ''))) {
    // "(b) New Loan." or "7. FINANCING:" opens an item; an indented continuation does not
    return /^\s{0,3}\S/.test(line);
  }
  const colon = line.indexOf(':');
  return colon > 0 && colon <= MAX_LABEL_CHARS && looksLikeLabel(line.slice(0, colon));
}

function item(
  label: string,
  form: ItemForm,
  value: string,
  valueStart: number,
  body: string,
  lines: Line[] = [],
): LabelledItem {
  const clean = label.replace(/\s+/g, ' ').trim();
  return { label: clean, words: labelWords(clean), form, value, valueStart, body, lines };
}

/** A label named by a bracket after it: "SELLER (Print Name)", "Buyer (printed name)". */
const PRINTED_LABEL =
  /^([A-Za-z][A-Za-z'’ ]{0,30}\((?:please )?(?:print(?:ed)?(?: names?)?|names?)\)):?\s+(?=\S)/i;

/** The labelled items of one cell (a line, or a part of a line between wide gaps). */
function cellItems(cell: string, cellStart: number, isLineStart: boolean): LabelledItem[] {
  const found: LabelledItem[] = [];
  const colon = cell.indexOf(':');
  if (colon > 0 && colon <= MAX_LABEL_CHARS && looksLikeLabel(cell.slice(0, colon))) {
    const rest = cell.slice(colon + 1);
    const lead = rest.length - rest.trimStart().length;
    found.push(
      item(cell.slice(0, colon), 'colon', rest.trim(), cellStart + colon + 1 + lead, rest.trim()),
    );
    return found;
  }
  const leader = LEADER.exec(cell.slice(0, MAX_LABEL_CHARS + 40));
  if (
    leader &&
    leader.index > 0 &&
    looksLikeLabel(cell.slice(0, leader.index).replace(/[\s$]+$/, ''))
  ) {
    const after = cell.slice(leader.index + leader[0].length);
    const lead = after.length - after.trimStart().length;
    const valueStart = cellStart + leader.index + leader[0].length + lead;
    // "SELLER Signature ______ SELLER (Print Name) Brandon K. Acheson": the line to sign, then
    // the next cell's label, named by its bracket, and the printed name
    const named = PRINTED_LABEL.exec(after.trimStart());
    if (named) {
      const value = after.trimStart().slice(named[0].length);
      found.push(
        item(named[1]!, 'colon', value.trim(), valueStart + named[0].length, value.trim()),
      );
      return found;
    }
    found.push(item(cell.slice(0, leader.index), 'leader', after.trim(), valueStart, after.trim()));
    return found;
  }
  if (isLineStart) {
    const heading = HEADING.exec(cell.slice(0, MAX_LABEL_CHARS + 4));
    // "Buyer Tyler J. Nakamura …" is a sentence: a heading's last word is a word, not an initial
    if (
      heading &&
      looksLikeLabel(heading[1]!) &&
      heading[1]!.split(' ').length <= 6 &&
      /[A-Za-z]{3}$/.test(heading[1]!)
    ) {
      const rest = cell.slice(heading[0].length);
      found.push(
        item(heading[1]!, 'heading', rest.trim(), cellStart + heading[0].length, rest.trim()),
      );
    }
  }
  return found;
}

/** Every labelled item of a document, in its order. */
export function readLabelledItems(text: string): LabelledItem[] {
  const lines = linesOf(text);
  const items: LabelledItem[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const enumerator = ENUMERATOR.exec(line.text);
    const offset = enumerator
      ? enumerator[0].length
      : line.text.length - line.text.trimStart().length;
    const content = line.text.slice(offset);
    // a label alone on its line ("SELLER:", "Buyer's Signatures:") and its values under it
    const alone = /^([A-Za-z][^:\n]{0,59}):\s*$/.exec(content);
    if (alone && looksLikeLabel(alone[1]!)) {
      const below: Line[] = [];
      for (let next = index + 1; next < lines.length && below.length < MAX_BLOCK_LINES; next += 1) {
        const under = lines[next]!;
        if (under.text.trim() === '' || startsItem(under.text)) break;
        const lead = under.text.length - under.text.trimStart().length;
        below.push({ text: under.text.trim(), start: under.start + lead });
      }
      const first = below[0];
      items.push(
        item(
          alone[1]!,
          'block',
          first?.text ?? '',
          first?.start ?? line.start,
          below.map((l) => l.text).join(' '),
          below,
        ),
      );
      continue;
    }
    let cellStart = 0;
    let isFirst = true;
    for (const cell of content.split(CELL_GAP)) {
      const at = content.indexOf(cell, cellStart);
      cellStart = at + cell.length;
      const found = cellItems(cell, line.start + offset + at, isFirst);
      isFirst = false;
      for (const one of found) {
        // a first cell's value goes on over the lines under it (a clause)
        if (at === 0) one.body = bodyAfter(lines, index, one.body);
        // a label with its first value on its line and more values indented under it
        if (one.form === 'colon') one.lines = valuesUnder(lines, index, one);
        items.push(one);
      }
    }
  }
  return items;
}

/** "BUYER:  Kenji Watanabe   Date …" then "        Aiko Watanabe   Date …": one value a line. */
function valuesUnder(lines: Line[], index: number, first: LabelledItem): Line[] {
  const values: Line[] = [{ text: first.value, start: first.valueStart }];
  const column = first.valueStart - lines[index]!.start;
  for (let next = index + 1; next < lines.length && values.length < MAX_BLOCK_LINES; next += 1) {
    const line = lines[next]!.text;
    const lead = line.length - line.trimStart().length;
    // only lines whose text starts in the value's column, under it
    if (line.trim() === '' || lead !== column) break;
    values.push({ text: line.trim(), start: lines[next]!.start + lead });
  }
  return values;
}

/**
 * A field's concept: groups of words (as stems) of which the label must have one each, words that
 * make it more likely, and words that name another field's concept (a "Seller Disclosure
 * Deadline" is not the closing date).
 */
export interface LabelConcept {
  required: string[][];
  bonus?: string[];
  foreign?: string[];
}

/** How well a label names a concept: 0 when it does not, more with each supporting word. */
export function labelScore(words: string[], concept: LabelConcept): number {
  const has = (options: string[]) => options.some((option) => words.includes(stem(option)));
  if (!concept.required.every(has)) return 0;
  if ((concept.foreign ?? []).some((word) => words.includes(stem(word)))) return 0;
  const bonus = (concept.bonus ?? []).filter((word) => words.includes(stem(word))).length;
  const required = new Set(concept.required.flat().map(stem));
  const other = words.filter(
    (word) => !required.has(word) && !(concept.bonus ?? []).map(stem).includes(word),
  ).length;
  return 1 + 0.25 * bonus - 0.1 * other;
}

/** The items whose label names a concept, best first (then in the document's order). */
export function itemsFor(items: LabelledItem[], concept: LabelConcept): LabelledItem[] {
  return items
    .map((one, order) => ({ one, order, score: labelScore(one.words, concept) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((scored) => scored.one);
}
