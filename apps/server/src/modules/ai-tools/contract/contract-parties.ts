/** The people on each side of a contract: buyers and sellers, landlords and tenants. */
import { spanOf, type SourceSpan } from './text-spans';

export type PartyRole = 'buyer' | 'seller' | 'landlord' | 'tenant';

const ROLE_WORDS: Record<PartyRole, string[]> = {
  buyer: ['buyer', 'purchaser'],
  seller: ['seller', 'vendor'],
  landlord: ['landlord', 'lessor', 'owner'],
  tenant: ['tenant', 'lessee', 'resident'],
};
const ALL_ROLE_WORDS = new Set(Object.values(ROLE_WORDS).flat());

/** One capitalised word of a name ("O'Neil", "J.", "Smith-Jones"); bounded so matching stays linear. */
const WORD = String.raw`[A-Z][A-Za-z.'’-]{0,30}`;
/** Up to sixteen words joined by spaces, commas, semicolons, "and" or "&", on one line. */
const NAMES = String.raw`${WORD}(?:(?: |, ?|; ?| (?:and|&) |, (?:and|&) | (?:of|the|de|del|la|van|von) )${WORD}){0,15}`;

/** ", husband and wife", ", a California corporation": a short lowercase description after names. */
const DESCRIPTION = String.raw`(?:,(?: [a-z]{1,15}| [A-Z][a-z]{1,15}){1,6}?(?= ?,? ?\())?`;
const ANOTHER_ROLE = new RegExp(
  String.raw`,? (?:and )?(?:the )?(?:${[...new Set(Object.values(ROLE_WORDS).flat())]
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}`)
    .join('|')})s?\b`,
);

const SUFFIX =
  /^(?:Trustees?|LLC|L\.?L\.?C\.?|Inc\.?|Corp\.?|Corporation|Company|Co\.|L\.?P\.?|LLP|Ltd\.?|Jr\.?|Sr\.?|II|III|IV|Esq\.?)$/;
const COMPANY = /\b(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Company|LLP|Ltd\.?|Holdings|Trust)$/;
/** Capitalised words that open a sentence or a heading, not a name. */
const NOT_NAME = new Set([
  'a',
  'an',
  'and',
  'agreement',
  'between',
  'by',
  'contract',
  'dated',
  'entered',
  'into',
  'lease',
  'made',
  'parties',
  'party',
  'residential',
  'rental',
  'purchase',
  'sale',
  'the',
  'this',
  'name',
  'names',
  'print',
  'signature',
  'date',
  ...ALL_ROLE_WORDS,
  ...[...ALL_ROLE_WORDS].map((word) => `${word}s`),
]);

const roleAlternatives = (role: PartyRole) =>
  ROLE_WORDS[role]
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}|${word}`)
    .map((word) => `(?:${word})(?:s|S|\\(s\\)|\\(S\\))?`)
    .join('|');

function cleanPart(part: string): string {
  const trimmed = part.trim().replace(/[,;]$/, '');
  // A full stop ends the sentence, unless it ends an abbreviation ("Inc.", "Jr.", an initial).
  const words = (
    /\b(?:Inc|Jr|Sr|Co|Corp|Ltd|Esq|[A-Z])\.$/.test(trimmed) ? trimmed : trimmed.replace(/\.$/, '')
  ).split(' ');
  while (words.length > 0 && NOT_NAME.has(words[0]!.toLowerCase().replace(/[.,]$/, '')))
    words.shift();
  return words.join(' ');
}

/**
 * "Robert and Susan Chen" → Robert Chen, Susan Chen; "A, B" → A, B; "Harold Whitman, Trustee"
 * stays one; "Smith & Sons LLC" stays one company.
 */
export function splitNames(raw: string): string[] {
  const company = COMPANY.test(raw.trim().replace(/[,.]$/, ''));
  const pieces = raw.split(company ? /, ?(?:and |& )?|; ?/ : /, ?(?:and |& )?| (?:and|&) |; ?/);
  const parts: string[] = [];
  for (const piece of pieces) {
    const part = cleanPart(piece);
    if (!part) continue;
    if (SUFFIX.test(part) && parts.length > 0) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  const names = parts.filter((part) => part.length > 1 && !NOT_NAME.has(part.toLowerCase()));
  const last = names.at(-1);
  const lastWords = last?.split(' ') ?? [];
  if (last && lastWords.length >= 2 && !COMPANY.test(last)) {
    const surname = lastWords.at(-1)!.replace(/,.*$/, '');
    for (let index = 0; index < names.length - 1; index += 1)
      if (!names[index]!.includes(' ')) names[index] = `${names[index]} ${surname}`;
  }
  return names;
}

export interface FoundParties {
  value: string[];
  source: SourceSpan;
}

/**
 * Names for a role from "Buyer: …", a table row "| Buyer | … |", `… ("Buyer")`, `…, as Buyer` or
 * "…, Tenant": the first form found, all the names it lists.
 */
export function extractParties(text: string, role: PartyRole): FoundParties | null {
  const words = roleAlternatives(role);
  const labelled = new RegExp(
    String.raw`(?<![A-Za-z'’])(?:${words}) ?(?:[:|\t]|name ?:) ?(?:\| ?)?(${NAMES})`,
    'g',
  );
  const defined = new RegExp(
    String.raw`(${NAMES})${DESCRIPTION},? ?\( ?(?:hereinafter (?:referred to as |called )?|collectively,? )?(?:the )?["“”']?(?:${words})["“”']? ?\)`,
    'g',
  );
  const hereinafter = new RegExp(
    String.raw`(${NAMES}),? hereinafter (?:referred to as |called )?(?:the )?["“”']?(?:${words})\b`,
    'g',
  );
  const asRole = new RegExp(String.raw`(${NAMES})(?:,? as|,) (?:the )?(?:${words})\b`, 'g');
  // "between Buyer Megan Clarke and Seller Joseph and Anita Ruiz"
  const roleFirst = new RegExp(
    String.raw`(?:between|by|and|,) (?:the )?(?:${words}),? (${NAMES})`,
    'g',
  );
  for (const pattern of [labelled, defined, hereinafter, asRole, roleFirst]) {
    const namesLast = pattern === labelled || pattern === roleFirst;
    for (const match of text.matchAll(pattern)) {
      // A list of names ends where another party's role begins ("… and Seller Joseph Ruiz").
      const raw = match[1]!.split(ANOTHER_ROLE)[0]!;
      const names = splitNames(raw);
      if (names.length === 0) continue;
      const groupStart = match.index + match[0].indexOf(match[1]!);
      const firstWord = names[0]!.split(' ')[0]!;
      const nameStart = text.indexOf(firstWord, groupStart);
      const start = namesLast ? match.index : nameStart >= 0 ? nameStart : groupStart;
      const end = namesLast ? groupStart + raw.length : match.index + match[0].length;
      return { value: names, source: spanOf(text, start, end) };
    }
  }
  return null;
}
