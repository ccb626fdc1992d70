/**
 * Whether an address is a party's own (or an office's) rather than the property's: forms list
 * each party with where they live ("LANDLORD: Ann Lee" and her address on the next line, "Current
 * address: …" under the buyers), an escrow or title company with its office, and letters open
 * with their writers' names and address, often before the property is named.
 */
import { ROLE_WORDS } from './party-names';

const ROLE = new RegExp(
  String.raw`\b(?:${Object.values(ROLE_WORDS).flat().join('|')}|builder|developer|landlord)s?\b`,
  'i',
);
/** An address label that is a person's, not the property's: "Current address", "Mailing address". */
const PERSONAL_ADDRESS =
  /\b(?:current|mailing|home|present|forwarding|permanent|notice)\b[^:\n]{0,20}\baddress|\baddress (?:for|of) (?:notices?|service)\b/i;
/** Words naming the place itself win over a role ("Seller's property address"). */
const PLACE = /\b(?:property|premises|rental unit|dwelling unit|real estate)\b/i;
/** "Label:" or "Label ......" opening a line; the label is at most 60 characters. */
const LINE_LABEL = /^\s*([^\n:]{1,60}?)\s*(?::|\.{3,})/;
const ZIP_BEFORE = /\b\d{5}(?:-\d{4})?\b/;
/** How many lines above the address, within its block, a label is looked for. */
const MAX_LINES_UP = 4;

/**
 * The label the address is written under: on its own line before it ("SELLER: Ann Lee, of 12 Elm
 * Road"), or, when the address opens its line, the nearest label opening one of the few lines
 * above within its block ("LANDLORD: Ann Lee" over her address). An address inside a sentence
 * ("The house is at …") is under no label. A party's role or a personal address in that label
 * makes the address the party's.
 */
export function isPartyAddress(text: string, index: number): boolean {
  const blockStart = Math.max(text.lastIndexOf('\n\n', index) + 2, index - 600, 0);
  const lines = text.slice(blockStart, index).split('\n');
  const own = lines[lines.length - 1]!;
  const ownLabel = LINE_LABEL.exec(own);
  // a label carries one address: one after another address's ZIP on its line is not the label's
  if (ownLabel) {
    if (ZIP_BEFORE.test(own)) return false;
    // "Escrow Company: Saguaro Title" / "Address: 4400 East Broadway …": a bare "Address" label
    // belongs to whoever the line above names
    const above = lines.length > 1 ? LINE_LABEL.exec(lines[lines.length - 2]!) : null;
    if (BARE_ADDRESS.test(ownLabel[1]!.trim()) && above) return isOthersLabel(above[1]!, own);
    return isPartyLabel(ownLabel[1]!, own);
  }
  if (own.trim() !== '') return livesAt(own);
  // a letter's heading: the names of its sender or addressee, their address on the lines below
  if (lines.length >= 2 && lines.length <= 3 && NAMES_LINE.test(lines[0]!.trim())) return true;
  for (let up = 1; up < Math.min(lines.length, MAX_LINES_UP + 1); up += 1) {
    const label = LINE_LABEL.exec(lines[lines.length - 1 - up]!);
    if (label) return isOthersLabel(label[1]!, lines.slice(lines.length - 1 - up).join(' '));
  }
  return false;
}

/** An address label naming no one: "Address", "Street address", "Office address". */
const BARE_ADDRESS = /^(?:street |office |business |physical )?address$/i;
/** Those who take part without being the property: escrow, title, brokers, lenders, lawyers. */
const OFFICE =
  /\b(?:escrow|title|closing|settlement|broker(?:age)?|agen(?:t|cy)|firm|lender|mortgage|attorneys?|law office|company|office)\b/i;
/**
 * A block opening with a line of people's names and nothing else ("Wren A. Castellano and Julian
 * K. Okada-Baird"): two or more capitalised words (initials too), joined by "and" or "&".
 */
const NAMES_LINE = /^(?:[A-Z][a-z'’-]+|[A-Z]\.)(?: (?:[A-Z][A-Za-z'’-]+|[A-Z]\.|and|&))+$/;

const isOthersLabel = (label: string, leading: string) =>
  isPartyLabel(label, leading) || (!PLACE.test(leading) && OFFICE.test(label));

/**
 * "Ana Ruiz, Landlord, residing at 14 Oak Lane …", "Seller, who lives at 9 Crane Road …": in
 * running prose, a role and then words that say where that party lives or is reached, right
 * before the address, within its sentence. "Tenant rents the apartment at …" names no such thing.
 */
const LIVES_AT = new RegExp(
  String.raw`${ROLE.source},?[^.;\n]{0,60}?\b(?:of|residing at|resides at|(?:who )?lives at|living at|domiciled at|whose (?:mailing |notice )?address is|with (?:an? )?(?:mailing |notice )?address (?:at|of))\s*$`,
  'i',
);

function livesAt(before: string): boolean {
  const sentence = before.slice(before.lastIndexOf('. ') + 1);
  const found = LIVES_AT.exec(sentence);
  return found !== null && !PLACE.test(found[0]);
}

/**
 * A party's label, unless the words leading to the address name the place ("SELLER(S): … sell the
 * immovable property … at the municipal address" is the property's).
 */
const isPartyLabel = (label: string, leading: string) =>
  !PLACE.test(leading) && (ROLE.test(label) || PERSONAL_ADDRESS.test(label));
