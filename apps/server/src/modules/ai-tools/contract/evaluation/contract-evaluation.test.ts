import { describe, expect, it } from 'vitest';
import {
  EARLIER_BLIND,
  EARLIER_BLIND_2,
  EARLIER_BLIND_3,
  EARLIER_BLIND_4,
  EARLIER_BLIND_5,
  EARLIER_BLIND_6,
  EARLIER_BLIND_7,
  BLIND,
  evaluateContracts,
  hasEvaluationSet,
  totalScore,
} from './contract-evaluation';
import { precision, recall } from './score-contract';

describe('contract evaluation (text, PDF and Word fixtures, as `npm run bench:contracts` scores them)', () => {
  it('finds the expected fields with precision and recall of at least 0.9', async () => {
    const scores = await evaluateContracts();
    expect(scores.map((score) => score.file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\.pdf$/),
        expect.stringMatching(/\.docx$/),
        expect.stringMatching(/\.txt$/),
      ]),
    );
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    // No single document may be far off, so one kind of document cannot fail unnoticed.
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(33);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it("finds the second earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_2);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(39);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the third earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_3);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(36);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the fourth earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_4);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(36);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the fifth earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_5);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(30);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the sixth earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_6);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(30);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it("finds the seventh earlier blind batch's fields (development data now) with precision and recall of at least 0.9", async () => {
    const scores = await evaluateContracts(EARLIER_BLIND_7);
    const total = totalScore(scores);
    const misses = scores.flatMap((score) => score.misses.map((miss) => `${score.file} ${miss}`));
    expect(scores).toHaveLength(30);
    expect(precision(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(recall(total), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(recall(score), score.file).toBeGreaterThanOrEqual(0.75);
  });

  it('takes a blind folder without expected fields as absent, so the bench prints no blind part', () => {
    expect(hasEvaluationSet(new URL('./no-such-batch/', BLIND))).toBe(false);
  });
});
