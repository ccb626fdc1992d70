/**
 * Scoring the whole fair-housing guard (rules, then a model) on labelled sentences, as the
 * checker runs it: pooled and per protected class. Used by train-guard-model.ts for its
 * cross-validation and leave-one-batch-out figures. See
 * docs/decisions/0395-fair-housing-guard-cross-validated.md.
 */
import { checkAdvertisement } from '../../src/lib/fair-housing';
import type { GuardModel } from '../../src/lib/fair-housing/learned/model';
import type { ComplianceCase } from '../../src/modules/ai-tools/compliance/evaluation/score-compliance';

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** Pooled counts, and per class: recall over its sentences, precision over what names it. */
export interface Scored {
  all: Tally;
  perClass: Map<string, Tally>;
}

export const emptyTally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
export const emptyScored = (): Scored => ({ all: emptyTally(), perClass: new Map() });

const addTo = (into: Tally, from: Tally) => {
  into.tp += from.tp;
  into.fp += from.fp;
  into.fn += from.fn;
  into.tn += from.tn;
};

export function addScored(into: Scored, from: Scored): Scored {
  addTo(into.all, from.all);
  for (const [cls, tally] of from.perClass) {
    if (!into.perClass.has(cls)) into.perClass.set(cls, emptyTally());
    addTo(into.perClass.get(cls)!, tally);
  }
  return into;
}

export const precision = (t: Tally) => (t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp));
export const recall = (t: Tally) => t.tp / Math.max(1, t.tp + t.fn);
export const show = (t: Tally) =>
  `precision ${precision(t).toFixed(3)}  recall ${recall(t).toFixed(3)}  (TP ${t.tp}, FP ${t.fp}, FN ${t.fn}, TN ${t.tn})`;

/**
 * The guard as the checker runs it on each case. A flagged case counts for its class (found
 * under that class or missed); every other class named in any case counts as a false alarm of
 * that class. VERBOSE=<label> lists that run's misses and false alarms.
 */
export function scoreGuard(
  cases: ComplianceCase[],
  model: GuardModel | null,
  threshold: number,
  label = '',
): Scored {
  const scored = emptyScored();
  const of = (cls: string) => {
    if (!scored.perClass.has(cls)) scored.perClass.set(cls, emptyTally());
    return scored.perClass.get(cls)!;
  };
  const withThreshold = model ? { ...model, threshold } : null;
  const verbose = label !== '' && process.env.VERBOSE === label;
  for (const item of cases) {
    const found = checkAdvertisement(item.text, { state: item.state, model: withThreshold });
    const named = new Set(found.map((f) => f.protectedClass as string));
    if (item.flag) {
      const hit = named.has(item.class!);
      scored.all[hit ? 'tp' : 'fn'] += 1;
      of(item.class!)[hit ? 'tp' : 'fn'] += 1;
      if (!hit && verbose) console.log(`    missed (${item.class}): ${item.text}`);
    } else if (found.length > 0) {
      scored.all.fp += 1;
      if (verbose) console.log(`    false alarm (${found[0]!.ruleId}): ${item.text}`);
    } else scored.all.tn += 1;
    for (const cls of named) if (cls !== item.class || !item.flag) of(cls).fp += 1;
  }
  return scored;
}

export const rounded = (t: Tally) => ({
  precision: Math.round(precision(t) * 1000) / 1000,
  recall: Math.round(recall(t) * 1000) / 1000,
  ...t,
});

/** One line per class, for the script's output and model.json. */
export function perClassSummary(scored: Scored) {
  return Object.fromEntries(
    [...scored.perClass].sort(([a], [b]) => a.localeCompare(b)).map(([c, t]) => [c, rounded(t)]),
  );
}
