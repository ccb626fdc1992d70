/**
 * A locally adaptive 80 % interval (normalised split conformal): each held-out error is divided by
 * a predicted difficulty, the disagreement between the stacked models (|trees − hedonic| in log
 * price) plus its typical size, and the interval is the 10th–90th percentile of those ratios times
 * the subject's own difficulty. Where the two models agree the range narrows, where they part it
 * widens, and over the held-out sales it still covers 80 %. See
 * docs/decisions/0441-valuation-interval-calibration.md.
 */
import { median, quantile } from './stats';

export interface ScaledInterval {
  /** Added to every disagreement (its median on the held-out sales), so no difficulty is 0. */
  offset: number;
  /** Percentiles of error / difficulty. */
  lower: number;
  upper: number;
}

export function scaledInterval(
  errors: readonly number[],
  disagreements: readonly number[],
): ScaledInterval {
  const offset = Math.max(median(disagreements.map(Math.abs)), 1e-3);
  const ratios = errors.map((error, i) => error / (offset + Math.abs(disagreements[i]!)));
  return { offset, lower: quantile(ratios, 0.1), upper: quantile(ratios, 0.9) };
}

export function intervalAt(scaled: ScaledInterval, disagreement: number) {
  const difficulty = scaled.offset + Math.abs(disagreement);
  return { lower: scaled.lower * difficulty, upper: scaled.upper * difficulty };
}
