/** The people on each side of a contract: buyers and sellers, landlords and tenants. */
import { definedBlock, definedRole, namesBelow, signatureBlock } from './party-blocks';
import { letterParties, plainParties } from './plain-parties';
import {
  ANOTHER_ROLE,
  DESCRIPTION,
  NAMES,
  roleAlternatives,
  roleCapitals,
  roleWithPlural,
  splitNames,
  withoutStrayWords,
  type FoundParties,
  type PartyRole,
} from './party-names';
import { spanOf } from './text-spans';

export { splitNames, type FoundParties, type PartyRole } from './party-names';

/**
 * Names for a role from "Buyer: …", a table row "| Buyer | … |", `… ("Buyer")`, `…, as Buyer` or
 * "…, Tenant": the first form found, all the names it lists.
 */
export function extractParties(text: string, role: PartyRole): FoundParties | null {
  const words = roleAlternatives(role);
  // "Buyer:", `"Buyer":`, "Buyer 2:", "Co-Buyer:" (the hyphen is not a letter), "Buyer's name:";
  // not "Attorney for Seller:", which names someone else, nor a role in running text after a
  // lowercase word ("… we must tell the Buyer: RADON GAS is …"). A role in capitals after "to" or
  // "from" is a form's label with its linking word: "… from BUYER(S): … to SELLER(S): …"; so is
  // one with the form's "(s)" in any case ("made by Buyer(s): … to Seller(s): …").
  const labelled = new RegExp(
    String.raw`(?<![A-Za-z'’])(?:(?<!\b(?:for|of|to|from|by|with|Attorney|Agent|Broker) )(?<!\b[a-z]{1,15} )(?:${words})|(?<=\b(?:to|from) )(?:${roleCapitals(role)}|${roleWithPlural(role)}))["”]?(?: ?(?:\d|#\d|No\. ?\d))? ?(?:[:|\t]|name ?:) ?(?:\| ?)?(?:_{2,80} ?)?(${NAMES})`,
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
  // "Harold Pike and his wife, June Pike, who own the property and are called the Sellers in this
  // agreement", "Ana Ruiz and Leo Ruiz, who will be referred to as the Buyers". The gap never holds
  // another party's "called", so a later role cannot take the names the first one was given.
  const whoCalled = new RegExp(
    String.raw`(${NAMES}),? (?:who|whom) (?:(?:(?!called|referred|known as|named)[^.\n]){0,120}? )?(?:are|is|will be|shall be|we) (?:called|referred to as|known as|named|call) (?:as )?(?:the )?["“”']?(?:${words})s?\b`,
    'g',
  );
  // "The sellers, Wendell Ames and Ida Ames, and the buyers, …": the role, then its names apart
  const appositive = new RegExp(
    String.raw`(?:^|\n|[.;:] )(?:The|the) (?:${words})s?, (${NAMES}),`,
    'g',
  );
  for (const pattern of [
    labelled,
    defined,
    hereinafter,
    whoCalled,
    asRole,
    roleFirst,
    appositive,
  ]) {
    const namesLast = pattern === labelled || pattern === roleFirst || pattern === appositive;
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
      if (pattern === labelled) {
        const listed = withMoreLabelled(text, found, labelled);
        // "Buyers: John Smith" with "Mary Smith" alone on the next line: a plural label's list
        return /^[A-Za-z]+(?:s|\(s\))\b/i.test(match[0]) ? withNamesBelow(text, listed) : listed;
      }
      if (pattern === asRole) {
        // "… within the Inspection Period, Buyer accepts the Property": a clause before the role
        // and a verb after it are a sentence, not "Name, Buyer" on a signature line
        if (
          !/,? as /.test(match[0]) &&
          ROLE_GOES_ON.test(text.slice(match.index + match[0].length))
        )
          continue;
        return withMoreSignatures(text, withSignersBefore(text, match, found, words), asRole);
      }
      if (pattern === defined) return withMoreLines(text, found, defined);
      return found;
    }
  }
  return plainParties(text, role) ?? letterParties(text, role);
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
  const groupStart = match.index + match[0].indexOf(match[1]!);
  // "… ("Landlord"), by its manager Ridgeview Management Co., and JORDAN P. ELLISON … ("Tenant")":
  // the one who acts for the party before is not one of the next party's list
  if (
    !namesLast &&
    names.length > 1 &&
    ACTS_FOR_PARTY_BEFORE.test(text.slice(Math.max(0, groupStart - 60), groupStart))
  )
    names.shift();
  if (names.length === 0) return null;
  const firstWord = names[0]!.split(' ')[0]!;
  // the name as written, whatever its case ("PRAIRIE" read as "Prairie"), within the match
  const offset = match[1]!.toLowerCase().indexOf(firstWord.toLowerCase());
  const nameStart = offset >= 0 ? groupStart + offset : groupStart;
  const start = namesLast ? match.index : nameStart;
  const end = namesLast ? groupStart + raw.length : match.index + match[0].length;
  return { value: names, source: spanOf(text, start, end) };
}

