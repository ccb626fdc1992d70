/** Names of the people on each side of a contract: the words of a name, lists, stray words. */
import { US_STATES } from '../../../lib/us-states';
import type { SourceSpan } from './text-spans';
import { isEnglishWord } from '../../../lib/is-english-word';

export type PartyRole = 'buyer' | 'seller' | 'landlord' | 'tenant';

export const ROLE_WORDS: Record<PartyRole, string[]> = {
  buyer: ['buyer', 'purchaser', 'vendee'],
  seller: ['seller', 'vendor'],
  landlord: ['landlord', 'lessor', 'owner'],
  tenant: ['tenant', 'lessee', 'resident'],
};
const ALL_ROLE_WORDS = new Set(Object.values(ROLE_WORDS).flat());

/**
 * Letters of names as people write them, accented ones too ("Étienne", "Zoë", "Núñez", "Łukasz"):
 * the Latin-1 and Latin Extended-A letters, capitals first (regular-expression class bodies).
 */
export const NAME_CAPITALS = 'A-ZÀ-ÖØ-ÞĀ-Ž';
export const NAME_LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿĀ-ž';
/** One capitalised word of a name ("O'Neil", "J.", "Smith-Jones"); bounded so matching stays linear. */
const WORD = String.raw`[${NAME_CAPITALS}][${NAME_LETTERS}.'’-]{0,30}`;
/**
 * Up to sixteen words joined by spaces, commas, semicolons, "and" or "&" ("… and his wife, …"
 * too), on one line.
 */
export const NAMES = String.raw`${WORD}(?:(?: |, ?|; ?| (?:and|&) |, (?:and|&) | (?:of|the|de|del|la|van|von) |,? and (?:his|her) (?:wife|husband|spouse),? )${WORD}){0,15}`;

/** ", husband and wife", ", a California corporation": a short lowercase description after names. */
export const DESCRIPTION = String.raw`(?:,(?: [a-z]{1,15}| [A-Z][a-z]{1,15}){1,6}?(?= ?,? ?\())?`;
export const ANOTHER_ROLE = new RegExp(
  String.raw`,? (?:and )?(?:the )?(?:${[...new Set(Object.values(ROLE_WORDS).flat())]
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}`)
    .join('|')})s?\b`,
);

const SUFFIX =
  /^(?:Trustees?|LLC|L\.?L\.?C\.?|P\.?L\.?L\.?C\.?|P\.?C\.|PC|LLLP|Inc\.?|Corp\.?|Corporation|Company|Co\.|L\.?P\.?|LLP|Ltd\.?|Jr\.?|Sr\.?|II|III|IV|Esq\.?)$/i;
const COMPANY =
  /\b(?:LLC|L\.L\.C\.|PLLC|P\.L\.L\.C\.|P\.C\.|LLLP|Inc\.?|Corp\.?|Corporation|Company|LLP|Ltd\.?|Holdings|Trust)$/i;
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
  // a letter's parties speak of themselves: "We, Ann Lee and Bo Lee (the "Sellers")"
  'we',
  'you',
  'i',
  'us',
  ...ALL_ROLE_WORDS,
  ...[...ALL_ROLE_WORDS].map((word) => `${word}s`),
]);

export const roleAlternatives = (role: PartyRole) =>
  ROLE_WORDS[role]
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}|${word}`)
    .map((word) => `(?:${word})(?:s|S|\\(s\\)|\\(S\\))?`)
    .join('|');

/** A role's words with a form's "(s)": "Seller(s)", "SELLER(S)", "seller(s)". */
export const roleWithPlural = (role: PartyRole) =>
  ROLE_WORDS[role]
    .map(
      (word) =>
        `(?:${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}|${word})\\([sS]\\)`,
    )
    .join('|');

/** A role's words in capitals only, as a form prints its labels ("SELLER(S)", "BUYERS"). */
export const roleCapitals = (role: PartyRole) =>
  ROLE_WORDS[role].map((word) => `${word.toUpperCase()}(?:S|\\(S\\))?`).join('|');

