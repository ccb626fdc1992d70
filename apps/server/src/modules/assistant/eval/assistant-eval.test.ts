import { describe, expect, it } from 'vitest';
import { formatEvalReport, scoreEval } from './score-eval';

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
    expect(score.medianConfidenceWrong ?? 0).toBeLessThan((score.medianConfidenceRight ?? 1) - 0.1);
  });
});
