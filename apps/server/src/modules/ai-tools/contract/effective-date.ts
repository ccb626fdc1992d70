/**
 * The date a contract takes effect. Forms state it in many ways: a labelled date ("Effective
 * Date: …", "Date of acceptance: …", "The Binding Agreement Date is: …", "Mutual acceptance
 * occurred on …"), a date defined in passing (`March 3, 2025 (the "Effective Date")`), or only a
 * definition ("the date the last one of Buyer and Seller has signed"), in which case it is the
 * latest date in the signature lines. Offer dates ("dated …", "Date: …" at the top) come last:
 * an offer is not yet a contract.
 */
import type { Extracted } from './contract-fields';
import { extractDate } from './contract-fields';
import { deliveredAcceptanceDate } from './delivery-date';
import { DATE_PATTERN, parseDate } from './contract-values';
import { spanOf } from './text-spans';

/** Documents whose own date is the day they were made; a counter-offer's is the day it was offered. */
const MADE_DOCUMENT = String.raw`(?:agreement|contract|lease|addendum|amendment)`;
const DOCUMENT = String.raw`(?:agreement|contract|lease|addendum|amendment|counter[- ]?offer)`;
/**
 * A short note in brackets after a label: a name for it ("(MEC)", `(the "BAD")`) or what it
 * means ("(date of final signature)").
 */
const ABBREVIATION = String.raw`(?: ?\((?:the )?["“]?(?:[A-Z]{2,5}|[a-z][a-z ]{2,40})["”]?\))?`;
/** What sets a label from its value: a colon, a table's bar or tab, or a form's dot leaders. */
const SEPARATOR = String.raw`(?:[:|\t]|\.{3,} ?)`;
const LABELLED = [
  // "EFFECTIVE DATE (date of delivery of the signed counterpart …): July 8, 2026": an aside
  // in brackets may explain the label before its value
  String.raw`effective date["“”']?(?: of this ${DOCUMENT})?(?: ?\([^()]{1,160}\))? ?(?:\)? ?${SEPARATOR}|\)? ?(?:means|shall be|is)\b)`,
  // "Acceptance of this offer occurred on …", "Acceptance of the Purchase Agreement was …"
  // ("… 12 days after acceptance | September 14, 2026" is a deadline's row, not the acceptance)
  String.raw`(?<!\b(?:after|from|following|before|prior to|until) (?:the )?(?:date of |contract |mutual |final )?)(?:date of |the )?(?:contract |mutual |final )?acceptance(?: date)?(?: of (?:this|the) (?:[a-z]{3,12} )?(?:${DOCUMENT}|offer))? ?(?:${SEPARATOR}|\b(?:is|was|occurred(?: on)?)\b)`,
  // a letter of intent or an offer binds when countersigned: "Date of countersignature: …",
  // "Countersigned on: …", "Date countersigned: …"
  String.raw`(?:date of (?:the |seller's |buyer's )?)?counter-?signature(?: date)? ?(?:${SEPARATOR}|\b(?:is|was)\b)|(?:date )?counter-?signed(?: on)? ?${SEPARATOR}`,
  String.raw`binding agreement date${ABBREVIATION}(?: is)? ?[:|\t]?`,
  String.raw`execution date${ABBREVIATION}(?: of this ${DOCUMENT})?(?: is)? ?${SEPARATOR}`,
  String.raw`(?:date of )?mutual execution(?: of this ${DOCUMENT})?${ABBREVIATION} ?${SEPARATOR}`,
  // (a counter-offer's own date is when it was offered, read with the offer dates below)
  String.raw`(?:addendum|amendment) date ?${SEPARATOR}|date of (?:this |the )?${MADE_DOCUMENT} ?${SEPARATOR}`,
].join('|');

/** The document ties its effective date to the last signature or the acceptance. */
const LAST_SIGNATURE =
  /\blast (?:one )?(?:of (?:the )?(?:buyer|seller|parties|landlord|tenant|us|them)[^.\n]{0,40}?|party |one )?(?:to )?(?:sign|signs|signed|initial)|\bmutual (?:acceptance|execution)\b|\bfinal acceptance\b|\bfully executed\b|\bbinding agreement date\b/i;
/**
 * The document defines the date it takes effect by a signature or an acceptance: `"Acceptance"
 * means the time the offer … is accepted`, `The "Effective Date" … is the date on which it is
 * signed by …`, "shall become effective on the date on which it has been signed by all parties",
 * "The offer is accepted when the Seller signs it".
 * Its date is then the latest signature's. Each part is bounded and stays within a sentence.
 */
