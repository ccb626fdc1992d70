import { describe, expect, it } from 'vitest';
import { perturbRightParses } from './perturb-eval';
import { PERTURBATION_KINDS, perturbCases } from './perturbation-suite';
import { formatEvalReport, loadEvalCases, scoreEval } from './score-eval';

describe('the assistant evaluation set (eval/assistant-eval.jsonl)', () => {
  const score = scoreEval();

  it('holds at least 300 labelled phrasings across every category', () => {
    expect(score.outcomes.length).toBeGreaterThanOrEqual(300);
    for (const category of [
      'negation',
      'typos',
      'multiple_values',
      'unsupported_constraints',
      'off_topic',
      'named_listings',
      'virtual_tours',
      'market_trend',
      'sale_rent',
      'steering',
      'acceptable',
      'hard',
    ]) {
      expect(score.byCategory.get(category)?.total ?? 0, category).toBeGreaterThanOrEqual(15);
    }
  });

  it('reads at least 97 % of the phrasings exactly (intent, filters, unapplied, listing)', () => {
    expect(score.accuracy, formatEvalReport(score)).toBeGreaterThanOrEqual(0.97);
  });

  it('refuses every steering request and no acceptable phrasing', () => {
    const missed = score.outcomes
      .filter((o) => o.item.category === 'steering' && o.intent !== 'unsupported')
      .map((o) => o.item.transcript);
    expect(missed).toEqual([]);
    const refused = score.outcomes
      .filter((o) => o.item.expect.intent !== 'unsupported' && o.intent === 'unsupported')
      .map((o) => o.item.transcript);
    expect(refused).toEqual([]);
    expect(score.steeringRefused).toBe(score.steeringTotal);
    expect(score.acceptableRefused).toBe(0);
  });

  it('is clearly less confident in its wrong parses than in its right ones', () => {
    const wrong = score.outcomes.filter((o) => !o.right);
    // with no wrong parse there is nothing to compare; the corrupted variants below still check
    if (wrong.length > 0) {
      expect(score.medianConfidenceWrong!, formatEvalReport(score)).toBeLessThanOrEqual(
        score.medianConfidenceRight! - 0.1,
      );
    }
  });

  it('is less confident when a right phrasing is corrupted and the parse loses part of it', () => {
    const variants = perturbRightParses(score.outcomes);
    const changed = variants.filter((v) => v.changed);
    // gibberish for a number and for the city must change many parses, or the check is empty
    expect(changed.length).toBeGreaterThanOrEqual(100);
    const notLower = changed.filter((v) => v.confidence >= v.original.confidence);
    const higher = changed.filter((v) => v.confidence > v.original.confidence);
    expect(higher.map((v) => v.transcript)).toEqual([]);
    // a variant may keep its score only when it still reads as a request ("in Zorbleton DC")
    expect(notLower.length).toBeLessThanOrEqual(changed.length * 0.02);
    const drops = changed.map((v) => v.original.confidence - v.confidence).sort((a, b) => a - b);
    expect(drops[Math.floor(drops.length / 2)]!).toBeGreaterThanOrEqual(0.1);
  });
});

describe('the seeded perturbation suite over the development set', () => {
  it('still reads most phrasings with a typo, a dropped letter, a homophone or a spelled-out number', () => {
    const perturbed = perturbCases(loadEvalCases());
    // every kind applies to many phrasings, so no kind is silently empty
    for (const kind of PERTURBATION_KINDS) {
      expect(perturbed.filter((p) => p.kind === kind).length, kind).toBeGreaterThanOrEqual(50);
    }
    const score = scoreEval(
      perturbed.map((p) => p.item),
      { strict: false },
    );
    expect(score.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('is the same suite on every run (seeded)', () => {
    const first = perturbCases(loadEvalCases()).map((p) => p.item.transcript);
    expect(perturbCases(loadEvalCases()).map((p) => p.item.transcript)).toEqual(first);
  });
});
