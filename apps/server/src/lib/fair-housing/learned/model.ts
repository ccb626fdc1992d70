import type { FairHousingClass } from '../lexicon';
import { CLASSES } from './classes';
import type { Features } from './features';

/**
 * A linear model over clause features (features.ts): one weight row per outcome ("none", then
 * each class), a softmax, and a threshold chosen by cross-validation on the development sets
 * (scripts/fair-housing/train-guard-model.ts writes model.json). Scoring one clause costs one map
 * look-up and eight additions per feature.
 */
export interface GuardModel {
  about?: string;
  /** Outcomes in row order: "none", then CLASSES. */
  outcomes: string[];
  /** The least probability of a class for the model to name it. */
  threshold: number;
  /**
   * Who a clause must name for the model to make a finding: "people" (a people word or a group
   * term, the first model's gate), "addressed" (those, or a requirement or request, which is
   * made of applicants: "a letter from your pastor is required"), or "framed" (those, or a frame
   * cue next to the class word: a refusal, absence, requirement, preference or place, so "no
   * headscarves in the common areas" and "benefits don't count" can be read). Chosen by
   * cross-validation
   * (docs/decisions/0410-fair-housing-guard-without-the-people-gate.md).
   */
  gate?: 'people' | 'addressed' | 'framed';
  /**
   * The probability at which the model may name a class with no word in the clause near it
   * ("buyers of color … other parts of town"); absent, a class word is always needed. Chosen by
   * cross-validation.
   */
  unsupported?: number;
  /** Feature → one weight per outcome. */
  weights: Record<string, number[]>;
  /** The training script's figures: 5-fold cross-validated, rules alone, leave-one-batch-out. */
  evaluation?: Record<string, EvaluationFigures>;
}

export interface EvaluationFigures {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface Verdict {
  cls: FairHousingClass;
  probability: number;
}

/** Probabilities per outcome ("none" first, then CLASSES). */
export function probabilities(model: GuardModel, features: Features): number[] {
  const logits = new Array<number>(model.outcomes.length).fill(0);
  for (const [name, value] of features) {
    const row = model.weights[name];
    if (!row) continue;
    for (let k = 0; k < logits.length; k += 1) logits[k]! += row[k]! * value;
  }
  const top = Math.max(...logits);
  const exp = logits.map((logit) => Math.exp(logit - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** How near a clause's words must come to a class for the model to name it (features.ts). */
export const EVIDENCE = 0.5;

/**
 * The most likely class when the model names one at its threshold, some word in the clause is
 * about that class (a lexicon word, a term, or an embedding neighbour; not needed when the model
 * is `unsupported`-sure), the clause is about who may live there as the gate reads it, and it is
 * more than a wish for children or a condition; else null. Word pairs alone ("not too …",
 * "Christmas lights") or things ("stairs only, no elevator", "a complexion of brick") never make
 * a finding.
 */
export function verdictOf(
  model: GuardModel,
  features: Features,
  threshold = model.threshold,
): Verdict | null {
  // a clause that only admits ("vouchers accepted", "we never turn away families", "all faiths
  // welcome") limits no one, whatever its class words (policy, not a weight: decision 0445)
  if (features.has('frame:inclusive')) return null;
  const probs = probabilities(model, features);
  let best = 1;
  for (let k = 2; k < probs.length; k += 1) if (probs[k]! > probs[best]!) best = k;
  const cls = CLASSES[best - 1]!;
  if (probs[best]! < threshold) return null;
  const supported = (features.get(`cls:${cls}`) ?? 0) >= EVIDENCE;
  if (!supported && probs[best]! < (model.unsupported ?? Infinity)) return null;
  if (wishedOnly(features, cls)) return null;
  return namesWho(model.gate ?? 'people', features, cls)
    ? { cls, probability: probs[best]! }
    : null;
}

/** Cues that put a limit on the class word rather than a wish (features.ts). */
const LIMITING = ['require', 'ask', 'refuse', 'negation', 'absence', 'discourage', 'post', 'terms'];

const hasKind = (features: Features, kind: string) =>
  features.has(`lex:${kind}`) || features.has(`term:${kind}`);

/**
 * The guard's policy (src/lib/fair-housing/README.md), which no weight may overturn: children
 * wished for describe the home ("great for kids"), and a condition wished for describes
 * accessibility ("perfect for anyone with mobility issues"); ages, family shapes and abilities
 * do count in a plain preference ("ideal for a mature couple", "best for the able-bodied").
 */
function wishedOnly(features: Features, cls: string) {
  if (LIMITING.some((cue) => features.has(`cue:${cue}`))) return false;
  if (cls === 'familial-status') {
    const other = ['age', 'family', 'coded'].some((tag) => hasKind(features, `${cls}:${tag}`));
    return hasKind(features, `${cls}:child`) && !other;
  }
  if (cls === 'disability') {
    const condition = ['trait', 'direct'].some((tag) => hasKind(features, `${cls}:${tag}`));
    // a unit reads a phrase whole: "mobility issues" is a condition though "mobility" alone
    // reads as an ability
    const ability =
      ['ability', 'coded'].some((tag) => features.has(`term:${cls}:${tag}`)) ||
      (!features.has(`term:${cls}:trait`) &&
        ['ability', 'coded'].some((tag) => features.has(`lex:${cls}:${tag}`)));
    return condition && !ability;
  }
  return false;
}

/** Cues that frame a class word as a limit even when the clause names no one (features.ts). */
const FRAMING = [
  'require',
  'ask',
  'prefer',
  'refuse',
  'negation',
  'absence',
  'discourage',
  'post',
  'place',
];

/**
 * Whether the clause is about who may live there as the gate reads it: a limit on who may live
 * there names a who (a people word or a group term: "no toddlers"); "addressed" also takes a
 * requirement or request made of the applicant, "framed" a frame cue within a few words of the
 * class word ("no headscarves in the common areas", "benefits don't count"), so a class word
 * far from any frame ("must keep the lawn healthy") still needs people.
 */
function namesWho(gate: NonNullable<GuardModel['gate']>, features: Features, cls: string) {
  if (features.has('cue:people') || features.has(`who:${cls}`)) return true;
  if (gate === 'addressed') return features.has('cue:require') || features.has('cue:ask');
  // without people, the class must be said outright, not in a word that is only coded when said
  // of someone ("must keep the lawn healthy", "a complexion of brick", "expecting offers")
  if (gate !== 'framed' || (features.get(`plain:${cls}`) ?? 0) < EVIDENCE) return false;
  // an origin's background beside a place word is the place's history ("a historic district with
  // a rich Irish heritage"): the place frames no one, so another frame must
  const background = features.has(`background:${cls}`);
  return FRAMING.some(
    (cue) => features.has(`near:${cls}:${cue}`) && !(background && cue === 'place'),
  );
}
