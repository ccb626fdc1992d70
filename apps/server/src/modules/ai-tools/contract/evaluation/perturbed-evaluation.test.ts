import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SETS, hasEvaluationSet, totalScore } from './contract-evaluation';
import { CONTRACT_PERTURBATIONS } from './perturb-contract';
import { evaluatePerturbedContracts } from './perturbed-evaluation';
import { recall } from './score-contract';

const DEVELOPMENT = DEVELOPMENT_SETS.filter(hasEvaluationSet);

describe('contract perturbation suite (as `npm run bench:contracts` prints it)', () => {
  it('loses little recall when the development texts arrive reformatted, respelled or with typos', async () => {
    const scores = await evaluatePerturbedContracts(DEVELOPMENT);
    for (const kind of CONTRACT_PERTURBATIONS) {
      const { perturbed, asWritten } = scores[kind];
      expect(perturbed.length, kind).toBeGreaterThan(40);
      // The same documents as written are the measure: a rewrite that breaks a reading shows here.
      const lost = recall(totalScore(asWritten)) - recall(totalScore(perturbed));
      expect(lost, kind).toBeLessThanOrEqual(0.04);
    }
  }, 120_000);
});
