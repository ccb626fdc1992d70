/**
 * The purchase price: the amount right after its label, else the total of the parts the price is
 * paid in ("TOTAL PURCHASE PRICE: $450,000", "… for a total of $180,000"), else the sum of those
 * parts when each is on its own line. The first part alone (the cash down payment, the deposit) is
 * never the price.
 */
import { extractMoney, PURCHASE_PRICE_LABELS, type Extracted } from './contract-fields';
import { MONEY_PATTERN, parseMoney } from './contract-values';
import { spanOf } from './text-spans';

/** Words between a label and its first amount that say the price comes in parts. */
const PAID_IN_PARTS =
  /as follows|consist|sum of|comprised|made up|(?:be |is |are )?(?:paid|payable)(?! in full)|\bplus\b|\n/i;
const TOTAL = new RegExp(
  String.raw`\btotal(?: (?:purchase|sales?|contract))?(?: price)?(?: of| is| shall be| equals?| amount)?(?: the sum of)? ?[:=]? ?(${MONEY_PATTERN})`,
  'i',
);
const MONEY = new RegExp(MONEY_PATTERN, 'i');
const MONEY_ALL = new RegExp(MONEY_PATTERN, 'gi');
/** The clause a price's parts are listed in: up to a blank line or the next numbered section. */
const CLAUSE_END = /\n\s*\n|\n\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]|Section \d)\s/;
const REGION = 700;
const NEAR = 200;
const MAX_LABEL_TRIES = 50;

/**
 * The price's parts: the lines right after the label's line, one amount each ("(a) Deposit:
 * $12,500"), up to the first line that is not such a part.
 */
function sumOfLines(region: string): number | null {
  let sum = 0;
  let parts = 0;
  for (const line of region.split('\n').slice(1)) {
    const amounts = line.match(MONEY_ALL) ?? [];
    const amount = amounts.length === 1 ? parseMoney(amounts[0]!) : null;
    if (amount === null) break;
    sum += amount;
    parts += 1;
  }
  return parts >= 2 ? sum : null;
}

export function extractPurchasePrice(text: string): Extracted<number> | null {
  const label = new RegExp(PURCHASE_PRICE_LABELS[0]!, 'gi');
  let tries = 0;
  for (const match of text.matchAll(label)) {
    if ((tries += 1) > MAX_LABEL_TRIES) break;
    const labelEnd = match.index + match[0].length;
    const after = text.slice(labelEnd, labelEnd + REGION);
    const first = MONEY.exec(after);
    // A mention of the price far from any amount ("… the Purchase Price.") is not where it is stated.
    if (!first || first.index > NEAR) continue;
    if (!PAID_IN_PARTS.test(after.slice(0, first.index))) break; // an amount stated outright
    const end = CLAUSE_END.exec(after);
    const region = end ? after.slice(0, end.index) : after;
    const total = TOTAL.exec(region);
    const totalAmount = total ? parseMoney(total[1]!) : null;
    if (total && totalAmount !== null) {
      const totalEnd = labelEnd + total.index + total[0].length;
      return { value: totalAmount, source: spanOf(text, match.index, totalEnd) };
    }
    const sum = sumOfLines(region);
    if (sum !== null)
      return { value: sum, source: spanOf(text, match.index, labelEnd + region.length) };
    break;
  }
  return extractMoney(text, PURCHASE_PRICE_LABELS);
}
