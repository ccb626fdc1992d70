import { FAIR_HOUSING_CLASS_LABELS } from '@nestwise/shared';
import { ORIGIN_NOUNS, type FairHousingClass } from './lexicon';
import type { MatchKind, UnitMatch } from './patterns';
import type { Token } from './tokenize';
import type { Unit } from './units';

export type FairHousingSeverity = 'high' | 'medium' | 'low';

export interface FairHousingFinding {
  /** Stable id: "religion-preference", "familial-status-limitation", "source-of-income", … */
  ruleId: string;
  protectedClass: FairHousingClass;
  kind: MatchKind;
  severity: FairHousingSeverity;
  /** Offsets of the matched words in the text. */
  start: number;
  end: number;
  text: string;
  /** What to write instead of the matched words ('' = remove them). */
  rewrite: string;
  suggestion: string;
  source: string;
}

export { FAIR_HOUSING_CLASS_LABELS };

export const FAIR_HOUSING_SOURCE =
  'Fair Housing Act, 42 U.S.C. § 3604(c); 24 CFR 100.75; HUD advertising guidance (Achtenberg memo, 1995)';

const RULE_PREFIX: Record<FairHousingClass, string> = {
  'race-or-color': 'race',
  religion: 'religion',
  'national-origin': 'national-origin',
  sex: 'sex',
  'familial-status': 'familial-status',
  disability: 'disability',
  'source-of-income': 'source-of-income',
};

const SUGGESTIONS: Record<FairHousingClass, string> = {
  'race-or-color':
    'Describe the home and its amenities, never the race or colour of residents or neighbours.',
  religion:
    'Remove the religious description of the residents or neighbourhood; naming nearby places of worship as landmarks is fine ("two blocks from St. Mary\'s").',
  'national-origin':
    'State no preference by national origin, ancestry or language; describe the property instead.',
  sex: 'Do not say who should live there by sex; describe the home ("one-bedroom, close to transit").',
  'familial-status':
    'Remove limits on children or families. Housing for older persons may say "55+ community" only if it qualifies under the Housing for Older Persons Act (42 U.S.C. § 3607(b)).',
  disability:
    'Do not limit buyers or tenants by disability, and never refuse assistance animals (they are not pets). Describe the property\'s features instead ("second-floor unit, no elevator"); accessibility features may be described.',
  'source-of-income':
    'Remove the restriction; consider all lawful income, including housing vouchers.',
};

const PREFERENCE_SUGGESTION =
  'Say what the home offers ("low-maintenance single-level living") rather than who should buy or rent it.';
const FAMILY_SUGGESTION =
  'Preferring families can read as excluding others; describe features instead ("4 bedrooms, large fenced yard, near parks"). "Family room" as a room name is fine.';
const CODE_WORD_SUGGESTION =
  'Words like "exclusive", "restricted" or "integrated" about a community were historically used to signal who was welcome (HUD advertising word list, former 24 CFR 109.20); describe concrete features such as "gated", "private park" or "cul-de-sac".';
const PAPERS_SUGGESTION =
  'Screen every applicant the same way (identity, income, rental history) and do not ask where they or their family were born: birth certificates, birthplace, ancestry and immigration papers point to national origin.';
const COUNT_SUGGESTION =
  'Limit occupants, not children: state the local occupancy standard instead (e.g. "Maximum occupancy: 4 persons per local code").';

/** The suggestion for a class said in any words (the learned layer's findings). */
export const suggestionFor = (cls: FairHousingClass, source = FAIR_HOUSING_SOURCE) =>
  cls === 'source-of-income' ? `${SUGGESTIONS[cls]} (${source})` : SUGGESTIONS[cls];

/** The rule id a class's limitation carries, whoever found it. */
export function ruleIdForClass(cls: FairHousingClass): string {
  if (cls === 'source-of-income') return 'source-of-income';
  if (cls === 'disability') return 'disability-limitation';
  if (cls === 'familial-status') return 'familial-status-limitation';
  return `${RULE_PREFIX[cls]}-preference`;
}

export function classOf(match: UnitMatch, units: Unit[]): FairHousingClass {
  if (match.kind === 'language') return 'national-origin';
  if (match.kind === 'code-word') return 'race-or-color';
  if (match.cls) return match.cls;
  const entry = match.termAt !== undefined ? units[match.termAt]?.term?.entry : undefined;
  return entry?.cls ?? 'familial-status';
}

function ruleIdOf(match: UnitMatch, cls: FairHousingClass): string {
  if (match.kind === 'code-word') return 'exclusionary-code-words';
  if (match.kind === 'family-preference') return 'familial-status-family-preference';
  if (cls === 'source-of-income') return 'source-of-income';
  if (cls === 'disability') return 'disability-limitation';
  if (cls === 'familial-status') {
    return `familial-status-${match.limitation ? 'limitation' : 'preference'}`;
  }
  return `${RULE_PREFIX[cls]}-preference`;
}

