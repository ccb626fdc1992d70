import {
  FAIR_HOUSING_SOURCE,
  ruleIdForClass,
  suggestionFor,
  type FairHousingFinding,
  type FairHousingSeverity,
} from '../findings';
import type { FairHousingClass } from '../lexicon';
import type { Token } from '../tokenize';
import type { Unit } from '../units';
import { NEGATIONS } from '../frame-words';
import { spansHouseholds } from '../household-range';
import { exemptsAnimal, offersAccommodation } from './exemptions';
import { addressesPayers, homeFailsLoan, offersSigner } from './income-exemptions';
import { clauseFeatures, clauses, type Features } from './features';
import defaultModel from './model.json';
import { verdictOf, type GuardModel } from './model';

const MODEL = defaultModel as unknown as GuardModel;

/** A model finding is high severity when the model is this sure, else medium (worth a look). */
const SURE = 0.85;

interface Span {
  tokens: Token[];
  units: Unit[];
  text: string;
}

/** One clause of a text, its units and the features the model reads there (features.ts). */
export interface ClauseReading {
  from: number;
  to: number;
  here: Unit[];
  features: Features;
}

/** Every clause of the tokens with its units and features, in order. Linear in the text. */
export function* clauseReadings(tokens: Token[], units: Unit[]): Generator<ClauseReading> {
  let unit = 0;
  for (const [from, to] of clauses(tokens)) {
    while (unit < units.length && units[unit]!.to <= from) unit += 1;
    let last = unit;
    while (last < units.length && units[last]!.from < to) last += 1;
    const here = units.slice(unit, last);
    yield { from, to, here, features: clauseFeatures(tokens, from, to, here) };
  }
}

/** The finding the model makes over a span, with the class's usual rule id and suggestion. */
export function modelFinding(
  cls: FairHousingClass,
  severity: FairHousingSeverity,
  { tokens, text }: Pick<Span, 'tokens' | 'text'>,
  from: number,
  to: number,
): FairHousingFinding {
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  return {
    ruleId: ruleIdForClass(cls),
    protectedClass: cls,
    kind: 'exclusion',
    severity,
    start,
    end,
    text: text.slice(start, end),
    rewrite: '',
    suggestion: suggestionFor(cls),
    source: FAIR_HOUSING_SOURCE,
  };
}

/**
 * Findings the model makes in the clauses where the rules made none: the clause is the matched
 * text, and the finding carries the class's usual rule id, suggestion and source. Linear: each
 * clause is read once, its features bounded by its length (features.ts).
 */
export function learnedFindings(
  span: Span,
  ruleFindings: FairHousingFinding[],
  model: GuardModel | null = MODEL,
): FairHousingFinding[] {
  if (!model) return [];
  const { tokens, units } = span;
  const found: FairHousingFinding[] = [];
  let rule = 0;
  const sorted = [...ruleFindings].sort((a, b) => a.start - b.start);
  for (const { from, to, here, features } of clauseReadings(tokens, units)) {
    const start = tokens[from]!.start;
    const end = tokens[to - 1]!.end;
    while (rule < sorted.length && sorted[rule]!.end <= start) rule += 1;
    if (rule < sorted.length && sorted[rule]!.start < end) continue;
    const verdict = verdictOf(model, features);
    if (!verdict) continue;
    // an assistance animal let off a pet rule is equal treatment (exemptions.ts)
    if (verdict.cls === 'disability' && exemptsAnimal(tokens, here, from, to)) continue;
    // an accommodation offered is what the Act asks for (exemptions.ts, decision 0550)
    if (verdict.cls === 'disability' && offersAccommodation(tokens, from, to)) continue;
    // households of every stage wished for describe the home (household-range.ts)
    if (verdict.cls === 'familial-status' && everyHousehold(tokens, here, from, to)) continue;
    // a note addressed to a payer's people, a cosigner offered, a loan the home cannot get
    // name no one's income as a limit (income-exemptions.ts, decision 0780)
    if (verdict.cls === 'source-of-income' && incomeExempt(span, here, from, to)) continue;
    const severity = verdict.probability >= SURE ? 'high' : 'medium';
    found.push(modelFinding(verdict.cls, severity, span, from, to));
  }
  return found;
}

function incomeExempt(span: Span, here: Unit[], from: number, to: number): boolean {
  const { tokens, text } = span;
  return (
    addressesPayers(tokens, text, here, from, to) ||
    offersSigner(tokens, here, from, to) ||
    homeFailsLoan(tokens, from, to)
  );
}

/** Words that keep a list of households a limit: "not for retirees or families", "only couples". */
const LIMITING = new Set([...NEGATIONS, 'no', 'without', 'only', 'except', 'but']);

/** A clause that wishes for households of every stage and limits none (household-range.ts). */
function everyHousehold(tokens: Token[], here: Unit[], from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (LIMITING.has(tokens[at]!.lemma)) return false;
  return here.some((_, index) => spansHouseholds(here, index));
}
