/** Single terms of a contract: address, amounts, dates and contingencies. */
import {
  BLANK_ALTERNATIVE,
  BLANK_COUNT,
  DATE_PATTERN,
  DAYS_ALTERNATIVE,
  DAY_COUNT_PATTERN,
  MONEY_PATTERN,
  WORDS_MONEY_PATTERN,
  parseDate,
  parseDayCount,
  parseMoney,
  parseMoneyWords,
} from './contract-values';
import { clauseAt, findAfterLabel, spanOf, type SourceSpan } from './text-spans';

export interface Extracted<T> {
  value: T;
  source: SourceSpan;
}

const ANOTHER_PART = /\b(?:plus|less|minus)\b/i;
/**
 * A deposit's amount never has the price's label before it ("Deposits: (A) Purchase Price $…"),
 * nor a semicolon, which ends the label's item ("$10,000 earnest money; (ii) $280,000 loan").
 */
export const NOT_THE_DEPOSIT = /\b(?:plus|less|minus|price)\b|;/i;
/** An amount in words ("Ten Thousand and no/100 Dollars"), not in figures ("$10,000", "USD 900"). */
const inWords = (amount: string) => !/^(?:US|\$|\d)/i.test(amount);
const CHANGED_TO = new RegExp(String.raw`^,? to (?:${MONEY_PATTERN})`, 'i');

/**
 * The amount after the first label (of `labels`, most specific first) that has one. "From $615,000
 * to $602,500" reads as the new amount, as an addendum means it.
 */
export function extractMoney(
  text: string,
  labels: string | readonly string[],
  window = 160,
  notBetween: RegExp = ANOTHER_PART,
): Extracted<number> | null {
  for (const label of typeof labels === 'string' ? [labels] : labels) {
    // "… including the earnest money deposit, plus a loan of $256,500": that amount is another part.
    const found =
      findAfterLabel(text, label, MONEY_PATTERN, window, false, notBetween) ??
      findAfterLabel(text, label, WORDS_MONEY_PATTERN, window, false, notBetween);
    if (!found) continue;
    const valueEnd = found.valueStart + found.text.length;
    const changed = CHANGED_TO.exec(text.slice(valueEnd, valueEnd + 40));
    const amount = inWords(found.text)
      ? parseMoneyWords(found.text)
      : parseMoney(changed ? changed[0].replace(/^,? to /i, '') : found.text);
    if (amount === null) continue;
    const end = changed ? valueEnd + changed[0].length : found.span.end;
    return { value: amount, source: spanOf(text, found.span.start, end) };
  }
  return null;
}

/**
 * "$ 7,500.00 BY INITIAL EARNEST MONEY DEPOSIT", "$3,000 as earnest money": the amount a form
 * writes before its label, at most three words before it on the same line.
 */
export function extractMoneyBefore(text: string, label: string): Extracted<number> | null {
  const match = new RegExp(
    String.raw`(${MONEY_PATTERN}) (?:[A-Za-z()]{1,15} ){0,3}?(?:${label})`,
    'i',
  ).exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  return { value: amount, source: spanOf(text, match.index, match.index + match[0].length) };
}

/**
 * A priced list whose rows open with their amount: "$ 7,500.00 A. EARNEST MONEY DEPOSIT", "$
 * 1,000 (b) Deposit". The row's amount is its label's, whatever amount the next row has.
 */
export function extractMoneyLeading(text: string, label: string): Extracted<number> | null {
  const match = new RegExp(
    String.raw`(?:^|\n)[ \t]{0,8}(${MONEY_PATTERN})[ \t]{1,8}(?:\(?[A-Za-z0-9]{1,3}[.)] ?)?(?:${label})`,
    'i',
  ).exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  const start = match.index + (match[0].startsWith('\n') ? 1 : 0);
  return { value: amount, source: spanOf(text, start, match.index + match[0].length) };
}

/**
 * "$5,000.00 as earnest money and $200.00 as the Option Fee": an amount the text names with "as"
 * right after it belongs to that name, so the amount after the label may be another's.
 */
