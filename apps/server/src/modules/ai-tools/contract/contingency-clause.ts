/**
 * Contingency clauses (financing, inspection, appraisal): which mention of a term is its clause,
 * whether the clause applies (a checked box, a form's IS / IS NOT choice, or its waiver), and its
 * number of days.
 */
import { clauseDays } from './contingency-days';
import { EMPTY_BOX, termOf, WAIVER_WORDS, waives } from './contingency-waiver';
import type { Extracted } from './contract-fields';
import { clauseAt, sectionAt, spanOf } from './text-spans';

export interface Contingency {
  included: boolean;
  days: number | null;
  businessDays: boolean;
}

/**
 * A form's choice between boxes: "[X] IS [ ] IS NOT contingent" reads as contingent, "[ ] IS
 * [X] IS NOT" as not; null when the clause has no such choice.
 */
function checkedChoice(body: string): boolean | null {
  const choice =
    /\[ ?([xX✓ ]?) ?\] ?(?:IS|ARE|WILL|SHALL|DOES)\b ?\[ ?([xX✓ ]?) ?\] ?(?:IS|ARE|WILL|SHALL|DOES) NOT\b/i.exec(
      body,
    );
  if (!choice) {
    // "IS NOT (IS / IS NOT) subject to": the word written before the form's printed alternatives
    const written =
      /\b(?:IS|ARE|WILL|SHALL|DOES)( NOT)? ?\( ?(?:IS|ARE|WILL|SHALL|DOES) ?\/ ?(?:IS|ARE|WILL|SHALL|DOES) NOT ?\)/.exec(
        body,
      );
    return written ? written[1] === undefined : null;
  }
  const yes = (choice[1] ?? '').trim() !== '';
  const no = (choice[2] ?? '').trim() !== '';
  return yes === no ? null : yes;
}

/**
 * Words that make a clause a condition of the sale, not a passing mention ("the proceeds of a new
 * loan", "Purchaser's own inspection"): a contingency, a condition, a period or deadline, a right
 * to cancel, a day count, a check box right before it, or its waiver.
 */
