/** Whether a contingency clause waives its term, and which term a clause's or a waiver's words name. */
// A counter-offer or an amendment takes a condition out: "The inspection contingency of the
// Offer is hereby deleted", "… condition shall be struck".
export const WAIVER_WORDS =
  /not contingent|\b(?:not|never) mak(?:e|es|ing) (?:this|our|the) (?:offer|purchase|sale|contract|agreement) (?:depend|contingent) (?:up)?on\b|\bnot subject to (?:an? |the |any )?(?:buyer'?s? )?(?:financing|loan|mortgage|inspection|appraisal)|(?:does|do|will|shall|is|are) not depend(?:ent)? (?:up)?on\b|\bno (?:financing|loan|mortgage|inspection|appraisal)s? (?:is |are |will be )?(?:needed|required|necessary)\b|\b(?:give|gives|giving|gave) up\b|\bforgo(?:es)?\b|\brelinquish(?:es)?\b|no (?:financing|loan|mortgage|inspection|appraisal) (?:contingency|condition)|(?<!\b(?:or|unless|deemed|be|not|never) )waive[sd]?\b|\bas[- ]is\b(?![^\n]{0,200}subject to)|all[- ]cash|cash (?:purchase|offer|transaction)|\b(?:contingency|contingencies|condition)\b[^.\n]{0,40}?\b(?:is|are|has been|have been|shall be) (?:hereby )?(?:deleted|struck|stricken|eliminated|withdrawn)\b/gi;
/** An empty box opening a line: the option it offers is not chosen. */
const EMPTY_BOX_LINE = /(?:^|\n) ?(?:\[ ?\]|☐)/;
export const EMPTY_BOX = /\[ ?\]|☐/;
/** A sentence that only says what happens if something is not done ("If no notice is … waived"). */
// "…, failing which this contingency is waived", "otherwise it is waived": what follows a default
// "…, or this condition is waived": the same, joined by "or" after a comma
// "After that date this contingency is waived", "thereafter …": the term lapsing at its deadline
const CONDITIONAL =
  /\b(?:if|unless|fails?|failing|failure|should|otherwise|thereafter)\b|, or\b|\bafter (?:that|this|such|the|which) (?:date|time|deadline|period|day)\b|\b(?:upon|on|at) (?:the )?(?:expiration|expiry|end) of\b/i;
const MAX_WAIVERS = 10;
const ANY_BOX = /\[ ?[xX✓]? ?\]|[☐☒☑]/g;

function lastBoxIsEmpty(before: string): boolean {
  let last: string | null = null;
  for (const box of before.matchAll(ANY_BOX)) last = box[0];
  return last !== null && EMPTY_BOX.test(last);
}

/**
 * Whether a clause waives its term: a waiver's words, unless they are an option left unchecked
 * ("NO LOAN CONTINGENCY: [ ] …") or the consequence of a condition ("If no notice is delivered
 * within that period, this inspection contingency shall be considered waived"); or an empty box
 * opening a line.
 */
export function waives(body: string, term: Term | null = null): boolean {
  if (EMPTY_BOX_LINE.test(body)) return true;
  let tries = 0;
  for (const match of body.matchAll(WAIVER_WORDS)) {
    if ((tries += 1) > MAX_WAIVERS) break;
    const sentenceStart = Math.max(
      body.lastIndexOf('. ', match.index) + 1,
      body.lastIndexOf('\n', match.index) + 1,
      match.index - 300,
    );
    // "No appraisal condition." run into the loan's clause waives the appraisal, not the loan: a
    // waiver naming another term (after it too: "not making this offer depend on the appraisal")
    // in a sentence that never names this one
    if (term && !namesTerm(body, sentenceStart, match, term)) continue;
    const around = body.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20);
    if (EMPTY_BOX.test(around)) continue;
    // "[ ] Purchaser declines and waives any inspection": an option runs from its box to the
    // next one, so waiver words after an empty box on their line are an option not chosen
    if (lastBoxIsEmpty(body.slice(body.lastIndexOf('\n', match.index) + 1, match.index))) continue;
    if (CONDITIONAL.test(body.slice(sentenceStart, match.index))) continue;
    return true;
  }
  return false;
}

function namesTerm(body: string, sentenceStart: number, match: RegExpExecArray, term: Term) {
  const named = termsIn(body.slice(match.index, match.index + match[0].length + 24));
  if (named.length === 0 || named.includes(term)) return true;
  const rest = body.slice(match.index, match.index + 300);
  const end = /\.(?:\s|$)/.exec(rest)?.index ?? rest.length;
  return TERM_WORDS[term].test(body.slice(sentenceStart, match.index + end));
}

export type Term = 'financing' | 'inspection' | 'appraisal';
/** The terms a waiver's words name. */
const termsIn = (words: string): Term[] =>
  (['appraisal', 'financing', 'inspection'] as const).filter((term) =>
    TERM_WORDS[term].test(words),
  );
const TERM_WORDS: Record<Term, RegExp> = {
  financing: /financ|loan|mortgage/i,
  inspection: /inspect|option|diligence|investigation/i,
  appraisal: /apprais/i,
};
/** The term a label or a waiver names, if any. */
export const termOf = (words: string): Term | null => termsIn(words)[0] ?? null;
