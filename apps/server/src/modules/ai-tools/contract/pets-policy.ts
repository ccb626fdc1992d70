/** A lease's pets policy: whether pets are allowed, and a pet deposit if one is named. */
import type { Extracted } from './contract-fields';
import { parseMoney } from './contract-values';
import { clauseAt, spanOf } from './text-spans';

/** "Pets: none", "Pets | Not allowed", "Pets ........ NOT permitted": a form's row and its answer. */
const NO_PETS =
  /\bno pets\b|\b(?:pets?|animals?)(?: allowed)? ?(?:[:|]|\.{2,}) ?(?:no\b|none\b|not (?:permitted|allowed)|prohibited)|pets? (?:are|is|shall be) (?:not|prohibited)|not (?:keep|have|permit|allow)[^.\n]{0,40}\b(?:pets?|animals?)|\bpets? (?:are |is )?(?:not permitted|not allowed|prohibited)|\bno (?:live )?(?:[a-z]{2,12},? (?:or |and )?){0,8}(?:other )?(?:pets?|animals?)\b[^.]{0,120}?\b(?:shall|may|will|are to) be (?:kept|allowed|permitted|brought|housed)(?![^.\n]{0,60}\b(?:without|unless)\b)/i;

/**
 * "No animals may be kept without Landlord's consent" keeps them out when the clause permits none:
 * a consent that may be given is not a pet allowed. Where the clause permits one ("one cat is
 * permitted", "Tenant may keep", a pet deposit), the "without consent" sentence is about others.
 */
const NO_PETS_BUT_CONSENT = new RegExp(
  NO_PETS.source.replace(/\(\?!\[\^\.\\n\]\{0,60\}.*\)$/, ''),
  'i',
);
const PERMITS_SOME =
  /\bmay keep\b|\b(?:one|two|\d)\b[^.\n]{0,20}\b(?:cats?|dogs?|pets?)\b[^.\n]{0,30}\b(?:is|are) (?:permitted|allowed)\b|\bpet (?:deposit|fee|rent)\b/i;

const NEXT_OPTION = /^\n\s*(?:\[ ?[xX✓]? ?\]|[☐☒☑])/;
/**
 * "PETS. [ ] No pets are allowed." then "[X] Pets are allowed as follows: … pet deposit of $350":
 * a clause that offers a choice goes on through the options on the lines below it.
 */
function withOptionsBelow(text: string, clause: { start: number; text: string }) {
  let joined = clause;
  for (let more = 0; more < 3; more += 1) {
    const end = joined.start + joined.text.length;
    if (!NEXT_OPTION.test(text.slice(end, end + 12))) break;
    joined = { start: joined.start, text: joined.text + clauseAt(text, end).text };
  }
  return joined;
}

/** Whether pets are allowed, and a pet deposit if one is named. */
/** An unchecked box and its option, up to the next box or the line's end. */
const UNCHECKED_OPTION = /(?:\[ ?\]|☐)[^[☐☒☑\n]*/g;

export function extractPets(
  text: string,
): Extracted<{ allowed: boolean; deposit: number | null }> | null {
  const label = /\bpets?\b|\banimals?\b/i.exec(text);
  if (!label) return null;
  const sentenceStart = Math.max(
    text.lastIndexOf('\n', label.index) + 1,
    text.lastIndexOf('. ', label.index) + 2,
    label.index - 300,
  );
  const clause = withOptionsBelow(text, clauseAt(text, sentenceStart));
  // The heading ("Pets.") is a sentence of its own; the rule is in what follows it.
  const sentence = clause.text.slice(0, 300);
  // "[ ] No pets.  [X] Pets allowed as follows: …": an option left unchecked says nothing
  const chosen = sentence.replace(UNCHECKED_OPTION, (option) => ' '.repeat(option.length));
  const allowed = !(
    NO_PETS.test(chosen) ||
    (NO_PETS_BUT_CONSENT.test(chosen) && !PERMITS_SOME.test(chosen))
  );
  const deposit = allowed
    ? // "Pet Deposit ........ $ 300.00": a form's dot leaders between the label and its amount
      (/pet (?:deposit|fee)(?: ?\.{2,120})?[^$\n]{0,40}(\$ ?\d[\d,]{0,10})/i.exec(clause.text) ??
      /(\$ ?\d[\d,]{0,10}) (?:non-?refundable )?pet (?:deposit|fee)/i.exec(clause.text))
    : null;
  return {
    value: { allowed, deposit: deposit ? parseMoney(deposit[1]!) : null },
    source: spanOf(text, sentenceStart, sentenceStart + sentence.trimEnd().length),
  };
}