/** "…, by its manager", "by their agent", "by its general partner": who signs for a party. */
const ACTS_FOR_PARTY_BEFORE =
  /\bby (?:its|their|his|her) (?:[a-z-]{2,20} ){0,2}?(?:manager|member|agent|partner|attorney(?:-in-fact)?|officer|president|trustee)s? ?$/i;

/** A role word that goes on into its sentence: " accepts", " shall", not " date:" nor " (Date)". */
const ROLE_GOES_ON = /^ (?!(?:date|dated|signature|initials?)\b)[a-z]{2,}/;

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
    // (a note's label after the signer, "… Buyer cc: …", is no sentence)
    if (/^s?,? ?[a-z](?![a-z]{0,10}:)/.test(after)) continue;
    const found = namesOf(text, match, false);
    for (const name of found?.value ?? []) if (!names.includes(name)) names.push(name);
  }
  return { value: names, source: first.source };
}

/**
 * A signature row with two signers side by side, "Ann Lee, Buyer      Tom Lee, Buyer": the names
 * before the last one, each followed by the same role, sign too.
 */
function withSignersBefore(
  text: string,
  match: RegExpExecArray,
  found: FoundParties,
  words: string,
): FoundParties {
  const cells = match[1]!.split(new RegExp(String.raw`, (?:the )?(?:${words})s? (?=[A-Z])`));
  if (cells.length < 2) return found;
  const names: string[] = [];
  for (const cell of cells.slice(0, -1)) {
    const piece = cell.split(ANOTHER_ROLE).at(-1)!.trim();
    for (const name of splitNames(withoutStrayWords(piece, undefined)))
      if (!names.includes(name) && !found.value.includes(name)) names.push(name);
  }
  if (names.length === 0) return found;
  return { value: [...names, ...found.value], source: spanOf(text, match.index, found.source.end) };
}

/**
 * "Eleanor Pruitt (Seller) …" on one line and "James Pruitt (Seller) …" on the next: one list, as
 * long as each line names the role again.
 */
function withMoreLines(text: string, first: FoundParties, defined: RegExp): FoundParties {
  const names = [...first.value];
  let end = first.source.end;
  const more = new RegExp(defined.source, 'g');
  for (let count = 0; count < MAX_SIGNATURES; count += 1) {
    more.lastIndex = end;
    const match = more.exec(text);
    // the next line (or the one after a blank line), not further on
    const between = match ? text.slice(end, match.index) : '';
    if (!match || !/^[^\n]{0,120}\n\n?$/.test(between)) break;
    const found = namesOf(text, match, false);
    if (!found) break;
    for (const name of found.value) if (!names.includes(name)) names.push(name);
    end = match.index + match[0].length;
  }
  return { value: names, source: spanOf(text, first.source.start, end) };
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

/**
 * The names alone on the lines right after a plural label's line, each of at least two words (a
 * single capitalised word there is more likely a heading than a person).
 */
function withNamesBelow(text: string, found: FoundParties): FoundParties {
  const lineEnd = text.indexOf('\n', found.source.end);
  const below = lineEnd < 0 ? null : namesBelow(text, lineEnd + 1, false);
  if (!below || below.names.some((name) => !name.includes(' '))) return found;
  const names = [...found.value, ...below.names.filter((name) => !found.value.includes(name))];
  return { value: names, source: spanOf(text, found.source.start, below.end) };
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