const DEFINED_BY_SIGNING =
  /\b(?:effective date|execution date|acceptance|(?:addendum|amendment) date)["”]?(?: of (?:this|the) \w{4,12})? (?:means|is|occurs|shall (?:mean|be|occur))\b[^.]{0,120}?\b(?:signed|signing|signs|accepted|acceptance|executed)\b|\b(?:(?:becomes?|is|shall (?:be|become)|will (?:be|become)) (?:effective|binding)|(?:is|are) accepted|takes? effect) (?:on|upon|when|once)\b[^.]{0,80}?\b(?:signed|signing|signs|executed)\b/i;
/** The words before "Date" that make it another date than a signature's or the document's. */
const OTHER_DATES = String.raw`expiration|closing|possession|effective|deadline|start|end|commencement|termination|offer|birth|move-in|due|payment|completion|acceptance|execution|agreement|listing|settlement|inspection`;
const OTHER_DATE_WORDS = new RegExp(String.raw`\b(?:${OTHER_DATES})\s?$`, 'i');
/** "Date: 04/06/2026", or a form's "Date 04/06/2026" beside a signature with no colon. */
const SIGNATURE_DATE = new RegExp(
  String.raw`\bDate(?:d| signed)?(?: ?: ?| | ?\.{3,} ?)(${DATE_PATTERN})`,
  'gi',
);
/**
 * A signature line that names its signer's role and ends with the date, with no "Date" label:
 * "Marcus Delgado (Buyer) ........ May 12, 2026", "Ana Ruiz, Seller    6/2/2026", "Seller
 * signature: ________ 05/03/2026".
 */
const SIGNED_AS_ROLE = new RegExp(
  String.raw`(?:^|\n)[^\n]{0,80}?\b(?:Buyer|Seller|Purchaser|Vendor|Vendee|Landlord|Tenant|Lessor|Lessee|Owner)s?\)?(?:'s)?(?: (?:signature|signed|sign here))?:?[ .\t_]{1,100}(${DATE_PATTERN})[ \t]*(?=\n|$)`,
  'gi',
);
/**
 * An electronic signature, "/s/ Dallin R. Petersen     08/12/2026   3:30 PM": the date (and a
 * time) written on the signed line, with no label or role.
 */
const SIGNED_MARK = new RegExp(
  String.raw`(?:^|\n)[ \t]{0,20}/s/[^\n]{1,80}?(${DATE_PATTERN})(?:,? ?(?:at )?\d{1,2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?)?[ \t]*(?=\n|$)`,
  'g',
);
/**
 * A signature table's header, "BUYER'S SIGNATURE      DATE": the rows under it end with their
 * signer's date, with no label of their own.
 */
const SIGNATURE_TABLE_HEADER =
  /(?:^|\n)[^\n]{0,60}\bsignatures?\b[^\n]{0,40}\bdates?\b[ \t]*(?=\n)/gi;
const ROW_DATE = new RegExp(String.raw`(${DATE_PATTERN})[ \t]*$`, 'i');
const MAX_TABLE_ROWS = 6;
/**
 * A form's signature line with its date written on it and the captions printed under the rule
 * below: "Emily Chu      04/19/2027  9:40 am", "_____  ______", "Emily Chu      Date / Time".
 */
const CAPTIONED_DATE = new RegExp(
  String.raw`(?:^|\n)[^\n]{0,80}?(${DATE_PATTERN})(?:,? ?(?:at )?\d{1,2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?)?[ \t]*\n(?:[ \t]{0,20}_{3,}[ \t_]{0,80}\n)?[^\n]{0,80}?\bDate\b`,
  'g',
);
const NUMBERED_ITEM = /^\s*(?:\d{1,3}(?:\.\d{1,3})*[.)]?|[a-z][.)]|\(\w{1,4}\))\s*$/i;
const MAX_SIGNATURE_DATES = 200;

/** The latest "Date: …" written beside a signature (not a numbered form item, not "Closing Date:"). */
function lastSignatureDate(text: string): Extracted<string> | null {
  let latest: Extracted<string> | null = null;
  const consider = (written: string, start: number, end: number) => {
    const date = parseDate(written);
    if (!date || (latest && latest.value >= date)) return;
    latest = { value: date, source: spanOf(text, start, end) };
  };
  let tries = 0;
  for (const match of text.matchAll(SIGNATURE_DATE)) {
    if ((tries += 1) > MAX_SIGNATURE_DATES) break;
    const lineStart = Math.max(text.lastIndexOf('\n', match.index) + 1, match.index - 160);
    const before = text.slice(lineStart, match.index);
    if (OTHER_DATE_WORDS.test(before) || NUMBERED_ITEM.test(before)) continue;
    consider(match[1]!, match.index, match.index + match[0].length);
  }
  tries = 0;
  for (const header of text.matchAll(SIGNATURE_TABLE_HEADER)) {
    if ((tries += 1) > MAX_SIGNATURE_DATES) break;
    let lineStart = header.index + header[0].length + 1;
    for (let row = 0; row < MAX_TABLE_ROWS && lineStart < text.length; row += 1) {
      const lineEnd = text.indexOf('\n', lineStart);
      const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
      if (line.trim() === '') break;
      const date = ROW_DATE.exec(line.slice(-40));
      if (date) consider(date[1]!, lineStart, lineStart + line.length);
      lineStart += line.length + 1;
    }
  }
  tries = 0;
  for (const match of text.matchAll(SIGNED_MARK)) {
    if ((tries += 1) > MAX_SIGNATURE_DATES) break;
    consider(match[1]!, match.index + match[0].indexOf('/s/'), match.index + match[0].length);
  }
  tries = 0;
  for (const match of text.matchAll(CAPTIONED_DATE)) {
    if ((tries += 1) > MAX_SIGNATURE_DATES) break;
    const caption = match[0].slice(match[0].lastIndexOf('\n') + 1);
    if (OTHER_DATE_WORDS.test(caption.replace(/\bDate\b[\s\S]*$/, ''))) continue;
    const start = match.index + (match[0].startsWith('\n') ? 1 : 0);
    consider(match[1]!, start, text.indexOf('\n', start));
  }
  tries = 0;
  for (const match of text.matchAll(SIGNED_AS_ROLE)) {
    if ((tries += 1) > MAX_SIGNATURE_DATES) break;
    consider(
      match[1]!,
      match.index + (match[0].startsWith('\n') ? 1 : 0),
      match.index + match[0].length,
    );
  }
  return latest;
}

