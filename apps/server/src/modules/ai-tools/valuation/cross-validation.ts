import type { TSale } from '@nestwise/shared';
import { findComparables, weightedResidual } from './comparables';
import { monthOf } from './design';
import {
  DEFAULT_PENALTIES,
  fitHedonicModel,
  type HedonicModel,
  type Penalties,
} from './hedonic-model';
import { median, quantile, shuffled } from './stats';

export const COMPARABLES_IN_BLEND = 10;
const LOCATION_PENALTY_GRID = [0.1, 0.3, 1, 3, 10];
const BLEND_WEIGHT_GRID = [0, 0.2, 0.4, 0.6, 0.8, 1];

export interface Tuning {
  penalties: Penalties;
  /** Share of the comparables' residual added to the model's estimate (0 = model only). */
  blendWeight: number;
  folds: number;
  /** Held-out log errors (actual − estimate) of the tuned method, one per sale. */
  heldOutErrors: number[];
  /** 10th and 90th percentiles of the held-out log errors: the 80 % interval's offsets. */
  interval: { lower: number; upper: number };
}

export function residualsOf(model: HedonicModel, sales: readonly TSale[]): Float64Array {
  return Float64Array.from(
    sales,
    (sale) => Math.log(sale.price) - model.predictLog(sale, monthOf(sale.soldAt)),
  );
}

interface HeldOut {
  actual: number;
  model: number;
  comparables: number;
}

/** K-fold predictions for every sale from models that never saw it. */
function heldOutPredictions(
  sales: readonly TSale[],
  folds: number,
  penalties: Penalties,
  seed: number,
) {
  const order = shuffled(
    sales.map((_, index) => index),
    seed,
  );
  const foldOf = new Int32Array(sales.length);
  order.forEach((saleIndex, position) => (foldOf[saleIndex] = position % folds));
  const predictions: HeldOut[] = new Array(sales.length);
  for (let fold = 0; fold < folds; fold += 1) {
    const train = sales.filter((_, i) => foldOf[i] !== fold);
    const model = fitHedonicModel(train, penalties);
    const residuals = residualsOf(model, train);
    sales.forEach((sale, i) => {
      if (foldOf[i] !== fold) return;
      const month = monthOf(sale.soldAt);
      const comparables = findComparables(sale, month, train, COMPARABLES_IN_BLEND);
      predictions[i] = {
        actual: Math.log(sale.price),
        model: model.predictLog(sale, month),
        comparables: weightedResidual(comparables, residuals),
      };
    });
  }
  return predictions;
}

/**
 * Chooses the location shrinkage and the model/comparables blend by K-fold cross-validation
 * (smallest mean absolute log error) and keeps the held-out errors for the interval.
 */
export function tuneByCrossValidation(sales: readonly TSale[], seed = 20_080_519): Tuning {
  const folds = sales.length >= 100 ? 5 : sales.length >= 40 ? 4 : 3;
  let best: Tuning | null = null;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const location of LOCATION_PENALTY_GRID) {
    const penalties = { ...DEFAULT_PENALTIES, location };
    const predictions = heldOutPredictions(sales, folds, penalties, seed);
    for (const blendWeight of BLEND_WEIGHT_GRID) {
      const errors = predictions.map((p) => p.actual - p.model - blendWeight * p.comparables);
      const loss = errors.reduce((sum, e) => sum + Math.abs(e), 0) / errors.length;
      if (loss < bestLoss) {
        bestLoss = loss;
        best = {
          penalties,
          blendWeight,
          folds,
          heldOutErrors: errors,
          interval: { lower: quantile(errors, 0.1), upper: quantile(errors, 0.9) },
        };
      }
    }
  }
  return best!;
}

export function heldOutAccuracy(errors: readonly number[]) {
  const percentErrors = errors.map((e) => Math.abs(Math.exp(-e) - 1));
  return {
    medianAbsolutePercentError: Math.round(median(percentErrors) * 1000) / 10,
    withinTenPercent:
      Math.round((percentErrors.filter((e) => e <= 0.1).length / errors.length) * 1000) / 10,
  };
}