function cleanPart(part: string): string {
  const trimmed = part.trim().replace(/[,;]$/, '');
  // A full stop ends the sentence, unless it ends an abbreviation ("Inc.", "Jr.", an initial).
  const words = (
    /\b(?:Inc|Jr|Sr|Co|Corp|Ltd|Esq)\.$/i.test(trimmed) || /\b[A-Z]\.$/.test(trimmed)
      ? trimmed
      : trimmed.replace(/\.$/, '')
  ).split(' ');
  while (words.length > 0 && NOT_NAME.has(words[0]!.toLowerCase().replace(/[.,]$/, '')))
    words.shift();
  // "THIS IS AN OFFER FROM Noah Kim": words in capitals before a name in ordinary case are the
  // form's heading, not the name.
  if (words.some((word) => /[a-z]/.test(word) && !PARTICLE_CAPITALS.test(word)))
    while (words.length > 1 && /^[A-Z]{2,}[,.]?$/.test(words[0]!) && !SUFFIX.test(words[0]!))
      words.shift();
  return words.join(' ');
}

/** "of Warwick", "residing at 4 Elm St": where a party lives, written after the name. */
const RESIDENCE = /^(?:of|residing (?:at|in)|resident of|domiciled (?:at|in)) /i;
const STATE_NAMES = new Set(Object.values(US_STATES).map((name) => name.toLowerCase()));

/**
 * A sum's row in a list of people ("Total Monthly Rent ..... $2,100", "Balance Due"): a total or
 * an amount, not one more person.
 */
const SUM_ROW = /^(?:sub-?|grand )?totals?\b|\b(?:rent|amount|balance|due|sum)$/i;

/** A name of one word in capitals of up to four letters is a set of initials ("RES", "LBF"). */
const INITIALS = /^[A-Z]{2,4}$/;

/** Kept in capitals when a name written in capitals is given its ordinary case. */
const ACRONYM = /^(?:LLC|L\.L\.C\.|LLP|LP|L\.P\.|PLLC|PC|P\.C\.|II|III|IV|USA|[A-Z]\.?)[,.]?$/;

/**
 * A surname in capitals whose prefix keeps its small letters, as such names are written in a form
 * that puts names in capitals ("DeLUCA", "McDONALD", "MacLEOD", "LaROSE"): still capitals.
 */