/**
 * A date an addendum labels as its own ("Binding Agreement Date of this Amendment: …", "Date of
 * Acceptance of this Counter-Offer: …"): it is the addendum's effective date, whatever the
 * contract it amends was dated.
 */
const OWN_DATE = String.raw`(?:(?:effective|binding agreement|acceptance|execution|agreement) date|date of (?:acceptance|execution)) of this (?:addendum|amendment|counter[- ]?offer) ?(?:is)? ?[:|\t]?`;
/**
 * A date the text names as the day it takes effect, with a word for it in brackets after it:
 * `March 3, 2025 (the "Effective Date")`, `… (we will call that the "Agreement Date")`,
 * `… (hereinafter the "Contract Date")`, "this 11th day of May, 2026 (the date of acceptance)". A few words may lead into the name.
 */
const DEFINED_AFTER = new RegExp(
  String.raw`(${DATE_PATTERN}) ?\( ?(?:[a-z]{1,12} ){0,5}?(?:the |herein(?:after)? )?["“”']?(?:(?:effective|addendum|amendment|binding agreement|agreement|contract|acceptance)\s(?:date|day)|date of (?:mutual |final )?(?:acceptance|execution))["“”']? ?\)?`,
  'i',
);

export function extractEffectiveDate(text: string): Extracted<string> | null {
  const own = extractDate(text, OWN_DATE, 40);
  if (own) return own;
  const definedAfter = DEFINED_AFTER.exec(text);
  const labelled = extractDate(text, LABELLED, 60);
  const candidates: Array<Extracted<string>> = [];
  if (labelled) candidates.push(labelled);
  if (definedAfter) {
    const date = parseDate(definedAfter[1]!);
    const end = definedAfter.index + definedAfter[0].length;
    if (date) candidates.push({ value: date, source: spanOf(text, definedAfter.index, end) });
  }
  if (candidates.length > 0) return candidates.sort((a, b) => a.source.start - b.source.start)[0]!;
  // a contract made by delivering its acceptance took effect when the delivery was recorded,
  // never before the last signature
  const delivered = deliveredAcceptanceDate(text);
  if (delivered) {
    const signed = lastSignatureDate(text);
    if (!signed || signed.value <= delivered.value) return delivered;
  }
  if (LAST_SIGNATURE.test(text) || DEFINED_BY_SIGNING.test(text)) {
    const signed = lastSignatureDate(text);
    if (signed) return signed;
  }
  const dated = extractDate(
    text,
    // "Settlement shall be made on …" is a later act, not the making of the contract
    // "On this twelfth day of April, …, [the parties] agree", "BE IT KNOWN, that on this the third
    // (3rd) day of May, …", "… make this agreement on March 30, 2026"
    String.raw`(?<!\b(?:shall|will|to|must|may|should|can) be )\b(?:dated|entered into|made|executed)(?: and entered into)?(?: (?:as of|on|this|effective))?|\b(?:make|makes|sign|signs|enter into|enters into) this (?:agreement|contract|lease) (?:on|as of)\b|\bon this(?: the)?(?= [a-z]+(?:[- ][a-z]+)?(?: \(\d{1,2}(?:st|nd|rd|th)\))? day of)|(?<!\b(?:${OTHER_DATES}) )\bdate(?: of (?:this |the )?counter[- ]?offer)? ?:`,
    40,
  );
  // A bare "Date:" is the first signer's; the contract was made when the last one signed (an
  // offer signed, then accepted days later)
  if (dated && /^date\b/i.test(text.slice(dated.source.start, dated.source.start + 6))) {
    const signed = lastSignatureDate(text);
    if (signed && signed.value > dated.value) return signed;
  }
  return dated;
}
