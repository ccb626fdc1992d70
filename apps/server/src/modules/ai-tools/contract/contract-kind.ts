/** Which kind of real-estate document a text is, or that it is not one. */
import type { TContractKind } from '@nestwise/shared';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Counts the words each kind of document is made of. A text needs legal wording ("agreement",
 * "shall", "hereby"), a party role and a real-estate term before it is taken for a contract, so a
 * recipe with a price or an e-mail about a tour is not one.
 */
export function contractKind(text: string): TContractKind {
  // The opening (title and parties) says most; the whole text is only counted for a few terms.
  const head = text.slice(0, 400);
  const sample = text.slice(0, 60_000);
  const legal = count(
    sample,
    /\b(?:agreement|contract|lease|addendum|amendment|offer|shall|hereby|hereinafter|whereas|undersigned|parties|party|terms?|contingen(?:cy|cies|t)|effective date)\b/gi,
  );
  const purchase = count(
    sample,
    /\b(?:buyers?|sellers?|purchasers?|purchase price|earnest money|closing|close of escrow|escrow|deed|title)\b/gi,
  );
  const lease = count(
    sample,
    /\b(?:landlord|tenants?|lessor|lessee|rent|security deposit|premises|lease term|month-to-month)\b/gi,
  );
  if (legal < 2 || purchase + lease < 3) return 'not-a-contract';
  const title = head.trimStart().slice(0, 160).split('\n')[0]!;
  if (/\b(?:addendum|amendment)\b/i.test(title)) return 'addendum';
  if (/\b(?:lease|rental agreement)\b/i.test(title) && lease >= 3) return 'lease';
  return lease > purchase ? 'lease' : 'purchase';
}
