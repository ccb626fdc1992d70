/** The people on each side of a contract: buyers and sellers, landlords and tenants. */
import { DATE_PATTERN } from './contract-values';
import { spanOf, type SourceSpan } from './text-spans';

export type PartyRole = 'buyer' | 'seller' | 'landlord' | 'tenant';

const ROLE_WORDS: Record<PartyRole, string[]> = {
  buyer: ['buyer', 'purchaser', 'vendee'],
  seller: ['seller', 'vendor'],
  landlord: ['landlord', 'lessor', 'owner'],
  tenant: ['tenant', 'lessee', 'resident'],
};
const ALL_ROLE_WORDS = new Set(Object.values(ROLE_WORDS).flat());

/** One capitalised word of a name ("O'Neil", "J.", "Smith-Jones"); bounded so matching stays linear. */
const WORD = String.raw`[A-Z][A-Za-z.'’-]{0,30}`;
/**
 * Up to sixteen words joined by spaces, commas, semicolons, "and" or "&" ("… and his wife, …"
 * too), on one line.
 */
const NAMES = String.raw`${WORD}(?:(?: |, ?|; ?| (?:and|&) |, (?:and|&) | (?:of|the|de|del|la|van|von) |,? and (?:his|her) (?:wife|husband|spouse),? )${WORD}){0,15}`;

/** ", husband and wife", ", a California corporation": a short lowercase description after names. */
const DESCRIPTION = String.raw`(?:,(?: [a-z]{1,15}| [A-Z][a-z]{1,15}){1,6}?(?= ?,? ?\())?`;
const ANOTHER_ROLE = new RegExp(
  String.raw`,? (?:and )?(?:the )?(?:${[...new Set(Object.values(ROLE_WORDS).flat())]
    .map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}`)
    .join('|')})s?\b`,
);

const SUFFIX =
  /^(?:Trustees?|LLC|L\.?L\.?C\.?|Inc\.?|Corp\.?|Corporation|Company|Co\.|L\.?P\.?|LLP|Ltd\.?|Jr\.?|Sr\.?|II|III|IV|Esq\.?)$/i;
const COMPANY =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Corporation|Company|LLP|Ltd\.?|Holdings|Trust)$/i;
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
    /\b(?:Inc|Jr|Sr|Co|Corp|Ltd|Esq)\.$/i.test(trimmed) || /\b[A-Z]\.$/.test(trimmed)
      ? trimmed
      : trimmed.replace(/\.$/, '')
  ).split(' ');
  while (words.length > 0 && NOT_NAME.has(words[0]!.toLowerCase().replace(/[.,]$/, '')))
    words.shift();
  // "THIS IS AN OFFER FROM Noah Kim": words in capitals before a name in ordinary case are the
  // form's heading, not the name.
  if (words.some((word) => /[a-z]/.test(word)))
    while (words.length > 1 && /^[A-Z]{2,}[,.]?$/.test(words[0]!) && !SUFFIX.test(words[0]!))
      words.shift();
  return words.join(' ');
}

/** A name of one word in capitals of up to four letters is a set of initials ("RES", "LBF"). */
const INITIALS = /^[A-Z]{2,4}$/;

/** Kept in capitals when a name written in capitals is given its ordinary case. */
const ACRONYM = /^(?:LLC|L\.L\.C\.|LLP|LP|L\.P\.|PLLC|PC|P\.C\.|II|III|IV|USA|[A-Z]\.?)[,.]?$/;

/** "JOHN A. O'NEIL-SMITH" → "John A. O'Neil-Smith"; a name with any lowercase letter stays as written. */
function fromCapitals(name: string): string {
  if (/[a-z]/.test(name) || !/[A-Z]{2}/.test(name)) return name;
  return name
    .split(' ')
    .map((word) =>
      ACRONYM.test(word)
        ? word
        : word
            .toLowerCase()
            .replace(
              /(^|['’-])([a-z])/g,
              (_all, mark: string, letter: string) => mark + letter.toUpperCase(),
            ),
    )
    .join(' ');
}

/**
 * "Robert and Susan Chen" → Robert Chen, Susan Chen; "A, B" → A, B; "Harold Whitman, Trustee"
 * stays one; "Smith & Sons LLC" stays one company.
 */
export function splitNames(text: string): string[] {
  const raw = text.replace(/,? and (?:his|her) (?:wife|husband|spouse),? /g, ' and ');
  const company = COMPANY.test(raw.trim().replace(/[,.]$/, ''));
  const pieces = raw.split(company ? /, ?(?:and |& )?|; ?/ : /, ?(?:and |& )?| (?:and|&) |; ?/);
  const parts: string[] = [];
  for (const piece of pieces) {
    const part = cleanPart(piece);
    if (!part) continue;
    if (SUFFIX.test(part) && parts.length > 0) parts[parts.length - 1] += `, ${part}`;
    else parts.push(part);
  }
  const names = parts
    // "RES / VSM": initials written for a page are not a name
    .filter((part) => part.length > 1 && !NOT_NAME.has(part.toLowerCase()) && !INITIALS.test(part))
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
  // "Buyer:", `"Buyer":`, "Buyer 2:", "Co-Buyer:" (the hyphen is not a letter), "Buyer's name:";
  // not "Attorney for Seller:", which names someone else.
  const labelled = new RegExp(
    String.raw`(?<![A-Za-z'’])(?<!\b(?:for|of|to|from|by|with|Attorney|Agent|Broker) )(?:${words})["”]?(?: ?(?:\d|#\d|No\. ?\d))? ?(?:[:|\t]|name ?:) ?(?:\| ?)?(?:_{2,80} ?)?(${NAMES})`,
    'g',
  );
  const defined = new RegExp(String.raw`(${NAMES})${DESCRIPTION},? ?${definedRole(words)}`, 'g');
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
    if (pattern === hereinafter) {
      // A party's block: names first, then who they are and where they live, then the role.
      const block = definedBlock(text, words);
      if (block) return block;
    }
    if (pattern === asRole) {
      const signed = signatureBlock(text, words);
      if (signed) return signed;
    }
    for (const match of text.matchAll(pattern)) {
      const found = namesOf(text, match, namesLast);
      if (!found) continue;
      if (pattern === labelled) return withMoreLabelled(text, found, labelled);
      if (pattern === asRole) return withMoreSignatures(text, found, asRole);
      return found;
    }
  }
  return null;
}

