/**
 * The purchase price. Forms state it outright ("Purchase Price: $450,000"), or as a total with its
 * parts ("$468,000 paid as follows: $2,500 … $7,500 … $458,000"), or as parts only ("the sum of
 * $28,500 in cash … plus a loan of $256,500"; "(a) … $45,000 (b) … $135,000 Total (A + B)
 * $180,000"). The rules, in order, over the amounts of the price's clause:
 * - a total line ("Total Purchase Price … $180,000", "for a total of $180,000");
 * - an amount that the amounts listed after it add up to (the price, then its parts), or the first
 *   that the amounts before it add up to (the parts, then the price, then anything else);
 * - amounts chained by "plus" (their sum);
 * - amounts of a sentence that says they add up ("the sum of … ($10,000), … ($200,000) and …");
 * - parts listed one a line after a label that says the price is paid in parts (their sum);
 * - a rate times a quantity ("38.62 acres x $11,250 per acre = $434,475"): the result;
 * - else the amount right after the label.
 * The first part alone (the cash down payment, the deposit) is never the price.
 */
import { extractMoney, PURCHASE_PRICE_LABELS, type Extracted } from './contract-fields';
import { MONEY_PATTERN, parseMoney } from './contract-values';
import { replacingAmount } from './superseded-values';
import { spanOf } from './text-spans';

/** Words between a label and its first amount that say the price comes in parts. */
const PAID_IN_PARTS =
  /as follows|following terms|consist|sum of|comprised|made up|(?:be |is |are )?(?:paid|payable)(?! in full)|\bplus\b|\n/i;
const TOTAL = new RegExp(
  String.raw`\btotal(?: (?:purchase|sales?|contract))?(?: price)?(?: of| is| shall be| equals?| amount)?(?: the sum of)?[^$\n]{0,100}?(${MONEY_PATTERN})`,
  'i',
);
const MONEY = new RegExp(MONEY_PATTERN, 'i');
const MONEY_ALL = new RegExp(MONEY_PATTERN, 'gi');
/** The clause a price's parts are listed in: up to the next numbered section. */
const CLAUSE_END = /\n\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]|Section \d)\s/;
/** A heading that is the price's own ("3. PRICE.", "Price:"). */
const PRICE_HEADING = /(?:^|\n) ?(?:\d{1,3}(?:\.\d{1,2})*[.)] ?)?(?:the )?price\b/gi;
const REGION = 1_600;
const NEAR = 200;
const MAX_LABEL_TRIES = 50;
const MAX_PARTS = 12;
/** A part's row is at most this long; a longer line is a paragraph of prose. */
const MAX_PART_LINE = 200;

interface Amount {
  value: number;
  end: number;
}

function amountsIn(region: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of region.matchAll(MONEY_ALL)) {
    const value = parseMoney(match[0]);
    if (value !== null) amounts.push({ value, end: match.index + match[0].length });
    if (amounts.length >= MAX_PARTS) break;
  }
  return amounts;
}

const cents = (value: number) => Math.round(value * 100);

/** The first amount, when the amounts right after it add up to it exactly. */
function totalThenParts(amounts: Amount[]): Amount | null {
  const [first, ...rest] = amounts;
  if (!first || rest.length < 2) return null;
  let sum = 0;
  for (const [index, part] of rest.entries()) {
    sum += cents(part.value);
    if (sum === cents(first.value) && index >= 1) return first;
    if (sum > cents(first.value)) return null;
  }
  return null;
}

/**
 * The first amount that the ones before it add up to ("A. Cash … $56,800  B. Financing …
 * $227,200  C. Sales Price (Sum of A and B) $284,000"), whatever follows it.
 */
function partsThenTotal(amounts: Amount[]): Amount | null {
  let sum = 0;
  for (const [index, amount] of amounts.entries()) {
    if (index >= 2 && sum === cents(amount.value)) return amount;
    sum += cents(amount.value);
  }
  return null;
}

/** "$28,500 in cash … plus … $256,500": the amounts joined by "plus", added. */
function plusChain(region: string, amounts: Amount[]): Amount | null {
  let sum = amounts[0] ? cents(amounts[0].value) : 0;
  let last: Amount | null = null;
  for (let index = 1; index < amounts.length; index += 1) {
    const between = region.slice(amounts[index - 1]!.end, amounts[index]!.end);
    if (!/\bplus\b/i.test(between)) break;
    sum += cents(amounts[index]!.value);
    last = amounts[index]!;
  }
  return last ? { value: sum / 100, end: last.end } : null;
}

/** Words that say the amounts after them are added: "the sum of", "consisting of", "made up of". */
const SUM_WORDS = /\b(?:sum of|consist(?:s|ing)? of|comprised of|made up of)\b/i;
/** A sentence's end: a full stop before a space, not a figure's decimal point. */
const SENTENCE_END = /\.(?:\s|$)|\n/;

/**
 * "the sum of the deposit ($10,000), the loan ($200,000) and cash due at closing ($40,000)": the
 * amounts of the sentence that says it adds them, added.
 */
function namedSum(region: string, amounts: Amount[]): Amount | null {
  const sum = SUM_WORDS.exec(region);
  if (!sum) return null;
  const stop = SENTENCE_END.exec(region.slice(sum.index));
  const end = stop ? sum.index + stop.index : region.length;
  const parts = amounts.filter((amount) => amount.end > sum.index && amount.end <= end + 1);
  if (parts.length < 2) return null;
  const total = parts.reduce((value, part) => value + cents(part.value), 0);
  return { value: total / 100, end: parts.at(-1)!.end };
}

