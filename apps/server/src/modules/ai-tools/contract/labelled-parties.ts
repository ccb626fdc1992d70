/**
 * The people of a party as the labelled-field reader sees them: the values of items whose label
 * names the role by its words ("Who is buying:", "Buyer's Names (PRINT):", "SELLER:" over its
 * signature lines), and the clause a role bracket closes (`…, a single man, of Troy, Michigan
 * ("Buyer")`), each read as the run of names that opens it. A second opinion beside the phrase
 * rules of contract-parties.ts; contract-parser.ts decides between them.
 */
import { itemsFor, type LabelConcept, type LabelledItem } from './labelled-fields';
import {
  NAME_CAPITALS,
  NAME_LETTERS,
  splitNames,
  type FoundParties,
  type PartyRole,
} from './party-names';
import { spanOf } from './text-spans';

/** Each role by its words as stems: "buying", "buyers", "purchasing" all name the buyer. */
const ROLE_CONCEPTS: Record<PartyRole, string[]> = {
  buyer: ['buyer', 'buying', 'purchaser', 'vendee', 'grantee'],
  seller: ['seller', 'selling', 'vendor', 'grantor'],
  landlord: ['landlord', 'lessor', 'owner', 'management'],
  tenant: ['tenant', 'lessee', 'resident', 'occupant', 'renter', 'roomer'],
};
/** Labels that name someone acting for a party, or a party's other details, not its people. */
const NOT_THE_PEOPLE = [
  'agent',
  'broker',
  'brokerage',
  'firm',
  'attorney',
  'lender',
  'address',
  'initial',
  'phone',
  'email',
  'deposit',
  'disclosure',
  'financing',
  'concession',
  'credit',
  'cost',
  'obligation',
  'representation',
  'default',
  'acceptance',
  'offer',
  'notice',
];
const concept = (role: PartyRole): LabelConcept => ({
  required: [ROLE_CONCEPTS[role]],
  bonus: ['name', 'print', 'signature', 'who', 'party'],
  foreign: NOT_THE_PEOPLE,
});

const ALL_ROLES = new Set(Object.values(ROLE_CONCEPTS).flat());
/** "and her brother,", "and his wife,": how one person is related to the next, not a name. */
const RELATION = new Set(['his', 'her', 'their']);
const TITLES = new Set(['trustee', 'trustees', 'executor', 'executrix', 'personal', 'attorney']);
const NAME_WORD = new RegExp(
  String.raw`^(?:[${NAME_CAPITALS}][${NAME_LETTERS}'’-]{0,30}\.?|[A-Z]\.|Mc[A-Z][a-z]{1,20})$`,
);
const MAX_WORDS = 40;
/** The words that open a form's next cell after a printed name: "… Acheson Date 05/26/2026". */
const NEXT_CELL = new Set(['date', 'dated', 'phone', 'tel', 'cell', 'fax', 'email', 'e-mail']);
/** A value is read only this far: a run of names is short. */
const MAX_VALUE = 400;

/**
 * The run of names that opens a value: capitalised words joined by commas, "and", "&" or a
 * relation ("and her brother,"), up to the first other word (a description, a date, a verb).
 */
