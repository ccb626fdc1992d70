/**
 * The stacked blend of a market's three valuers, learned on out-of-fold predictions: the hedonic
 * model, the comparables (the hedonic estimate plus their residual) and the boosted trees. The
 * estimate in log price is (1 − w) × (hedonic + c × comparables' residual) + w × trees, and the
 * comparables share c and the trees share w are chosen together on one grid, so the blend can
 * fall back on any single valuer (c = 0, w = 0: the hedonic model; w = 1: the trees) when mixing
 * does not help. See docs/decisions/0465-valuation-joint-stacking-and-conformal-ranks.md.
 */

/** One sale's out-of-fold predictions (log price). */
export interface OutOfFold {
  actual: number;
  /** The hedonic model's estimate. */
  model: number;
  /** The comparables' weighted residual against the hedonic model. */
  comparables: number;
}

export const COMPARABLES_WEIGHT_GRID = [0, 0.2, 0.4, 0.6, 0.8, 1];
export const TREE_WEIGHT_GRID = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

export interface Blend {
  blendWeight: number;
  treeWeight: number;
  /** Held-out log errors (actual − blended estimate), one per sale. */
  errors: number[];
  /** Mean absolute held-out log error. */
  loss: number;
}

/** Held-out log errors of the blend (c, w); `treeLogs` null: the trees are left out. */
export function blendErrors(
  predictions: readonly OutOfFold[],
  treeLogs: ArrayLike<number> | null,
  blendWeight: number,
  treeWeight: number,
): number[] {
  return predictions.map((p, i) => {
    const hedonic = p.model + blendWeight * p.comparables;
    const estimate = treeLogs ? (1 - treeWeight) * hedonic + treeWeight * treeLogs[i]! : hedonic;
    return p.actual - estimate;
  });
}

const meanAbsolute = (errors: readonly number[]) =>
  errors.reduce((sum, e) => sum + Math.abs(e), 0) / Math.max(1, errors.length);

/**
 * The (c, w) of the grids with the smallest mean absolute held-out log error; without trees only c
 * is chosen. Ties keep the earlier (simpler) pair: fewer trees, then fewer comparables.
 */
export function chooseBlend(
  predictions: readonly OutOfFold[],
  treeLogs: ArrayLike<number> | null,
  comparablesGrid: readonly number[] = COMPARABLES_WEIGHT_GRID,
  treeGrid: readonly number[] = TREE_WEIGHT_GRID,
): Blend {
  let best: Blend | null = null;
  for (const treeWeight of treeLogs ? treeGrid : [0]) {
    for (const blendWeight of comparablesGrid) {
      const errors = blendErrors(predictions, treeLogs, blendWeight, treeWeight);
      const loss = meanAbsolute(errors);
      if (!best || loss < best.loss) best = { blendWeight, treeWeight, errors, loss };
    }
  }
  return best!;
}
