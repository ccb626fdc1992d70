/**
 * Parties a letter names in plain words, with no role label: "The two of us, Ann Lee and Tom
 * Lee, will buy …", "We, Ann Lee and Tom Lee, offer to purchase …", "I, Ray Moss, agree to sell
 * …". The people who say they will buy are the buyers; who will sell, the sellers; who will rent,
 * the tenants.
 */
import {
  NAMES,
  splitNames,
  withoutStrayWords,
  type FoundParties,
  type PartyRole,
} from './party-names';
import { spanOf } from './text-spans';

const VERBS: Partial<Record<PartyRole, string>> = {
  buyer: String.raw`buy|purchase`,
  seller: String.raw`sell`,
  tenant: String.raw`rent|lease`,
};
const SPEAKER = String.raw`(?:^|[\n.] ?|\b(?:Dear [^\n,]{1,40}, ?\n?))(?:We|The (?:two|three|four) of us|Both of us|I),? (${NAMES}),?`;
const INTENT = String.raw` (?:(?:will|shall|hereby|would like to|want to|are going to|am going to|wish to|agree to|offer to|promise to)(?: (?:hereby|jointly|together))? ){1,2}`;

export function plainParties(text: string, role: PartyRole): FoundParties | null {
  const verbs = VERBS[role];
  if (!verbs) return null;
  const pattern = new RegExp(String.raw`${SPEAKER}${INTENT}(?:${verbs})\b`);
  const match = pattern.exec(text);
  if (!match) return null;
  const names = splitNames(withoutStrayWords(match[1]!, undefined));
  if (names.length === 0) return null;
  const start = match.index + match[0].indexOf(match[1]!);
  return { value: names, source: spanOf(text, start, start + match[1]!.length) };
}
