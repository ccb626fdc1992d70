/**
 * A contract that takes effect when its acceptance (or a signed copy) is delivered to, or
 * received by, the other party: "Effective Date means the date of receipt of the accepted offer",
 * `"Acceptance" means the time the offer is accepted … and is delivered to … the other Party`,
 * "This Lease shall become effective on the date on which Landlord delivers a signed copy …".
 * Its date is the one written where that delivery is recorded ("Signed acceptance received by
 * Buyer on (date) 03/10/2026", "Signed copy delivered to Tenant on May 4, 2026", "acceptance
 * delivered on 5/3/2026"), which may be a day or more after the last signature.
 */
import type { Extracted } from './contract-fields';
import { DATE_PATTERN, parseDate } from './contract-values';
import { spanOf } from './text-spans';

const HANDED_OVER = String.raw`deliver(?:s|ed|y)?|receipt|received|receives`;
/** The definition: each part bounded and within one sentence. */
const DEFINED_BY_DELIVERY = new RegExp(
  String.raw`\b(?:effective date|execution date|acceptance|binding agreement date)["”]?(?: of this \w{4,12})? (?:means|is|occurs|shall (?:mean|be|occur))\b[^.]{0,160}?\b(?:${HANDED_OVER})\b|\b(?:(?:becomes?|is|shall (?:be|become)|will (?:be|become)) (?:effective|binding)|takes? effect) (?:on|upon|when|once)\b[^.]{0,100}?\b(?:${HANDED_OVER})\b`,
  'i',
);
/**
 * The record of the delivery: something signed or accepted, then "delivered" or "received" (done,
 * not "shall be delivered"), then "on" and a date, all in one sentence. "On or before …" is a
 * deadline and does not match; a blank ("on ________") has no date.
 */
const RECORDED_DELIVERY = new RegExp(
  String.raw`\b(?:accept(?:ed|ance)|signed|executed|countersigned)\b[^.;]{0,60}?(?<!\b(?:be|shall|will|must|to) )\b(?:delivered|received)\b[^.;]{0,80}?\bon:?(?: ?\(date\))?[ \t\n]{0,3}(${DATE_PATTERN})`,
  'gi',
);
const MAX_RECORDS = 50;

/** The latest recorded delivery of the acceptance, when the text defines its date by it. */
export function deliveredAcceptanceDate(text: string): Extracted<string> | null {
  if (!DEFINED_BY_DELIVERY.test(text)) return null;
  let latest: Extracted<string> | null = null;
  let tries = 0;
  for (const match of text.matchAll(RECORDED_DELIVERY)) {
    if ((tries += 1) > MAX_RECORDS) break;
    const date = parseDate(match[1]!);
    if (!date || (latest && latest.value >= date)) continue;
    latest = { value: date, source: spanOf(text, match.index, match.index + match[0].length) };
  }
  return latest;
}