const CONDITION_WORDS =
  /contingen|\b(?:financing|loan|mortgage|inspection|appraisal) conditions?\b|\bcondition(?:ed|al)? (?:up)?on\b|\bdepends? (?:up)?on\b|\bsubject to\b|\bperiod\b|\bdeadline\b|\bmay (?:terminate|cancel|withdraw|rescind)|\bright to (?:terminate|cancel)|\bobjection|\bapproval\b|\bcommitment\b|\d\)?\s?(?:\(or|(?:business |calendar )?days?\b)/i;
/**
 * "Buyer shall deliver loan approval within 21 days. If Buyer does not, Seller may terminate": a
 * duty of the buyer whose default frees the seller is no condition the buyer may rely on; a
 * contingency lets the buyer out or gives the deposit back.
 */
const SELLER_MAY_END =
  /\b(?:seller|vendor|owner)s?(?:,)? (?:may|shall have the right to|can) (?:terminate|cancel)/i;
// "either the Buyers or the Sellers may cancel …, and the earnest money goes back to the Buyers":
// a right both sides share, and the deposit's return in plain words, protect the buyer too
const BUYER_PROTECTED =
  /contingen|\b(?:buyer|purchaser)s?(?:,)? (?:or (?:the )?(?:seller|vendor|owner)s? )?(?:may|shall have the right to|can) (?:terminate|cancel|withdraw|rescind|void)|\beither (?:party|of us|side)\b[^.]{0,20}\b(?:may|can) (?:terminate|cancel)|\b(?:refund|returned? to (?:the )?(?:buyer|purchaser))|\b(?:goes|go|comes|come|paid|given|handed) back to (?:the )?(?:buyer|purchaser)/i;
/**
 * "[ ] All Cash  [X] Conventional  [ ] FHA": the form's choice of how the price is paid, a loan
 * checked. The sale then depends on that loan, whoever the form lets end it.
 */
const LOAN_CHOSEN =
  /(?:\[ ?[xX✓] ?\]|[☒☑]) ?(?:conventional|fha|va|usda|new loan|loan|mortgage|financ\w*)\b/i;
const sellersRemedyOnly = (body: string) =>
  SELLER_MAY_END.test(body) && !BUYER_PROTECTED.test(body) && !LOAN_CHOSEN.test(body);

/**
 * A row of options after the term's label, one checked: "4. FINANCING. [X] Conventional loan …,
 * [ ] FHA, [ ] cash". The checked option's words decide, not the empty boxes of the others.
 */
function checkedInRow(text: string, lineStart: number, body: string): string | null {
  const box = /\[ ?[xX✓] ?\]|[☒☑]/.exec(body);
  if (!box || !EMPTY_BOX.test(body)) return null;
  const boxLine = lineStart + body.lastIndexOf('\n', box.index) + 1;
  return checkedOption(text, boxLine);
}

/** A check box right before the label: "[X] Financing contingency", "☐ Inspection". */
const BOX_BEFORE = /(?:\[ ?[xX✓]? ?\]|[☐☒☑]) ?(?:\(?[a-z]\)? )?$/i;
const MAX_MENTIONS = 30;

/** A label that opens its own item: "B. TERMINATION OPTION:", "(c) Inspection Period." */
const ITEM_OPENING =
  /^ ?(?:\d{1,2}\.(?:\d{1,2}\.?|[A-Za-z]\.)? ?|\(?[A-Za-z]{1,3}\) ?|[A-Z]\. ?)?$/;

/** A numbered section's heading alone on its line, ending in a colon. */
const HEADING_LINE = /^ ?\d{1,2}\. [^\n]{2,80}:[ \t]*$/;
/** What ends a label that opens its item: a colon or full stop, perhaps after an aside. */
const LABEL_END = /^ ?(?:\([^()\n]{1,60}\) ?)?[:.]/;

interface Mention {
  match: RegExpExecArray;
  lineStart: number;
  body: string;
}

/**
 * The mention of a contingency's labels (strongest first) whose clause makes it a condition (or
 * waives it): the first that opens its own item ("B. TERMINATION OPTION: …"), else the first. A
 * heading that lists several terms ("5. EARNEST MONEY AND TERMINATION OPTION") is not the item.
 */
function contingencyClause(text: string, labels: readonly string[]): Mention | null {
  // "[ ] Cash purchase; no financing contingency" names the term strongly but is not chosen: a
  // plainer mention in a clause that is ("[X] Purchaser will obtain a loan …") speaks first
  let unchosen: Mention | null = null;
  for (const label of labels) {
    const found = mentionOf(text, label);
    if (found && !found.unchosen) return found;
    unchosen ??= found;
  }
  return unchosen;
}

function mentionOf(text: string, label: string): (Mention & { unchosen: boolean }) | null {
  let first: Mention | null = null;
  let unchosen: Mention | null = null;
  let tries = 0;
  for (const match of text.matchAll(new RegExp(label, 'gi'))) {
    if ((tries += 1) > MAX_MENTIONS) break;
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    // A mention inside brackets is an aside ("a loan approval (subject only to appraisal)"),
    // unless the brackets name the clause's term ("(the Option Period)"). The bracket may open on
    // a line above, as a PDF's lines break inside it; not across a blank line.
    const paragraphStart = text.lastIndexOf('\n\n', match.index) + 2;
    const before = text.slice(Math.max(paragraphStart, match.index - 120), match.index);
    const open = before.lastIndexOf('(');
    if (open > before.lastIndexOf(')') && !/^\((?:the )?["“]?$/i.test(before.slice(open))) continue;
    let body = clauseAt(text, lineStart).text;
    // "4. FINANCING. [X] Conventional loan …, [ ] VA,⏎[ ] cash. Buyer shall …": a row of options
    // that breaks over a line (ending on a comma) goes on into the clause after it
    if (/,\s*$/.test(body) && /\[ ?[xX✓]? ?\]|[☐☒☑]/.test(body))
      body += clauseAt(text, lineStart + body.length).text;
    // "6. FINANCING (THIRD PARTY FINANCING ADDENDUM, SUMMARY):" over lettered items: the
    // heading's clause is its whole section, when its first item alone says nothing of a condition
    if (HEADING_LINE.test(lineOf(text, lineStart)) && !CONDITION_WORDS.test(body))
      body = text.slice(lineStart, Math.min(sectionAt(text, lineStart).end, lineStart + 1500));
    const boxed = BOX_BEFORE.test(text.slice(Math.max(lineStart, match.index - 12), match.index));
    if (!(boxed || CONDITION_WORDS.test(body) || waives(body, termOf(match[0])))) continue;
    if (sellersRemedyOnly(body)) continue;
    const mention = { match, lineStart, body };
    // "[ ] Cash: Buyer's obligation is not contingent on financing": a waiver offered as an
    // option and left unchecked says nothing; the clause the form goes on with does.
    if (
      EMPTY_BOX_OPENS.test(text.slice(lineStart, match.index)) &&
      WAIVES.test(lineOf(text, lineStart))
    ) {
      unchosen ??= mention;
      continue;
    }
    // "B. TERMINATION OPTION (INSPECTION PERIOD):": an aside in brackets may follow the label
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 64);
    if (ITEM_OPENING.test(text.slice(lineStart, match.index)) && LABEL_END.test(after))
      return { ...mention, unchosen: false };
    first ??= mention;
  }
  if (first) return { ...first, unchosen: false };
  return unchosen && { ...unchosen, unchosen: true };
}

/**
 * The option a checked box offers: from the box to the next box or the line's end. "[X] Buyer
 * requires an inspection … [ ] Buyer waives inspections" checks the first, not the waiver after it.
 */
function checkedOption(text: string, lineStart: number): string {
  const line = lineOf(text, lineStart);
  const box = /\[ ?[xX✓] ?\]|[☒☑]/.exec(line);
  if (!box) return line;
  const rest = line.slice(box.index + box[0].length);
  const next = /\[ ?[xX✓]? ?\]|[☐☒☑]/.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

const CHECKED_BOX = /\[ ?[xX✓] ?\]|[☒☑]/;
const MAX_ALTERNATIVE_LINES = 3;

/**
 * "6. APPRAISAL. [ ] Buyer's obligation is contingent … / [X] Buyer's obligation is NOT contingent
 * …": a clause that offers an unchecked option, with its alternatives on the next lines, each
 * opening with a box. The checked alternative's words decide; null when there is none.
 */
function checkedAlternative(text: string, lineStart: number, body: string): string | null {
  if (!EMPTY_BOX.test(body) || CHECKED_BOX.test(body)) return null;
  let next = lineStart + body.length;
  for (let line = 0; line < MAX_ALTERNATIVE_LINES && next < text.length; line += 1) {
    if (text[next] === '\n') next += 1;
    const current = lineOf(text, next);
    if (!EMPTY_BOX_OPENS.test(current) && !/^ ?(?:\[ ?[xX✓] ?\]|[☒☑])/.test(current)) return null;
    if (CHECKED_BOX.test(current)) return checkedOption(text, next);
    next += current.length;
  }
  return null;
}

const EMPTY_BOX_OPENS = /^ ?(?:\[ ?\]|☐)/;
const WAIVES = new RegExp(WAIVER_WORDS.source, 'i');
const lineOf = (text: string, lineStart: number) => {
  const end = text.indexOf('\n', lineStart);
  return text.slice(lineStart, end < 0 ? text.length : end);
};

/** A contingency clause: whether it applies (checked, not waived) and its number of days. */
export function extractContingency(
  text: string,
  label: readonly string[],
): (Extracted<Contingency> & { labelAt: number }) | null {
  const found = contingencyClause(text, label);
  if (!found) return null;
  const { match, lineStart, body } = found;
  const checked = /(?:\[ ?[xX✓] ?\]|☒|☑)/.test(body.slice(0, match.index - lineStart + 1));
  const choice = checkedChoice(body);
  // "[X] Buyer's purchase is not contingent upon financing": the box checks a waiver
  const term = termOf(match[0]);
  const checkedWaiver = checked && waives(checkedOption(text, lineStart), term);
  const alternative = checked
    ? null
    : (checkedAlternative(text, lineStart, body) ?? checkedInRow(text, lineStart, body));
  const included =
    choice ??
    (checkedWaiver
      ? false
      : checked || (alternative !== null ? !waives(alternative, term) : !waives(body, term)));
  // The days follow the label ("Inspection period: 10 days"), or come first on its line
  // ("within 7 days after the Effective Date (the Option Period)").
  const days = clauseDays(body, match.index - lineStart);
  const end = lineStart + body.trimEnd().length;
  return {
    value: {
      included,
      days: days?.days ?? null,
      businessDays: days?.businessDays ?? false,
    },
    source: spanOf(text, lineStart, end),
    labelAt: match.index,
  };
}

export { APPRAISAL_LABEL, FINANCING_LABEL, INSPECTION_LABEL } from './contingency-labels';
