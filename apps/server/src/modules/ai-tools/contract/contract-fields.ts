/** Single terms of a contract: amounts and dates (contingencies: contingency-clause.ts). */
import {
  DATE_PATTERN,
  MONEY_PATTERN,
  WORDS_MONEY_PATTERN,
  parseDate,
  parseMoney,
  parseMoneyWords,
} from './contract-values';
import { replacingAmount, replacingDate } from './superseded-values';
import { findAfterLabel, spanOf, type SourceSpan } from './text-spans';

export interface Extracted<T> {
  value: T;
  source: SourceSpan;
}

const ANOTHER_PART = /\b(?:plus|less|minus)\b/i;
/**
 * A deposit's amount never has the price's label before it ("Deposits: (A) Purchase Price $…"),
 * nor a semicolon, which ends the label's item ("$10,000 earnest money; (ii) $280,000 loan"). A
 * share of the price is the deposit's measure, not the price: "earnest money equal to five
 * percent (5%) of the Total Contract Price, $32,162.50".
 */
export const NOT_THE_DEPOSIT =
  /\b(?:plus|less|minus)\b|(?<!(?:%|\bpercent)\)? of (?:the )?(?:[a-z]+ ){0,3})\bprice\b|;/i;
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
    // "$412,000.00, is deleted and replaced with … $398,500.00": the value that replaces it
    const later = !changed ? replacingAmount(text, found.valueStart, valueEnd) : null;
    if (later) {
      const amount = parseMoney(later.text);
      if (amount !== null)
        return {
          value: amount,
          source: spanOf(text, found.span.start, later.start + later.text.length),
        };
    }
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
 * 1,000 (b) Deposit", or with the row's letter or bullet, then the amount: "A. $10,000.00 EARNEST
 * MONEY", "- $8,000 earnest money (explained below),". The row's amount is its label's, whatever amount the next row has.
 */
export function extractMoneyLeading(text: string, label: string): Extracted<number> | null {
  const match = new RegExp(
    String.raw`(?:^|\n)[ \t]{0,8}(?:\(?[A-Za-z0-9]{1,3}[.)][ \t]{1,4}|[-•*–][ \t]{1,4})?(${MONEY_PATTERN})[ \t]{1,8}(?:\(?[A-Za-z0-9]{1,3}[.)] ?)?(?:${label})`,
    'i',
  ).exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  const start = match.index + (match[0].startsWith('\n') ? 1 : 0);
  return { value: amount, source: spanOf(text, start, match.index + match[0].length) };
}

/**
 * "the $1,500.00 earnest money paid with the offer", "a $4,000 good faith deposit": an amount
 * written right before its label, after an article, names that label's amount, even where the
 * phrase sits inside another part's row ("Down payment (including the $1,500.00 earnest money …)
 * $ 18,000.00") whose own amount comes after the label.
 */
export function extractMoneyAttributive(text: string, label: string): Extracted<number> | null {
  const match = new RegExp(
    String.raw`\b(?:the|a|an|its|buyer's|purchaser's|your|our) (${MONEY_PATTERN}) (?:${label})`,
    'i',
  ).exec(text);
  const amount = match ? parseMoney(match[1]!) : null;
  if (!match || amount === null) return null;
  const start = match.index + match[0].indexOf(match[1]!);
  return { value: amount, source: spanOf(text, start, match.index + match[0].length) };
}

/**
 * "$5,000.00 as earnest money and $200.00 as the Option Fee": an amount the text names with "as"
 * right after it belongs to that name, so the amount after the label may be another's.
 */
export function extractMoneyAs(text: string, label: string): Extracted<number> | null {
  const as = (money: string) =>
    // "$2,500.00 (Two Thousand Five Hundred Dollars) as earnest money": the amount in words between;
    // "two thousand dollars ($2,000) as earnest money": the figures in brackets after the words;
    // "$ 9,000.00 are to be paid as a deposit": a table's amount and the verb that pays it;
    // "Two Thousand Dollars earnest money", "$4,000 in earnest money": the name right after it
    new RegExp(
      String.raw`(${money})\)?(?: \([A-Za-z0-9 ,./-]{3,80}\))?(?: (?:is|are|shall be|will be|to be)(?: to be)? (?:paid|given|delivered|deposited))?(?: as (?:the |an? |its |buyer's |initial )?| in | )(?:${label})`,
      'i',
    );
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
/**
 * A part of the price that contains the deposit ("Cash down payment (including earnest money)
 * …… $14,495", "Buyer's cash, including Deposit $83,000", "Down payment (includes earnest
 * deposit …) $30,000"), or that is what is left once it is counted ("Balance due (net of the
 * good faith deposit) $71,250", "cash at closing, exclusive of the deposit"), is not the deposit's
 * amount.
 */
const NOT_INCLUDED = String.raw`(?<!\b(?:includ(?:ing|es|ed)|inclusive of|in addition to|plus|less|after|net of|exclusive of|excluding|minus|credit(?:ed)? for|over and above) (?:the |any |all |buyer's |purchaser's |your |our )?(?:earnest |initial |good[- ]faith |escrow |cash )?)`;
export const EARNEST_MONEY_LABELS = [
  String.raw`${NOT_INCLUDED}(?:earnest money(?: deposit)?|initial deposit|good[- ]faith deposit|escrow deposit|\bdownpayment\b)`,
  String.raw`${NOT_INCLUDED}(?<!security |pet |damage )\bdeposit`,
];

const DATE_CHANGED_TO = new RegExp(String.raw`^,? to (${DATE_PATTERN})`, 'i');

/**
 * The date after `label` on its line; "changed from May 1, 2025 to May 9, 2025" reads as the new
 * one, and so does one that replaces a "formerly …" date (superseded-values.ts).
 */
export function extractDate(text: string, label: string, window = 80): Extracted<string> | null {
  const found = findAfterLabel(text, label, DATE_PATTERN, window, true);
  if (!found) return null;
  const valueEnd = found.valueStart + found.text.length;
  const changed = DATE_CHANGED_TO.exec(text.slice(valueEnd, valueEnd + 40));
  // "formerly May 29, 2026, shall take place on or before June 12, 2026": the new one
  const later = !changed ? replacingDate(text, found.valueStart, valueEnd) : null;
  const laterDate = later ? parseDate(later.text) : null;
  if (later && laterDate)
    return {
      value: laterDate,
      source: spanOf(text, found.span.start, later.start + later.text.length),
    };
  const date = parseDate(changed ? changed[1]! : found.text);
  if (!date) return null;
  const end = changed ? valueEnd + changed[0].length : found.span.end;
  return { value: date, source: spanOf(text, found.span.start, end) };
}
