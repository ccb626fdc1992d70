import { describe, expect, it } from 'vitest';
import { COMPLIANCE_PERTURBATIONS, perturbComplianceCases } from './perturb-compliance';
import { DEVELOPMENT_CASES } from './score-compliance';

describe('the seeded perturbation suite over the development sentences', () => {
  const cases = [
    { text: 'No children under twelve, please.', flag: true, class: 'familial-status' },
    { text: 'Family room with a fireplace.', flag: false },
  ];

  it('rewrites each sentence every way that changes it and keeps its label', () => {
    const perturbed = perturbComplianceCases(cases);
    expect(new Set(perturbed.map((p) => p.kind))).toEqual(new Set(COMPLIANCE_PERTURBATIONS));
    for (const { item } of perturbed) {
      const original = cases.find((c) => c.flag === item.flag)!;
      expect(item.text).not.toBe(original.text);
      expect(item.class).toBe(original.class);
    }
    expect(perturbed.find((p) => p.kind === 'capitals')!.item.text).toBe(
      'NO CHILDREN UNDER TWELVE, PLEASE.',
    );
    expect(perturbed.find((p) => p.kind === 'no-punctuation')!.item.text).toBe(
      'No children under twelve please',
    );
  });

  it('is the same on every run (seeded) and covers all development data', () => {
    expect(perturbComplianceCases(DEVELOPMENT_CASES)).toEqual(
      perturbComplianceCases(DEVELOPMENT_CASES),
    );
    expect(perturbComplianceCases(DEVELOPMENT_CASES).length).toBeGreaterThan(
      DEVELOPMENT_CASES.length * 3,
    );
  });
});