export function leadingNames(value: string): string {
  const tokens = value
    .slice(0, MAX_VALUE)
    .replace(/^\/s\/\s*/i, '')
    .replace(/[;,]/g, (mark) => ` ${mark} `)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const kept: string[] = [];
  let index = 0;
  // an opening "by and between", "and", "Buyer" before the names
  while (
    index < tokens.length &&
    /^(?:by|and|between|the|,|;|[Mm]r\.|[Mm]rs\.|[Mm]s\.)$/.test(tokens[index]!)
  )
    index += 1;
  for (; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const lower = token.toLowerCase().replace(/[.'’]$/, '');
    if (ALL_ROLES.has(lower.replace(/s$/, '')) && kept.length === 0) continue;
    if (token === ',' || token === ';' || lower === 'and' || token === '&') {
      kept.push(token === ';' ? ',' : token === '&' ? 'and' : token);
      continue;
    }
    if (RELATION.has(lower) && kept.length > 0) {
      // "her brother": the relation and its noun, then the next name
      index += 1;
      continue;
    }
    if (TITLES.has(lower) || !NAME_WORD.test(token)) break;
    // "Brandon K. Acheson Date 05/26/2026": the form's next cell, not a name
    if (kept.length > 0 && NEXT_CELL.has(lower)) break;
    kept.push(token);
  }
  return kept
    .join(' ')
    .replace(/ , /g, ', ')
    .replace(/(?:,|\band)(?: ?(?:,|and))+/g, (run) => (run.includes('and') ? ' and' : ','))
    .replace(/(?:,| and| ,)+$/, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Whether a line goes on after its names with lowercase words (a description, not a form). */
function runsIntoWords(line: string): boolean {
  const names = leadingNames(line);
  const lastWord = names.split(' ').at(-1) ?? '';
  const at = lastWord ? line.indexOf(lastWord) + lastWord.length : 0;
  return /^[,;]?\s*[a-z]/.test(line.slice(at));
}

/** Names of a value: at least two words each (a lone capitalised word is a heading or a place). */
function namesOf(value: string): string[] {
  const names = splitNames(leadingNames(value));
  return names.every((name) => name.includes(' ')) ? names : [];
}

/** Another role's word opening a value ("Seller Margaret Price accepts …") means another party. */
function opensWithAnotherRole(value: string, role: PartyRole): boolean {
  const first = /^[A-Za-z]+/.exec(value)?.[0].toLowerCase().replace(/s$/, '') ?? '';
  return ALL_ROLES.has(first) && !ROLE_CONCEPTS[role].includes(first);
}

/** At most this many lines under a labelled name are read as more people of its party. */
const MAX_NAMES_UNDER = 6;

/**
 * "Buyer(s): Kevin J. Ostrowski" / "Laura M. Ostrowski": lines under a labelled name that hold
 * only a full name each (no label, no role word, at most an aside in brackets after the last) are
 * more people of the party, with
 * or without the indentation a text file gave them (a PDF's or Word's text has none).
 */
function namesUnder(text: string, after: number): { text: string; start: number }[] {
  const lines: { text: string; start: number }[] = [];
  let start = text.indexOf('\n', after) + 1;
  while (start > 0 && lines.length < MAX_NAMES_UNDER) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    const trimmed = line.trim();
    const lead = leadingNames(trimmed);
    // after the names only an aside about them may follow ("(each of whom is liable …)")
    const rest = trimmed.startsWith(lead) ? trimmed.slice(lead.length).trim() : null;
    if (
      namesOf(lead).length !== 1 ||
      rest === null ||
      (rest !== '' && !rest.startsWith('(')) ||
      lead.split(' ').some((word) => ALL_ROLES.has(word.toLowerCase().replace(/s$/, '')))
    )
      break;
    lines.push({ text: lead, start: start + line.indexOf(lead) });
    if (end < 0 || rest !== '') break;
    start = end + 1;
  }
  return lines;
}

function fromItem(text: string, item: LabelledItem, role: PartyRole): FoundParties | null {
  if (item.form === 'heading') return null;
  const lines =
    item.lines.length > 1
      ? item.lines
      : [
          { text: item.value, start: item.valueStart },
          ...(item.form === 'colon' && leadingNames(item.value) === item.value.trim()
            ? namesUnder(text, item.valueStart + item.value.length)
            : []),
        ];
  const names: string[] = [];
  let end = item.valueStart;
  for (const line of lines) {
    if (opensWithAnotherRole(line.text, role)) break;
    const found = namesOf(line.text);
    if (found.length === 0) break;
    for (const name of found) if (!names.includes(name)) names.push(name);
    end = line.start + line.text.length;
    // "Ryo Tanaka, by their Agent": the line goes on about them, so the next line is someone else
    if (runsIntoWords(line.text)) break;
  }
  return names.length > 0
    ? { value: names, source: { start: item.valueStart, end, excerpt: '' } }
    : null;
}

/** Where the last sentence before ends: after "word. ", not after an initial ("Adebayo O. Morgan"). */
function sentenceEnd(before: string): number {
  let end = 0;
  for (const match of before.matchAll(/[a-z]{2}\.\s/g)) end = match.index + match[0].length;
  return end;
}

/** At most this many role brackets are read, each at most this far back. */
const MAX_BRACKETS = 20;
const BRACKET_REACH = 300;

/** `… ("Buyer")`, `(together, the "Buyers")`: the clause before the bracket, from its start. */
function fromBrackets(text: string, role: PartyRole): FoundParties | null {
  const bracket = /\((?:[A-Za-z ,]{0,40}?)["“”']([A-Za-z]{3,14})["“”']\)/g;
  let seen = 0;
  for (const match of text.matchAll(bracket)) {
    if ((seen += 1) > MAX_BRACKETS) break;
    const word = match[1]!.toLowerCase().replace(/s$/, '');
    if (!ROLE_CONCEPTS[role].includes(word)) continue;
    const from = Math.max(0, match.index - BRACKET_REACH);
    const before = text.slice(from, match.index);
    // the clause opens after the party before it (its bracket), a colon, a sentence or "between"
    const opens = Math.max(
      before.lastIndexOf(')') + 1,
      before.lastIndexOf(':') + 1,
      sentenceEnd(before),
      before.lastIndexOf('\n\n') + 2,
      ...[' between ', '\nbetween ', ' between\n'].map((b) => {
        const at = before.lastIndexOf(b);
        return at < 0 ? 0 : at + b.length;
      }),
    );
    const clause = before.slice(opens).replace(/\s+/g, ' ').trim();
    const names = namesOf(clause);
    if (names.length === 0) continue;
    return { value: names, source: spanOf(text, from + opens, match.index + match[0].length) };
  }
  return null;
}

/** The candidates the reader has for a role: a bracket's clause, then the best labelled items. */
export function labelledParties(
  text: string,
  items: LabelledItem[],
  role: PartyRole,
): FoundParties[] {
  const found: FoundParties[] = [];
  const bracket = fromBrackets(text, role);
  if (bracket) found.push(bracket);
  for (const item of itemsFor(items, concept(role)).slice(0, 6)) {
    const parties = fromItem(text, item, role);
    if (parties)
      found.push({
        value: parties.value,
        source: spanOf(text, parties.source.start, parties.source.end),
      });
  }
  return found;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z ]/g, '');

/**
 * The phrase rules' answer, unless the reader's shows it is short or wrong: a candidate that
 * lists everyone the rules found and more ("A, B and C" where the rules stopped at A), or, where
 * the rules found only single words (a place, not a person), a candidate of full names.
 */
export function chooseParties(
  rules: FoundParties | null,
  reader: FoundParties[],
): FoundParties | null {
  if (reader.length === 0) return rules;
  if (!rules) return reader[0]!;
  const known = new Set(rules.value.map(key));
  const wider = reader
    .filter(
      (one) =>
        one.value.length > known.size &&
        [...known].every((name) => one.value.map(key).includes(name)),
    )
    .sort((a, b) => b.value.length - a.value.length)[0];
  if (wider) return wider;
  if (rules.value.every((name) => !name.includes(' '))) return reader[0]!;
  return rules;
}