/** An amount in a column at a line's end, after dot leaders or a tab (not the end of a sentence). */
const LINE_END_AMOUNT = new RegExp(String.raw`(?:\.{2,}|\t) ?(${MONEY_PATTERN})[;,]?\s*$`, 'i');

/**
 * The price's parts: the lines right after the label's line, one amount each ("(a) Deposit:
 * $12,500"), up to the first line that is not such a part.
 */
function sumOfLines(region: string): number | null {
  let sum = 0;
  let parts = 0;
  for (const line of region.split('\n').slice(1)) {
    // a paragraph of prose is no part's row, though it names an amount ("The Buyers will pay
    // $3,000 as earnest money. They will hand it to … within three days …")
    if (line.length > MAX_PART_LINE) break;
    const amounts = line.match(MONEY_ALL) ?? [];
    // a part's amount stands in the column at the line's end; others in its words are details
    // ("… monthly payments of $1,684.19 ....... $150,000.00")
    const ending = amounts.length > 1 ? LINE_END_AMOUNT.exec(line) : null;
    const amount =
      amounts.length === 1 ? parseMoney(amounts[0]!) : ending ? parseMoney(ending[1]!) : null;
    if (amount === null) break;
    // a line that the ones before it add up to is their total, not one more part
    if (parts >= 2 && cents(amount) === cents(sum)) return amount;
    sum += amount;
    parts += 1;
  }
  return parts >= 2 ? sum : null;
}

function priceInParts(text: string, labelAt: number, labelEnd: number): Extracted<number> | null {
  const after = text.slice(labelEnd, labelEnd + REGION);
  const end = CLAUSE_END.exec(after);
  const region = end ? after.slice(0, end.index) : after;
  const total = TOTAL.exec(region);
  const totalAmount = total ? parseMoney(total[1]!) : null;
  if (total && totalAmount !== null)
    return {
      value: totalAmount,
      source: spanOf(text, labelAt, labelEnd + total.index + total[0].length),
    };
  const amounts = amountsIn(region);
  const found =
    totalThenParts(amounts) ??
    partsThenTotal(amounts) ??
    plusChain(region, amounts) ??
    namedSum(region, amounts);
  if (found) return { value: found.value, source: spanOf(text, labelAt, labelEnd + found.end) };
  const sum = sumOfLines(region);
  if (sum !== null) return { value: sum, source: spanOf(text, labelAt, labelEnd + region.length) };
  return null;
}

/**
 * A price worked out from a rate: "38.62 acres x $11,250.00 per acre = $434,475.00", "$310 per
 * square foot x 1,200 square feet = $372,000". The first amount after the label is a rate (an
 * amount "per" a unit); the amount after "=" on its line is the price.
 */
const COMPUTED = new RegExp(
  String.raw`(?:${MONEY_PATTERN}) ?(?:per|/|an?|each) ?[A-Za-z ]{0,30}?(?: ?[x×*] ?[\d.,]{1,12} ?[A-Za-z ]{1,30}?)? ?= ?(${MONEY_PATTERN})`,
  'iy',
);

function computedPrice(text: string, rateAt: number): { value: number; end: number } | null {
  COMPUTED.lastIndex = rateAt;
  const found = COMPUTED.exec(text);
  const value = found ? parseMoney(found[1]!) : null;
  return found && value !== null ? { value, end: rateAt + found[0].length } : null;
}

/** An amount the document names as the price: `($274,500.00) (the "Sale Price")`. */
const DEFINED_PRICE = new RegExp(
  String.raw`(${MONEY_PATTERN})\)?,? ?\( ?(?:the |herein )?["“](?:Purchase|Sales?|Contract|Total) Price["”] ?\)`,
  'i',
);

export function extractPurchasePrice(text: string): Extracted<number> | null {
  const defined = DEFINED_PRICE.exec(text);
  const definedAmount = defined ? parseMoney(defined[1]!) : null;
  if (defined && definedAmount !== null)
    return {
      value: definedAmount,
      source: spanOf(text, defined.index, defined.index + defined[0].length),
    };
  for (const label of [new RegExp(PURCHASE_PRICE_LABELS[0]!, 'gi'), PRICE_HEADING]) {
    label.lastIndex = 0;
    let tries = 0;
    for (const match of text.matchAll(label)) {
      if ((tries += 1) > MAX_LABEL_TRIES) break;
      const labelEnd = match.index + match[0].length;
      const first = MONEY.exec(text.slice(labelEnd, labelEnd + REGION));
      // A mention of the price far from any amount ("… the Purchase Price.") is not where it is stated.
      if (!first || first.index > NEAR) continue;
      const firstStart = labelEnd + first.index;
      const firstEnd = firstStart + first[0].length;
      // an amendment's old price ("formerly $415,000.00, is reduced by …"): the price replacing it
      const later = replacingAmount(text, firstStart, firstEnd);
      const laterAmount = later ? parseMoney(later.text) : null;
      if (later && laterAmount !== null)
        return {
          value: laterAmount,
          source: spanOf(text, match.index, later.start + later.text.length),
        };
      const computed = computedPrice(text, labelEnd + first.index);
      if (computed) return { ...computed, source: spanOf(text, match.index, computed.end) };
      // An amount stated outright ("Purchase Price: $275,000, payable …").
      if (!PAID_IN_PARTS.test(text.slice(labelEnd, labelEnd + first.index))) break;
      const parts = priceInParts(text, match.index, labelEnd);
      if (parts) return parts;
      break;
    }
  }
  return extractMoney(text, PURCHASE_PRICE_LABELS);
}
