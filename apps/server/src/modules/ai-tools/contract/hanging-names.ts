/**
 * A party's label with its names set out in a column: "BUYER:  Ana M. Ruiz" with "Luis Ruiz" on
 * the next line, indented to where the first name starts. The layout says the second line is the
 * label's value going on, so it is the label's next person; collapsing the indentation (as the
 * normalizer does) would leave a name on a line of its own that no reader takes for a party.
 */
import { isFieldLabel, NAME_CAPITALS, NAME_LETTERS } from './party-names';

const NAME_WORD = String.raw`[${NAME_CAPITALS}][${NAME_LETTERS}.'’-]{0,30}`;
/** "Buyer:", "SELLER(S):", "Lessee Name:", then the first name. */
const PARTY_LABEL_LINE =
  /^(?:buyers?|sellers?|purchasers?|tenants?|landlords?|lessees?|lessors?|owners?|vendors?|vendees?)(?:\(s\))?(?: names?(?:\(s\))?)?: ?/i;
/** A value that is names only: it ends with a name, not with a comma or a word going on. */
const NAMES_ONLY = new RegExp(String.raw`^${NAME_WORD}(?:(?: |, | and | & )${NAME_WORD}){0,8}$`);
/** A line that opens with a person's name: two capitalised words at least. */
const OPENS_WITH_NAME = new RegExp(String.raw`^${NAME_WORD} ${NAME_WORD}(?: |,|$)`);

/**
 * Where the value of a party's label starts on a line, when that value is names only; null for
 * any other line.
 */
function partyValueStart(line: string): number | null {
  const label = PARTY_LABEL_LINE.exec(line);
  if (!label) return null;
  const value = line.slice(label[0].length);
  return NAMES_ONLY.test(value) ? label[0].length : null;
}

/** Whether a line, starting in the label's value column, names one more person. */
const namesNextPerson = (next: string) =>
  OPENS_WITH_NAME.test(next) && !/^[^ ]{1,40}:/.test(next) && !isFieldLabel(next.trim());

const lastWord = (names: string) => names.split(' ').at(-1)!.toLowerCase();

/**
 * A line that is one person's name and nothing else, under a party's label whose value is names
 * only, when the layout's columns are lost (a PDF's text): it is that party's next person if it
 * reads as a person's name, with a middle initial ("Celeste M. Broussard") or the surname of
 * the name above ("Roberta Kane" under "Buyer: Louis Kane"), not a heading in capitals
 * ("Property Address").
 */
function isNextPersonAlone(labelLine: string, valueStart: number, next: string): boolean {
  if (
    !NAMES_ONLY.test(next) ||
    !OPENS_WITH_NAME.test(next) ||
    next.split(' ').length > 4 ||
    isFieldLabel(next)
  )
    return false;
  return /^\S+ [A-Z]\. \S+$/.test(next) || lastWord(labelLine.slice(valueStart)) === lastWord(next);
}

/**
 * Whether the line below a party's label line names that party's next person: it starts in the
 * label's value column (`columnAt` gives a character's column in the text as sent, on the label's
 * line or the one below) and opens with a name, or the columns are lost and it is a lone name.
 */
export function namesNextPersonBelow(
  line: string,
  below: string,
  columnAt: (char: number, below: boolean) => number,
): boolean {
  const valueStart = partyValueStart(line);
  if (valueStart === null) return false;
  const valueColumn = columnAt(valueStart, false);
  return valueColumn > 0 && valueColumn === columnAt(0, true)
    ? namesNextPerson(below)
    : isNextPersonAlone(line, valueStart, below);
}