/**
 * The bracket that names a party's role: `("Buyer")`, `(together, "Landlord")`, `(collectively,
 * the "Seller" or "Vendor")`, `(hereinafter called the "Tenant")`.
 */
const definedRole = (words: string) =>
  String.raw`\( ?(?:hereinafter (?:referred to as |called )?|(?:together|collectively|jointly|individually)(?: and (?:severally|collectively|individually))?,? )?(?:the )?["“”']?(?:${words})["“”']?(?: or (?:the )?["“”'][A-Za-z]{2,20}["“”'])? ?\)`;

/** How far before its role bracket a party's block may start. */
const BLOCK_REACH = 400;
/** At most this many role brackets are looked at. */
const MAX_BLOCKS = 20;

/**
 * `WALTER J. NOWICKI and BARBARA A. NOWICKI, husband and wife, whose address is …, Michigan 49684
 * (collectively, the "Seller" or "Vendor")`: the role bracket ends a block that opens with the
 * names; what follows them (a description, an address) is not a name. The block starts at its
 * line, after a "between" or "and" that joins the parties.
 */
function definedBlock(text: string, words: string): FoundParties | null {
  let tries = 0;
  for (const marker of text.matchAll(new RegExp(definedRole(words), 'g'))) {
    if ((tries += 1) > MAX_BLOCKS) break;
    const found = blockNames(text, marker.index);
    if (found)
      return {
        ...found,
        source: spanOf(text, found.source.start, marker.index + marker[0].length),
      };
  }
  return null;
}

/** Where a party's block may open: a line, "between", or "…), and" after the party before it. */
const BLOCK_OPENING = /(?:^|\n)|\bbetween\s|\)\.?,? and\s/g;
/** How many openings are tried per block. */
const MAX_BLOCK_STARTS = 12;

/**
 * The names a block before `end` opens with, from the opening nearest to it whose words are names
 * ending at a description or at the bracket ("…, husband and wife, residing at …").
 */
