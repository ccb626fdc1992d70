import { termOf, type UnitMatch } from './patterns';
import type { Unit } from './units';

/**
 * A question put to the reader about a class, answered by turning the reader away in the next
 * sentence: "Expecting a baby? This one isn't for you.", "Use a wheelchair? Look elsewhere.",
 * "On Section 8? Keep looking.", "Vouchers: please don't ask." The class word sits in one sentence and the refusal in the next,
 * so no single frame sees both. A question answered by welcoming ("Have kids? The yard is perfect
 * for you.") is no limit. One pass over the units, so linear. See
 * docs/decisions/0480-fair-housing-guard-batch-6-and-batch-8.md.
 */

/** Turning the reader away: "not for you", "look elsewhere", "keep looking", "pass". */
function refusesReader(units: Unit[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) {
    const lemma = units[at]!.lemma;
    const next = units[at + 1]?.lemma;
    if (lemma === 'not' && next === 'for' && units[at + 2]?.lemma === 'you') return true;
    if (lemma === 'elsewhere') return true;
    if (lemma === 'keep' && next === 'looking') return true;
    if (lemma === 'need' && next === 'not' && units[at + 2]?.lemma === 'apply') return true;
    if ((lemma === 'not' || lemma === 'no') && (next === 'place' || next === 'fit')) return true;
    if (lemma === 'wrong' && (next === 'place' || next === 'fit' || next === 'home')) return true;
    if (lemma === 'not' && dismisses(units, at + 1, to)) return true;
  }
  return false;
}

/** Asking itself turned away: "please don't ask", "don't bother applying", "do not inquire". */
const ASKING = new Set(['ask', 'bother', 'inquire', 'enquire', 'call', 'apply', 'even']);
/** What may follow the asking verb and still be about the reader's asking ("don't bother calling"). */
const ASKING_ENDS = new Set(['asking', 'calling', 'applying', 'inquiring', 'us', 'please', 'ask']);

function dismisses(units: Unit[], verb: number, to: number): boolean {
  if (!ASKING.has(units[verb]?.lemma ?? '')) return false;
  // "don't ask for a discount" asks about something else: only the verb, or one asking word, ends it
  const rest = to - verb - 1;
  return rest === 0 || (rest === 1 && ASKING_ENDS.has(units[verb + 1]!.lemma));
}

/** Where each sentence starts, and whether it ends with a question mark. */
function sentences(units: Unit[], text: string, ends: number[]) {
  const spans: Array<{ from: number; to: number; question: boolean }> = [];
  let start = 0;
  for (let at = 1; at <= units.length; at += 1) {
    if (at < units.length && !units[at]!.breakBefore) continue;
    const end = ends[at - 1]!;
    let next = end;
    while (next < text.length && text[next] === ' ') next += 1;
    // a question, or a heading before a colon ("Vouchers: don't ask"), is what the next answers
    spans.push({ from: start, to: at, question: text[next] === '?' || text[next] === ':' });
    start = at;
  }
  return spans;
}

/**
 * The question-then-refusal matches in a listing. `ends[i]` is the text offset where unit i ends
 * (advertisement.ts reads it from the tokens).
 */
export function questionRefusals(units: Unit[], text: string, ends: number[]): UnitMatch[] {
  const matches: UnitMatch[] = [];
  const spans = sentences(units, text, ends);
  for (let s = 0; s + 1 < spans.length; s += 1) {
    const question = spans[s]!;
    if (!question.question) continue;
    let termAt = -1;
    for (let at = question.from; at < question.to && termAt === -1; at += 1) {
      const entry = termOf(units[at]);
      if (entry && entry.tag !== 'topic') termAt = at;
    }
    const answer = spans[s + 1]!;
    if (termAt === -1 || !refusesReader(units, answer.from, answer.to)) continue;
    matches.push({
      from: question.from,
      to: answer.to,
      termAt,
      kind: 'exclusion',
      limitation: true,
    });
  }
  return matches;
}