const PARTICLE_CAPITALS = /^(Mc|Mac|De|Di|Da|Du|La|Le|Van|Von)([A-Z][A-Z'’-]{1,25}[,.]?)$/;

const ordinaryCase = (word: string) =>
  word
    .toLowerCase()
    .replace(
      /(^|['’-])([a-z])/g,
      (_all, mark: string, letter: string) => mark + letter.toUpperCase(),
    );

/**
 * "JOHN A. O'NEIL-SMITH" → "John A. O'Neil-Smith", "MARIA T. DeLUCA" → "Maria T. DeLuca"; a name
 * with a word in ordinary case stays as written.
 */
function fromCapitals(name: string): string {
  const words = name.split(' ');
  if (words.some((word) => /[a-z]/.test(word) && !PARTICLE_CAPITALS.test(word))) return name;
  if (!/[A-Z]{2}/.test(name)) return name;
  return words
    .map((word) => {
      if (ACRONYM.test(word)) return word;
      const particle = PARTICLE_CAPITALS.exec(word);
      return particle ? particle[1]! + ordinaryCase(particle[2]!) : ordinaryCase(word);
    })
    .join(' ');
}

/**
 * Two full names with nothing between them, as a signature row's cells lose their gap ("Ada C.
 * Okafor Martin L. Okafor"): a middle initial inside the run shows where the second name starts.
 */
const TWO_NAMES =
  /^([A-Z][a-z'’-]{1,20} (?:[A-Z]\. )?[A-Z][A-Za-z'’-]{1,25}) ([A-Z][a-z'’-]{1,20} [A-Z]\. [A-Z][A-Za-z'’-]{1,25})$/;
const twoNamesInOne = (piece: string): string[] => {
  const match = TWO_NAMES.exec(piece.trim());
  return match ? [match[1]!, match[2]!] : [piece];
};

/**
 * "Robert and Susan Chen" → Robert Chen, Susan Chen; "A, B" → A, B; "Harold Whitman, Trustee"
 * stays one; "Smith & Sons LLC" stays one company.
 */
export function splitNames(text: string): string[] {
  const raw = text
    .replace(/,? and (?:his|her) (?:wife|husband|spouse),? /g, ' and ')
    // two companies side by side in a signature row: "ACME, LLC BETA HOLDINGS, LLC"
    .replace(/\b((?:P?LLC|LLP|Inc\.|Corp\.|Ltd\.)) (?=[A-Z][A-Za-z]{1,30} )/g, '$1; ');
  const company = COMPANY.test(raw.trim().replace(/[,.]$/, ''));
  const pieces = raw.split(company ? /, ?(?:and |& )?|; ?/ : /, ?(?:and |& )?| (?:and|&) |; ?/);
  const parts: string[] = [];
  for (const piece of pieces.flatMap(twoNamesInOne)) {
    const part = cleanPart(piece);
    if (!part) continue;
    if (SUFFIX.test(part) && parts.length > 0) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  const isState = (part: string | undefined) =>
    part !== undefined && STATE_NAMES.has(part.toLowerCase());
  const names = parts
    // "RES / VSM": initials written for a page are not a name; nor is where a party lives
    // ("Ann Lee, of Newport, Rhode Island": the town before a state's name too)
    .filter(
      (part, index) =>
        !isState(parts[index + 1]) &&
        part.length > 1 &&
        !NOT_NAME.has(part.toLowerCase()) &&
        !INITIALS.test(part) &&
        !RESIDENCE.test(part) &&
        !isState(part) &&
        !isFieldLabel(part) &&
        !(SUM_ROW.test(part) && !COMPANY.test(part)),
    )
    .map(fromCapitals);
  const last = names.at(-1);
  const lastWords = last?.split(' ') ?? [];
  if (last && lastWords.length >= 2 && !COMPANY.test(last)) {
    const surname = lastWords.at(-1)!.replace(/,.*$/, '');
    for (let index = 0; index < names.length - 1; index += 1)
      if (!names[index]!.includes(' ')) names[index] = `${names[index]} ${surname}`;
  }
  return names;
}

/** The heads of a form's fields that a party's names can run into: "Property Address", "Closing Date". */
const FIELD_HEADS = new Set([
  'address',
  'date',
  'dated',
  'phone',
  'telephone',
  'fax',
  'email',
  'e-mail',
  'signature',
  'initials',
  'title',
  'name',
  'license',
  'street',
]);

/**
 * A field's label where a name was looked for ("Property Address", "Mailing Address", "Closing
 * Date", "Home Phone"): an everyday word before a field's head, which no person is called. A
 * name run into a label ("Olivia Grant Date") keeps more words and is trimmed by
 * `withoutStrayWords` instead.
 */
export function isFieldLabel(part: string): boolean {
  const words = part
    .toLowerCase()
    .replace(/[.,;:]/g, '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0 || words.length > 2 || !FIELD_HEADS.has(words.at(-1)!)) return false;
  return words.length === 1 || isEnglishWord(words[0]!);
}

export interface FoundParties {
  value: string[];
  source: SourceSpan;
}

/** Form words a name on a form's line runs into: "Olivia Grant Date:", "Priya Raman Signature". */
const FORM_WORDS = new Set([
  ...FIELD_HEADS,
  'tel',
  'cell',
  'mobile',
  'signed',
  'sign',
  'by',
  'its',
  'print',
  'lic',
  'dre',
  'mailing',
  // a name does not end with a word that opens the next sentence ("… Ortega-Reyes Each Tenant")
  'each',
  'all',
  'any',
  'both',
  'every',
  'this',
  'the',
  ...ALL_ROLE_WORDS,
]);

/**
 * Drops the words that end a name's run but are not part of it: form words, and the label the
 * next field starts with (a capitalised word right before a colon).
 */
export function withoutStrayWords(raw: string, nextChar: string | undefined): string {
  const words = raw.trimEnd().split(' ');
  if (nextChar === ':' && words.length > 1) words.pop();
  while (
    words.length > 1 &&
    FORM_WORDS.has(
      words
        .at(-1)!
        .toLowerCase()
        .replace(/[.,;]$/, ''),
    )
  )
    words.pop();
  return words.join(' ');
}
