import type { TSale } from '@nestwise/shared';
import {
  buildDesign,
  monthOf,
  type Design,
  type FeatureGroup,
  type Home,
  type SparseRow,
} from './design';
import { addTo, solveSymmetric, zeroMatrix } from './linear-algebra';

export interface Penalties {
  /** Shrinks city, ZIP and neighbourhood effects toward the market (larger = more shrinkage). */
  location: number;
  /** Smooths the monthly price index: penalty on month-to-month changes. */
  month: number;
  numeric: number;
  type: number;
}

export const DEFAULT_PENALTIES: Penalties = { location: 3, month: 20, numeric: 1, type: 3 };

export interface HedonicModel {
  design: Design;
  coefficients: Float64Array;
  /** Predicted log price of `home` in `month` ("2008-05"). */
  predictLog(home: Home, month: string): number;
  /** Each feature group's share of the predicted log price. */
  contributions(home: Home, month: string): Map<FeatureGroup, number>;
  /** Monthly price index relative to the first month, as log changes. */
  monthEffects(): Array<{ month: string; logChange: number }>;
}

const dot = (row: SparseRow, coefficients: Float64Array) =>
  row.indices.reduce((sum, index, k) => sum + row.values[k]! * coefficients[index]!, 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function solveWeighted(
  design: Design,
  rows: SparseRow[],
  y: number[],
  weights: number[],
  penalties: Penalties,
) {
  const size = design.columns.length;
  const gram = zeroMatrix(size);
  const rhs = new Float64Array(size);
  rows.forEach((row, i) => {
    const w = weights[i]!;
    row.indices.forEach((a, ka) => {
      rhs[a]! += w * row.values[ka]! * y[i]!;
      row.indices.forEach((b, kb) => addTo(gram, a, b, w * row.values[ka]! * row.values[kb]!));
    });
  });
  design.columns.forEach((column, index) => {
    if (column.penalty === 'location') addTo(gram, index, index, penalties.location);
    if (column.penalty === 'numeric') addTo(gram, index, index, penalties.numeric);
    if (column.penalty === 'type') addTo(gram, index, index, penalties.type);
    if (column.penalty === 'month') addTo(gram, index, index, 1e-3);
  });
  // Random-walk smoothing of the monthly index: λ Σ (m_t − m_{t−1})², with m_0 = 0.
  const monthIndices = design.months.slice(1).map((month) => design.monthColumn.get(month)!);
  monthIndices.forEach((index, k) => {
    addTo(gram, index, index, penalties.month);
    const previous = monthIndices[k - 1];
    if (previous === undefined) return;
    addTo(gram, previous, previous, penalties.month);
    addTo(gram, index, previous, -penalties.month);
    addTo(gram, previous, index, -penalties.month);
  });
  return solveSymmetric(gram, rhs);
}

/**
 * Ridge-regularised hedonic regression of log price, made robust to distressed and mis-recorded
 * sales by iteratively reweighting with Huber weights (tuning constant 1.345 robust SDs).
 */
export function fitHedonicModel(
  sales: TSale[],
  penalties: Penalties = DEFAULT_PENALTIES,
): HedonicModel {
  const design = buildDesign(sales);
  return hedonicModelFrom(design, fitCoefficients(design, sales, penalties));
}

/** The fit itself (the slow part: plain numbers, so the fit worker can send them back). */
export function fitCoefficients(design: Design, sales: TSale[], penalties: Penalties) {
  const rows = sales.map((sale) => design.row(sale, monthOf(sale.soldAt)));
  const y = sales.map((sale) => Math.log(sale.price));
  let weights = sales.map(() => 1);
  let coefficients = solveWeighted(design, rows, y, weights, penalties);
  for (let iteration = 0; iteration < 4; iteration += 1) {
    const residuals = rows.map((row, i) => y[i]! - dot(row, coefficients));
    const scale = 1.4826 * median(residuals.map(Math.abs)) || 1;
    weights = residuals.map((r) => Math.min(1, (1.345 * scale) / Math.max(Math.abs(r), 1e-12)));
    coefficients = solveWeighted(design, rows, y, weights, penalties);
  }
  return coefficients;
}

/**
 * The model from fitted coefficients; `design` must be built from the sales they were fitted on
 * (buildDesign is deterministic, so the main thread rebuilds it from the same sales).
 */
export function hedonicModelFrom(design: Design, fitted: Float64Array): HedonicModel {
  return {
    design,
    coefficients: fitted,
    predictLog: (home, month) => dot(design.row(home, month), fitted),
    contributions(home, month) {
      const row = design.row(home, month);
      const byGroup = new Map<FeatureGroup, number>();
      row.indices.forEach((index, k) => {
        const group = design.columns[index]!.group;
        byGroup.set(group, (byGroup.get(group) ?? 0) + row.values[k]! * fitted[index]!);
      });
      return byGroup;
    },
    monthEffects: () =>
      design.months.map((month) => {
        const index = design.monthColumn.get(month);
        return { month, logChange: index === undefined ? 0 : fitted[index]! };
      }),
  };
}