function blockNames(text: string, end: number): FoundParties | null {
  const from = Math.max(text.lastIndexOf('\n\n', end) + 2, end - BLOCK_REACH, 0);
  const window = text.slice(from, end);
  const openings = [...window.matchAll(BLOCK_OPENING)]
    .map((match) => from + match.index + match[0].length)
    .slice(-MAX_BLOCK_STARTS)
    .reverse();
  for (const opening of openings) {
    const start = opening + (/^and,? /i.exec(text.slice(opening, opening + 5))?.[0].length ?? 0);
    const run = new RegExp(`^(?:${NAMES})`).exec(text.slice(start, end));
    // The names must end at a description (", husband and wife", ", an Oregon company") or at the
    // bracket; a sentence that merely mentions the role is not a block.
    const after = run ? text.slice(start + run[0].length, end) : '';
    // …and the block must not run over another party's role ("Kevin Marsh, as Buyers, and …").
    const names =
      run && /^(?:,|\s*$)/.test(after) && !ANOTHER_ROLE.test(after)
        ? splitNames(withoutStrayWords(run[0], undefined))
        : [];
    if (names.length > 0) return { value: names, source: spanOf(text, start, end) };
  }
  return null;
}

/** A line that only holds a place to sign: underscores, "By:", a date. */
const SIGNING_LINE = new RegExp(
  String.raw`^(?:By:? ?)?_{3,80}(?: ?Dated?:? ?(?:${DATE_PATTERN}|_{0,30}))?$`,
  'i',
);
/** The same place to sign with the printed name after it, as a layout may join them. */
const SIGNING_THEN_NAME = new RegExp(
  String.raw`^(?:By:? ?)?_{3,80} ?(?:Dated?:? ?(?:${DATE_PATTERN}) ?)?(?=[A-Z])`,
  'i',
);
/** A printed name under it, perhaps with a note: "Joyce L. Pruitt (signing to release …)". */
const PRINTED_NAME = new RegExp(String.raw`^(${NAMES})(?: ?\([^)\n]{0,80}\)| ?,[^\n]{0,60})?$`);
/** How many lines after a bare role label its signature block may run. */
const MAX_BLOCK_LINES = 24;

/**
 * "SELLERS:" alone on its line, then a line to sign on and the signer's printed name under it,
 * once per signer: every printed name up to the next label or ordinary text.
 */
function signatureBlock(text: string, words: string): FoundParties | null {
  const label = new RegExp(String.raw`(?:^|\n)(?:${words}) ?:[ \t]*(?=\n)`, 'g');
  let tries = 0;
  for (const match of text.matchAll(label)) {
    if ((tries += 1) > MAX_BLOCKS) break;
    const names: string[] = [];
    let position = match.index + match[0].length + 1;
    let end = position;
    for (let count = 0; count < MAX_BLOCK_LINES && position < text.length; count += 1) {
      const lineEnd = text.indexOf('\n', position);
      const whole = text.slice(position, lineEnd < 0 ? undefined : lineEnd).trim();
      position = lineEnd < 0 ? text.length : lineEnd + 1;
      if (whole === '' || SIGNING_LINE.test(whole)) continue;
      const line = whole.slice(SIGNING_THEN_NAME.exec(whole)?.[0].length ?? 0);
      const printed = PRINTED_NAME.exec(line);
      if (!printed || /:/.test(line)) break;
      const found = splitNames(withoutStrayWords(printed[1]!, undefined));
      if (found.length === 0) break;
      for (const name of found) if (!names.includes(name)) names.push(name);
      end = position - 1;
    }
    if (names.length > 0) return { value: names, source: spanOf(text, match.index, end) };
  }
  return null;
}

function namesOf(text: string, match: RegExpExecArray, namesLast: boolean): FoundParties | null {
  // A list of names ends where another party's role begins ("… and Seller Joseph Ruiz").
  // Names before their role take the piece nearest it ("A, Seller B, Purchaser": B purchases).
  const sentence = namesLast ? toSentenceEnd(match[1]!) : fromSentenceStart(match[1]!);
  const pieces = sentence.split(ANOTHER_ROLE);
  // A run cut at another role already ends at its name: "Ana Ruiz. Buyer: …" keeps "Ruiz".
  const raw = withoutStrayWords(
    (namesLast ? pieces[0] : pieces.at(-1))!.trim(),
    pieces.length > 1 || sentence.length < match[1]!.length
      ? undefined
      : text[match.index + match[0].length],
  );
  const names = splitNames(raw);
  if (names.length === 0) return null;
  const groupStart = match.index + match[0].indexOf(match[1]!);
  const firstWord = names[0]!.split(' ')[0]!;
  const nameStart = text.indexOf(firstWord, groupStart);
  const start = namesLast ? match.index : nameStart >= 0 ? nameStart : groupStart;
  const end = namesLast ? groupStart + raw.length : match.index + match[0].length;
  return { value: names, source: spanOf(text, start, end) };
}

