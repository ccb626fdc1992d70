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
   * term, the first model's gate), or "addressed" (those, or a requirement or request, which is
   * made of applicants: "a letter from your pastor is required"). Chosen by cross-validation.
   */
  gate?: 'people' | 'addressed';
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
const EVIDENCE = 0.5;

/**
 * The most likely class when the model names one at its threshold, some word in the clause is
 * about that class (a lexicon word, a term, or an embedding neighbour) and the clause names
 * people, else null: word pairs alone ("not too …", "Christmas lights") or things ("stairs only,
 * no elevator", "a complexion of brick") never make a finding.
 */
export function verdictOf(
  model: GuardModel,
  features: Features,
  threshold = model.threshold,
): Verdict | null {
  const probs = probabilities(model, features);
  let best = 1;
  for (let k = 2; k < probs.length; k += 1) if (probs[k]! > probs[best]!) best = k;
  const cls = CLASSES[best - 1]!;
  if (probs[best]! < threshold || (features.get(`cls:${cls}`) ?? 0) < EVIDENCE) return null;
  // a limit on who may live there names a who: a people word or a group term ("no toddlers"),
  // or, with the "addressed" gate, a requirement or request made of the applicant
  const addressed =
    model.gate === 'addressed' && (features.has('cue:require') || features.has('cue:ask'));
  if (!features.has('cue:people') && !features.has(`who:${cls}`) && !addressed) return null;
  return { cls, probability: probs[best]! };
}
