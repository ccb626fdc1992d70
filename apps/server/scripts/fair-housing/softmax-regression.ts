/**
 * Softmax regression for the fair-housing guard's model: AdaGrad-scaled stochastic gradient
 * descent with an L2 penalty, seeded, over sparse clause features. Used by train-guard-model.ts
 * (docs/decisions/0300-fair-housing-learned-guard.md).
 */
import type { Features } from '../../src/lib/fair-housing/learned/features';
import type { GuardModel } from '../../src/lib/fair-housing/learned/model';
import { seededRandom } from '../../src/lib/seeded-random';

/** One training case: its features, the outcome's row and how much it counts. */
export interface Example {
  features: Features;
  label: number;
  weight: number;
}

const RATE = 0.05;
/** Weights smaller than this are dropped from model.json. */
const PRUNE = 0.03;

/** A feature seen in fewer training cases than this is left out (it could only memorise). */
const MIN_CASES = 2;

/** Softmax regression by AdaGrad-scaled stochastic gradient descent, seeded. */
export function trainSoftmax(
  all: Example[],
  settings: { l2: number; epochs: number },
  outcomes: string[],
  seed = 7,
): GuardModel {
  const seen = new Map<string, number>();
  for (const { features } of all)
    for (const name of features.keys()) seen.set(name, (seen.get(name) ?? 0) + 1);
  const rows = all.map((example) => ({
    ...example,
    features: new Map([...example.features].filter(([name]) => seen.get(name)! >= MIN_CASES)),
  }));
  const weights = new Map<string, Float64Array>();
  const squares = new Map<string, Float64Array>();
  const row = (name: string) => {
    let w = weights.get(name);
    if (!w) {
      w = new Float64Array(outcomes.length);
      weights.set(name, w);
      squares.set(name, new Float64Array(outcomes.length).fill(1e-8));
    }
    return w;
  };
  const random = seededRandom(seed);
  const order = rows.map((_, index) => index);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, label, weight } = rows[index]!;
      const logits = new Float64Array(outcomes.length);
      for (const [name, value] of features) {
        const w = row(name);
        for (let k = 0; k < logits.length; k += 1) logits[k]! += w[k]! * value;
      }
      const top = Math.max(...logits);
      let sum = 0;
      for (let k = 0; k < logits.length; k += 1) sum += logits[k] = Math.exp(logits[k]! - top);
      for (const [name, value] of features) {
        const w = weights.get(name)!;
        const g2 = squares.get(name)!;
        for (let k = 0; k < logits.length; k += 1) {
          const gradient =
            weight * value * (logits[k]! / sum - (k === label ? 1 : 0)) + settings.l2 * w[k]!;
          g2[k]! += gradient * gradient;
          w[k]! -= (RATE * gradient) / Math.sqrt(g2[k]!);
        }
      }
    }
  }
  const kept: Record<string, number[]> = {};
  for (const [name, w] of weights) {
    if (Math.max(...w.map(Math.abs)) < PRUNE) continue;
    kept[name] = [...w].map((value) => Math.round(value * 1000) / 1000);
  }
  return { outcomes: outcomes, threshold: 0.5, weights: kept };
}

// FRAMES=0 trains on the first corpus alone, to compare (docs/decisions/0410-…)
