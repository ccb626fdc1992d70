/** Which kind of real-estate document a text is, or that it is not one. */
import type { TContractKind } from '@nestwise/shared';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Words that name a kind of document: a title line that has none is a letterhead. */
const DOCUMENT_WORD =
  /\b(?:agreement|contract|lease|addend(?:um|a)|amend\w*|offer|counter\w*|purchase|sales?|rental|tenancy)\b/i;
/** A heading line: short, its letters capitals ("SELLER'S COUNTER OFFER No. 1" has one small). */
const isHeading = (line: string) =>
  line.length <= 100 && (line.match(/[a-z]/g)?.length ?? 0) <= 2 && /[A-Z]{3}/.test(line);

/**
 * The document's title: its first line, or, when that line names no kind of document (an
 * association's or a state's letterhead, "MISSISSIPPI REAL ESTATE"), the heading lines after it
 * too (at most two).
 */
function titleOf(head: string): string {
  const lines = head.trimStart().slice(0, 300).split('\n');
  const first = lines[0]!.slice(0, 160);
  if (DOCUMENT_WORD.test(first)) return first;
  const more: string[] = [];
  for (const line of lines.slice(1, 3)) {
    if (!isHeading(line.trim())) break;
    more.push(line.trim());
  }
  return [first, ...more].join(' ');
}

/**
 * Counts the words each kind of document is made of. A text needs legal wording ("agreement",
 * "shall", "hereby") and real-estate contract terms, or both sides of a deal named (buyer and
 * seller, landlord and tenant: a pasted excerpt of a form), before it is taken for a contract, so
 * a recipe with a price or an e-mail about a tour is not one.
 */
export function contractKind(text: string): TContractKind {
  const head = text.slice(0, 400);
  const sample = text.slice(0, 60_000);
  const legal = count(
    sample,
    /\b(?:agreement|contract|lease|addendum|amendment|offer|shall|hereby|hereinafter|whereas|undersigned|parties|party|terms?|contingen(?:cy|cies|t)|effective date)\b/gi,
  );
  const purchase = count(
    sample,
    /\b(?:buyers?|sellers?|purchasers?|vendors?|vendees?|purchase price|earnest money|closing|close of escrow|escrow|deed|title|settlement(?: date)?|mortgage commitment)\b/gi,
  );
  const lease = count(
    sample,
    /\b(?:landlord|tenants?|lessor|lessee|rent|security deposit|premises|lease term|month-to-month)\b/gi,
  );
  const bothSides =
    (/\b(?:buyer|purchaser|vendee)/i.test(sample) && /\b(?:seller|vendor)/i.test(sample)) ||
    (/\b(?:landlord|lessor)/i.test(sample) && /\b(?:tenant|lessee)/i.test(sample));
  if (purchase + lease < 3 || (legal < 2 && !bothSides)) return 'not-a-contract';
  const title = titleOf(head);
  // A counter-offer changes an offer's terms, as an addendum does; so does an "Agreement to
  // Amend/Extend Contract" or an "Amending Agreement", whatever form of the verb its title takes.
  if (/\b(?:addend(?:um|a)|amend(?:ment|ing|ed|s)?|counter[- ]?(?:offer|proposal))\b/i.test(title))
    return 'addendum';
  if (/\b(?:lease|rental agreement)\b/i.test(title) && lease >= 3) return 'lease';
  return lease > purchase ? 'lease' : 'purchase';
}