export function extractMoneyAs(text: string, label: string): Extracted<number> | null {
  const as = (money: string) =>
    new RegExp(String.raw`(${money}) as (?:the |an? |its |buyer's |initial )?(?:${label})`, 'i');
  const match = as(MONEY_PATTERN).exec(text) ?? as(WORDS_MONEY_PATTERN).exec(text);
  const amount = match
    ? inWords(match[1]!)
      ? parseMoneyWords(match[1]!)
      : parseMoney(match[1]!)
    : null;
  if (!match || amount === null) return null;
  return { value: amount, source: spanOf(text, match.index, match.index + match[0].length) };
}

/**
 * `the sum of $134,000.00 (the "Downpayment")`: an amount the document names by a defined term in
 * brackets right after it is that term's, whatever amount follows the term.
 */
export function extractMoneyDefined(text: string, label: string): Extracted<number> | null {
  const match = new RegExp(
    String.raw`(${MONEY_PATTERN})\)?,? ?\( ?(?:the |herein |an? )?["“](?:${label})["”] ?\)`,
    'i',
  ).exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  return { value: amount, source: spanOf(text, match.index, match.index + match[0].length) };
}

export const PURCHASE_PRICE_LABELS = [
  String.raw`purchase price|sales? price|contract price|total price|(?:offers?|agrees?) to (?:purchase|buy) (?:the )?property for`,
  String.raw`\bprice\b`,
];
export const EARNEST_MONEY_LABELS = [
  String.raw`earnest money(?: deposit)?|initial deposit|good[- ]faith deposit|escrow deposit|\bdownpayment\b`,
  String.raw`(?<!security |pet |damage )\bdeposit`,
];

const DATE_CHANGED_TO = new RegExp(String.raw`^,? to (${DATE_PATTERN})`, 'i');

/** The date after `label` on its line; "changed from May 1, 2025 to May 9, 2025" reads as the new one. */
export function extractDate(text: string, label: string, window = 80): Extracted<string> | null {
  const found = findAfterLabel(text, label, DATE_PATTERN, window, true);
  if (!found) return null;
  const valueEnd = found.valueStart + found.text.length;
  const changed = DATE_CHANGED_TO.exec(text.slice(valueEnd, valueEnd + 40));
  const date = parseDate(changed ? changed[1]! : found.text);
  if (!date) return null;
  const end = changed ? valueEnd + changed[0].length : found.span.end;
  return { value: date, source: spanOf(text, found.span.start, end) };
}

export interface Contingency {
  included: boolean;
  days: number | null;
  businessDays: boolean;
}

const WAIVER_WORDS =
  /not contingent|(?:does|do|will|shall|is|are) not depend(?:ent)? (?:up)?on\b|\bno (?:financing|loan|mortgage|inspection|appraisal)s? (?:is |are |will be )?(?:needed|required|necessary)\b|\b(?:give|gives|giving|gave) up\b|\bforgo(?:es)?\b|\brelinquish(?:es)?\b|no (?:financing|loan|mortgage|inspection|appraisal) (?:contingency|condition)|(?<!\b(?:or|unless|deemed|be) )waive[sd]?\b|\bas[- ]is\b(?![^\n]{0,200}subject to)|all[- ]cash|cash (?:purchase|offer|transaction)/gi;
/** An empty box opening a line: the option it offers is not chosen. */
const EMPTY_BOX_LINE = /(?:^|\n) ?(?:\[ ?\]|☐)/;
const EMPTY_BOX = /\[ ?\]|☐/;
/** A sentence that only says what happens if something is not done ("If no notice is … waived"). */
// "…, failing which this contingency is waived", "otherwise it is waived": what follows a default
const CONDITIONAL = /\b(?:if|unless|fails?|failing|failure|should|otherwise)\b/i;
const MAX_WAIVERS = 10;

/**
 * Whether a clause waives its term: a waiver's words, unless they are an option left unchecked
 * ("NO LOAN CONTINGENCY: [ ] …") or the consequence of a condition ("If no notice is delivered
 * within that period, this inspection contingency shall be considered waived"); or an empty box
 * opening a line.
 */