/** At most this many signature lines ("Name, Seller") are read after the first. */
const MAX_SIGNATURES = 8;

/**
 * "Margaret Lowe, Seller" on one signature line and "Ivan Lowe, Seller" on another: one list. A
 * line whose role word goes on into a sentence ("Closing, Buyer shall …") is not a signature.
 */
function withMoreSignatures(text: string, first: FoundParties, asRole: RegExp): FoundParties {
  const names = [...first.value];
  const more = new RegExp(asRole.source, 'g');
  more.lastIndex = first.source.end;
  for (let count = 0; count < MAX_SIGNATURES; count += 1) {
    const match = more.exec(text);
    if (!match) break;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
    if (/^s?,? ?[a-z]/.test(after)) continue;
    const found = namesOf(text, match, false);
    for (const name of found?.value ?? []) if (!names.includes(name)) names.push(name);
  }
  return { value: names, source: first.source };
}

/** A word and its full stop that are not an abbreviation end the sentence, and the name. */
const SENTENCE_END = /\b(?!(?:Jr|Sr|Inc|Co|Corp|Ltd|Esq|Mr|Mrs|Ms|Dr|St|Bros)\.)[A-Za-z'’-]{2,}\. /;

/** "Elif Sahin. Closing as agreed": the run of capitalised words stops at "Sahin.". */
function toSentenceEnd(run: string): string {
  const end = SENTENCE_END.exec(run);
  return end ? run.slice(0, end.index + end[0].length - 1) : run;
}

/** "Seller Concession. At Closing, Seller": names before their role start after the last full stop. */
function fromSentenceStart(run: string): string {
  let start = 0;
  for (let end = SENTENCE_END.exec(run); end; end = SENTENCE_END.exec(run.slice(start))) {
    start += end.index + end[0].length;
    if (start >= run.length) break;
  }
  return run.slice(start);
}

/** How far after one "Buyer:" line the next ("Buyer 2:", "Co-Buyer:") may start. */
const NEXT_LABEL_WITHIN = 200;

/** "Buyer 1: A" then "Buyer 2: B" or "Co-Buyer: B" on the following lines: one list. */
function withMoreLabelled(text: string, first: FoundParties, labelled: RegExp): FoundParties {
  const names = [...first.value];
  let end = first.source.end;
  const next = new RegExp(labelled.source, 'y');
  for (let more = 0; more < 8; more += 1) {
    const lineEnd = text.indexOf('\n', end);
    if (lineEnd < 0) break;
    // The next line, after an optional "Co-", "Additional " or "Second " before the role.
    const prefix = /^\n(?:Co-|Additional |Second |Third |Other )?/i.exec(
      text.slice(lineEnd, lineEnd + NEXT_LABEL_WITHIN),
    );
    next.lastIndex = lineEnd + prefix![0].length;
    const match = next.exec(text);
    const found = match ? namesOf(text, match, true) : null;
    if (!found) break;
    for (const name of found.value) if (!names.includes(name)) names.push(name);
    end = found.source.end;
  }
  return { value: names, source: spanOf(text, first.source.start, end) };
}

/** Form words a name on a form's line runs into: "Olivia Grant Date:", "Priya Raman Signature". */
const FORM_WORDS = new Set([
  'date',
  'dated',
  'phone',
  'telephone',
  'tel',
  'cell',
  'mobile',
  'fax',
  'email',
  'e-mail',
  'address',
  'signature',
  'signed',
  'sign',
  'initials',
  'by',
  'its',
  'title',
  'print',
  'name',
  'license',
  'lic',
  'dre',
  'mailing',
  'street',
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
function withoutStrayWords(raw: string, nextChar: string | undefined): string {
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