function severityOf(match: UnitMatch, cls: FairHousingClass): FairHousingSeverity {
  if (match.kind === 'code-word' || match.kind === 'family-preference') return 'low';
  if (cls === 'source-of-income') return 'medium';
  if (cls === 'familial-status' && !match.limitation) return 'medium';
  return 'high';
}

interface Span {
  tokens: Token[];
  units: Unit[];
  text: string;
}

const slice = ({ tokens, units, text }: Span, from: number, to: number) =>
  text.slice(tokens[units[from]!.from]!.start, tokens[units[to - 1]!.to - 1]!.end);

function rewriteOf(match: UnitMatch, cls: FairHousingClass, span: Span): string {
  const { units, tokens, text } = span;
  if (match.kind === 'composition' || match.kind === 'code-word') {
    const last = units[match.to - 1]!;
    // "of Irish descent": without the group the words say nothing
    if (ORIGIN_NOUNS.has(last.term?.noun ?? '')) return '';
    // keep the noun: "Christian neighborhood" → "neighborhood"
    const token = tokens[last.to - 1]!;
    return text.slice(token.start, token.end);
  }
  if (match.kind === 'adult-place')
    return `${slice(span, match.from, match.to).split(/\s+/).pop()}`;
  if (cls === 'source-of-income') {
    return 'All lawful sources of income, including housing vouchers, are considered';
  }
  if (cls === 'disability' && units[match.termAt ?? -1]?.term?.entry.tag === 'animal') {
    return 'Assistance animals for people with disabilities are welcome';
  }
  if (match.kind === 'count') return 'Maximum occupancy per local code';
  // "not a good fit for people who …" → "… for anyone" would say the opposite
  const negated = units
    .slice(Math.max(0, match.from - 3), match.from)
    .some((unit) => unit.lemma === 'not' || unit.lemma === 'never');
  const preference = match.kind === 'preference' || match.kind === 'family-preference';
  if (preference && match.termAt && !negated) {
    // "Ideal for a Christian couple" → "Ideal for anyone"
    for (let forAt = match.from + 1; forAt < match.termAt; forAt += 1) {
      // "ideal for …", "best suited to …"
      if (units[forAt]!.lemma === 'for' || units[forAt]!.lemma === 'to') {
        return `${slice(span, match.from, forAt + 1)} anyone`;
      }
    }
  }
  return '';
}

const PAPERS_WORDS = new Set(['birth', 'country', 'place', 'birthplace', 'born', 'us', 'american']);

/** A demand for papers or a birthplace rather than a preference for a group. */
function asksForPapers(match: UnitMatch, units: Unit[]): boolean {
  const entry = match.termAt !== undefined ? units[match.termAt]?.term?.entry : undefined;
  if (!entry || entry.cls !== 'national-origin') return false;
  return entry.tag === 'document' || (entry.tag === 'trait' && PAPERS_WORDS.has(entry.words[0]!));
}

function suggestionOf(
  match: UnitMatch,
  cls: FairHousingClass,
  source: string,
  units: Unit[],
): string {
  if (asksForPapers(match, units)) return PAPERS_SUGGESTION;
  if (match.kind === 'code-word') return CODE_WORD_SUGGESTION;
  if (match.kind === 'family-preference') return FAMILY_SUGGESTION;
  if (match.kind === 'count') return COUNT_SUGGESTION;
  if (cls === 'familial-status' && !match.limitation) return PREFERENCE_SUGGESTION;
  if (cls === 'source-of-income') return `${SUGGESTIONS[cls]} (${source})`;
  return SUGGESTIONS[cls];
}

export function toFinding(
  match: UnitMatch,
  span: Span,
  cls: FairHousingClass,
  source: string,
): FairHousingFinding {
  const start = span.tokens[span.units[match.from]!.from]!.start;
  const end = span.tokens[span.units[match.to - 1]!.to - 1]!.end;
  return {
    ruleId: ruleIdOf(match, cls),
    protectedClass: cls,
    kind: match.kind,
    severity: severityOf(match, cls),
    start,
    end,
    text: span.text.slice(start, end),
    rewrite: rewriteOf(match, cls, span),
    suggestion: suggestionOf(match, cls, source, span.units),
    source,
  };
}

/** Earliest first, the longest at a position; later matches overlapping a kept one are dropped. */
export function withoutOverlaps(matches: UnitMatch[]): UnitMatch[] {
  const sorted = [...matches].sort((a, b) => a.from - b.from || b.to - a.to);
  const kept: UnitMatch[] = [];
  let end = -1;
  for (const match of sorted) {
    if (match.from < end) continue;
    kept.push(match);
    end = match.to;
  }
  return kept;
}
