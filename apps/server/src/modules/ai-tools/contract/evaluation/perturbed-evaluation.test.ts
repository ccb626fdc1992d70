import { describe, expect, it } from 'vitest';
import {
  EARLIER_BLIND,
  EARLIER_BLIND_2,
  EARLIER_BLIND_3,
  EARLIER_BLIND_4,
  EARLIER_BLIND_5,
  EARLIER_BLIND_6,
  EARLIER_BLIND_7,
  EARLIER_BLIND_8,
  EARLIER_BLIND_9,
  EARLIER_BLIND_10,
  EARLIER_BLIND_11,
  EARLIER_BLIND_12,
  EARLIER_BLIND_13,
  EARLIER_BLIND_14,
  FIXTURES,
  hasEvaluationSet,
  totalScore,
} from './contract-evaluation';
import { CONTRACT_PERTURBATIONS } from './perturb-contract';
import { evaluatePerturbedContracts } from './perturbed-evaluation';
import { recall } from './score-contract';

const DEVELOPMENT = [
  FIXTURES,
  EARLIER_BLIND,
  EARLIER_BLIND_2,
  EARLIER_BLIND_3,
  EARLIER_BLIND_4,
  EARLIER_BLIND_5,
  EARLIER_BLIND_6,
  EARLIER_BLIND_7,
  EARLIER_BLIND_8,
  EARLIER_BLIND_9,
  EARLIER_BLIND_10,
  EARLIER_BLIND_11,
  EARLIER_BLIND_12,
  EARLIER_BLIND_13,
  EARLIER_BLIND_14,
].filter(hasEvaluationSet);

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
