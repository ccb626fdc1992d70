/**
 * A locally adaptive 80 % interval (normalised split conformal): each held-out error is divided by
 * a predicted difficulty, a + b × the disagreement between the stacked models (|trees − hedonic|
 * in log price) fitted to the held-out absolute errors, and the interval is the 10th–90th
 * percentile of those ratios times the subject's own difficulty. Where the two models agree the range narrows, where they part it
 * widens, and over the held-out sales it still covers 80 %. See
 * docs/decisions/0441-valuation-interval-calibration.md.
 */
import { conformalBounds } from './stats';

export interface ScaledInterval {
  /** Difficulty = offset + slope × |disagreement|: least squares on the absolute errors. */
  offset: number;
  slope: number;
  /** Percentiles of error / difficulty. */
  lower: number;
  upper: number;
}

export function scaledInterval(
  errors: readonly number[],
  disagreements: readonly number[],
): ScaledInterval {
  const x = disagreements.map(Math.abs);
  const y = errors.map(Math.abs);
  const meanX = x.reduce((sum, v) => sum + v, 0) / x.length;
  const meanY = y.reduce((sum, v) => sum + v, 0) / y.length;
  let covariance = 0;
  let variance = 0;
  x.forEach((v, i) => {
    covariance += (v - meanX) * (y[i]! - meanY);
    variance += (v - meanX) ** 2;
  });
  // A disagreement that does not go with larger errors leaves one interval for all (slope 0);
  // the offset stays above a tenth of the mean error, so no home gets a range of nothing.
  const slope = variance > 0 ? Math.max(0, covariance / variance) : 0;
  const offset = Math.max(meanY - slope * meanX, 0.1 * meanY, 1e-6);
  const ratios = errors.map((error, i) => error / (offset + slope * x[i]!));
  return { offset, slope, ...conformalBounds(ratios) };
}

export function intervalAt(scaled: ScaledInterval, disagreement: number) {
  const difficulty = scaled.offset + scaled.slope * Math.abs(disagreement);
  return { lower: scaled.lower * difficulty, upper: scaled.upper * difficulty };
}
