/**
 * When the earnest money is due: the deadline in the clause that states its amount, else in the
 * clause its label opened, else in another clause that states the same amount for a deposit (a
 * price table's row "A. Earnest deposit ….. $ 4,000.00" and, in its own section, "an earnest
 * deposit of $4,000.00 … within 2 business days"), else a deadline named for it.
 */
import { deadlineAbout } from './contingency-field';
import { deadlineIn, type Deadline } from './contract-deadlines';
import type { Extracted } from './contract-fields';
import { clauseAt } from './text-spans';

/** At most this many other mentions of the amount are looked at. */
const MAX_SAME_AMOUNT = 12;
const DEPOSIT_WORDS = /\b(?:deposit|earnest|escrow|binder)\b/i;

/** "4,000.00" → a pattern for $4,000.00, $4,000 and $4000 (not inside a larger figure). */
function amountPattern(amount: number): RegExp {
  const whole = Math.trunc(amount);
  const grouped = whole.toLocaleString('en-US').replace(/,/g, ',?');
  const cents = amount % 1 === 0 ? '(?:\\.00)?' : `\\.${(amount % 1).toFixed(2).slice(2)}`;
  return new RegExp(`\\$ ?${grouped}${cents}(?![\\d,.]\\d)`, 'g');
}

export function earnestMoneyDue(
  text: string,
  earnest: Extracted<number>,
  deadlines: Deadline[],
): Deadline | null {
  // its clause from its line's start: "Within 3 days …, Buyer must deliver $5,000 as earnest
  // money"; the amount's own clause first, where a label's mention ran on into the next item
  // ("… the Deposit under Section 4 … 4. DEPOSIT. Buyer shall pay $20,000 within 2 days …")
  const clauseFrom = (at: number) => clauseAt(text, text.lastIndexOf('\n', at) + 1);
  const dueIn = (clause: { start: number; text: string }) =>
    deadlineIn(deadlines, clause.start, clause.start + clause.text.length);
  const own =
    dueIn(clauseFrom(Math.max(earnest.source.start, earnest.source.end - 1))) ??
    dueIn(clauseFrom(earnest.source.start));
  if (own) return own;
  let seen = 0;
  for (const match of text.matchAll(amountPattern(earnest.value))) {
    if ((seen += 1) > MAX_SAME_AMOUNT) break;
    if (match.index >= earnest.source.start && match.index < earnest.source.end) continue;
    const clause = clauseFrom(match.index);
    if (!DEPOSIT_WORDS.test(clause.text)) continue;
    const due = dueIn(clause);
    if (due) return due;
  }
  // a deposit named by a defined term (`"Downpayment" means … ($61,250.00)`) is due where a
  // clause names the term and a deadline ("(a) the Downpayment, by wire … within 3 Business Days")
  const term = definedTerm(text, earnest.source.start);
  if (term) {
    seen = 0;
    for (const match of text.matchAll(new RegExp(String.raw`\bthe ${term}\b`, 'g'))) {
      if ((seen += 1) > MAX_SAME_AMOUNT) break;
      const due = dueIn(clauseFrom(match.index));
      if (due) return due;
    }
  }
  return deadlineAbout(text, deadlines, 'earnest money');
}

/** The term a definition at `at` names, in quotes before "means": `"Downpayment" means …`. */
function definedTerm(text: string, at: number): string | null {
  const around = text.slice(Math.max(0, at - 3), at + 60);
  const found =
    /["“]([A-Z][A-Za-z]{2,20}(?: [A-Z][A-Za-z]{2,20}){0,2})["”] (?:means|shall mean)\b/.exec(
      around,
    );
  return found ? found[1]! : null;
}
