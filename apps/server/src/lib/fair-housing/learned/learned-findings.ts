import {
  FAIR_HOUSING_SOURCE,
  ruleIdForClass,
  suggestionFor,
  type FairHousingFinding,
} from '../findings';
import type { Token } from '../tokenize';
import type { Unit } from '../units';
import { exemptsAnimal } from './exemptions';
import { clauseFeatures, clauses } from './features';
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

/**
 * Findings the model makes in the clauses where the rules made none: the clause is the matched
 * text, and the finding carries the class's usual rule id, suggestion and source. Linear: each
 * clause is read once, its features bounded by its length (features.ts).
 */
export function learnedFindings(
  { tokens, units, text }: Span,
  ruleFindings: FairHousingFinding[],
  model: GuardModel | null = MODEL,
): FairHousingFinding[] {
  if (!model) return [];
  const found: FairHousingFinding[] = [];
  let rule = 0;
  let unit = 0;
  const sorted = [...ruleFindings].sort((a, b) => a.start - b.start);
  for (const [from, to] of clauses(tokens)) {
    const start = tokens[from]!.start;
    const end = tokens[to - 1]!.end;
    while (rule < sorted.length && sorted[rule]!.end <= start) rule += 1;
    while (unit < units.length && units[unit]!.to <= from) unit += 1;
    if (rule < sorted.length && sorted[rule]!.start < end) continue;
    let last = unit;
    while (last < units.length && units[last]!.from < to) last += 1;
    const here = units.slice(unit, last);
    const verdict = verdictOf(model, clauseFeatures(tokens, from, to, here));
    if (!verdict) continue;
    // an assistance animal let off a pet rule is equal treatment (exemptions.ts)
    if (verdict.cls === 'disability' && exemptsAnimal(tokens, here, from, to)) continue;
    found.push({
      ruleId: ruleIdForClass(verdict.cls),
      protectedClass: verdict.cls,
      kind: 'exclusion',
      severity: verdict.probability >= SURE ? 'high' : 'medium',
      start,
      end,
      text: text.slice(start, end),
      rewrite: '',
      suggestion: suggestionFor(verdict.cls),
      source: FAIR_HOUSING_SOURCE,
    });
  }
  return found;
}