function waives(body: string): boolean {
  if (EMPTY_BOX_LINE.test(body)) return true;
  let tries = 0;
  for (const match of body.matchAll(WAIVER_WORDS)) {
    if ((tries += 1) > MAX_WAIVERS) break;
    const sentenceStart = Math.max(
      body.lastIndexOf('. ', match.index) + 1,
      body.lastIndexOf('\n', match.index) + 1,
      match.index - 300,
    );
    const around = body.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20);
    if (EMPTY_BOX.test(around)) continue;
    if (CONDITIONAL.test(body.slice(sentenceStart, match.index))) continue;
    return true;
  }
  return false;
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
/** A check box right before the label: "[X] Financing contingency", "☐ Inspection". */
const BOX_BEFORE = /(?:\[ ?[xX✓]? ?\]|[☐☒☑]) ?(?:\(?[a-z]\)? )?$/i;
const MAX_MENTIONS = 30;

/** A label that opens its own item: "B. TERMINATION OPTION:", "(c) Inspection Period." */
const ITEM_OPENING =
  /^ ?(?:\d{1,2}\.(?:\d{1,2}\.?|[A-Za-z]\.)? ?|\(?[A-Za-z]{1,3}\) ?|[A-Z]\. ?)?$/;

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
  for (const label of labels) {
    const found = mentionOf(text, label);
    if (found) return found;
  }
  return null;
}

function mentionOf(text: string, label: string): Mention | null {
  let first: Mention | null = null;
  let unchosen: Mention | null = null;
  let tries = 0;
  for (const match of text.matchAll(new RegExp(label, 'gi'))) {
    if ((tries += 1) > MAX_MENTIONS) break;
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    // A mention inside brackets is an aside ("a loan approval (subject only to appraisal)"),
    // unless the brackets name the clause's term ("(the Option Period)").
    const before = text.slice(Math.max(lineStart, match.index - 120), match.index);
    const open = before.lastIndexOf('(');
    if (open > before.lastIndexOf(')') && !/^\((?:the )?["“]?$/i.test(before.slice(open))) continue;
    const body = clauseAt(text, lineStart).text;
    const boxed = BOX_BEFORE.test(text.slice(Math.max(lineStart, match.index - 12), match.index));
    if (!(boxed || CONDITION_WORDS.test(body) || waives(body))) continue;
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
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 2);
    if (ITEM_OPENING.test(text.slice(lineStart, match.index)) && /^ ?[:.]/.test(after))
      return mention;
    first ??= mention;
  }
  return first ?? unchosen;
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
  const checkedWaiver = checked && WAIVES.test(lineOf(text, lineStart));
  const included = choice ?? (checkedWaiver ? false : checked || !waives(body));
  const dayCount = new RegExp(
    String.raw`(${DAY_COUNT_PATTERN}|${BLANK_COUNT}) ?(?:\(\d{1,3}\) )?${BLANK_ALTERNATIVE}(business|calendar)? ?days?${DAYS_ALTERNATIVE}`,
    'i',
  );
  // The days follow the label ("Inspection period: 10 days"), or come first on its line
  // ("within 7 days after the Effective Date (the Option Period)").
  const days = dayCount.exec(body.slice(match.index - lineStart)) ?? dayCount.exec(body);
  const end = lineStart + body.trimEnd().length;
  return {
    value: {
      included,
      days: days
        ? parseDayCount(days[2] ?? days[4] ?? (/^_/.test(days[1]!) ? (days[5] ?? '') : days[1]!))
        : null,
      businessDays: days?.[3]?.toLowerCase() === 'business',
    },
    source: spanOf(text, lineStart, end),
    labelAt: match.index,
  };
}

/** Each term's labels, the ones that name it as a contingency first, then plain mentions. */
export const FINANCING_LABEL = [
  String.raw`(?:financing|loan|mortgage)(?: commitment)? (?:contingency|condition)|contingent (?:up)?on (?:the )?(?:buyer|purchaser)s?(?:'s?)? (?:obtaining|securing|qualifying)|not contingent (?:up)?on (?:financing|a loan)`,
  String.raw`\bfinancing\b|\bnew loan\b|\bloan (?:approval|commitment)\b|\bmortgage loan\b|\bloan (?:is |has been |being )?approved\b`,
];
export const INSPECTION_LABEL = [
  String.raw`inspection (?:contingency|condition)|inspection period|due diligence period|option period|termination option|buyer(?:'s)? investigation`,
  String.raw`\binspections?\b(?! report)`,
];
export const APPRAISAL_LABEL = [
  String.raw`appraisal (?:contingency|condition)`,
  String.raw`\bappraise[sd]?\b|\bappraisal\b`,
];
