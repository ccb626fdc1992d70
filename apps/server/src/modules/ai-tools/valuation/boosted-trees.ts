/**
 * Histogram gradient-boosted regression trees, small enough to fit in the fit worker and to hand
 * back as plain arrays (structured clone) that predict on the request thread without a native or
 * WebAssembly heap: each column is cut into at most 64 quantile bins once, every tree grows level
 * by level from bin histograms of the gradients (depth 4, pseudo-Huber loss so a few odd sales do
 * not steer it, shrinkage 0.08, 250 rounds, 80 % row and column samples per tree). See
 * docs/decisions/0252-stacked-valuation.md for why not ml-xgboost.
 */
import { seededRandom } from '../../../lib/seeded-random';

export interface BoostedTrees {
  base: number;
  /** Per tree, flat node arrays: split column (−1 = leaf), threshold (go left when ≤), children, leaf value. */
  trees: Array<{
    column: Int32Array;
    threshold: Float64Array;
    left: Int32Array;
    right: Int32Array;
    value: Float64Array;
  }>;
}

export interface BoostingOptions {
  rounds: number;
  depth: number;
  shrinkage: number;
  minLeaf: number;
  /** Pseudo-Huber loss scale, in the target's units (log price). */
  huber: number;
  seed: number;
}

export const DEFAULT_BOOSTING: BoostingOptions = {
  rounds: 250,
  depth: 4,
  shrinkage: 0.08,
  minLeaf: 10,
  huber: 0.3,
  seed: 17,
};

const MAX_BINS = 64;
const L2 = 1;

/**
 * Per column, the sorted cut points between bins (at most MAX_BINS − 1 of them): between every two
 * neighbouring distinct values when there are few, else at quantiles of the distinct values'
 * counts, each cut midway between a value and the next larger one. (Cutting only where a quantile
 * position happens to fall between two different values left low-cardinality columns such as
 * garage spaces or rooms with almost no cuts.)
 */
function cutPoints(rows: readonly number[][], column: number): number[] {
  const values = rows.map((row) => row[column]!).sort((a, b) => a - b);
  const distinct: number[] = [];
  const upTo: number[] = [];
  values.forEach((value, i) => {
    if (distinct.at(-1) !== value) distinct.push(value);
    upTo[distinct.length - 1] = i + 1;
  });
  const cuts: number[] = [];
  if (distinct.length <= MAX_BINS) {
    for (let d = 1; d < distinct.length; d += 1) cuts.push((distinct[d - 1]! + distinct[d]!) / 2);
    return cuts;
  }
  let next = 1;
  for (let d = 0; d + 1 < distinct.length && cuts.length < MAX_BINS - 1; d += 1) {
    if (upTo[d]! < (next * values.length) / MAX_BINS) continue;
    cuts.push((distinct[d]! + distinct[d + 1]!) / 2);
    while ((next * values.length) / MAX_BINS <= upTo[d]!) next += 1;
  }
  return cuts;
}

function binOf(cuts: readonly number[], value: number): number {
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= cuts[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function fitBoostedTrees(
  rows: readonly number[][],
  targets: readonly number[],
  options: BoostingOptions = DEFAULT_BOOSTING,
): BoostedTrees {
  const n = rows.length;
  const columns = rows[0]?.length ?? 0;
  const cuts = Array.from({ length: columns }, (_, column) => cutPoints(rows, column));
  const bins = Array.from({ length: columns }, (_, column) =>
    Uint8Array.from(rows, (row) => binOf(cuts[column]!, row[column]!)),
  );
  const base = targets.reduce((sum, value) => sum + value, 0) / Math.max(1, n);
  const predicted = new Float64Array(n).fill(base);
  const gradient = new Float64Array(n);
  const random = seededRandom(options.seed);
  const trees: BoostedTrees['trees'] = [];
  const nodeOf = new Int32Array(n);
  for (let round = 0; round < options.rounds; round += 1) {
    for (let i = 0; i < n; i += 1) {
      const residual = targets[i]! - predicted[i]!;
      gradient[i] = residual / Math.sqrt(1 + (residual / options.huber) ** 2);
    }
    const inSample = Uint8Array.from({ length: n }, () => (random() < 0.8 ? 1 : 0));
    const usable = Array.from({ length: columns }, (_, c) => c).filter(() => random() < 0.8);
    if (usable.length === 0) usable.push(Math.floor(random() * columns));
    const tree = growTree(bins, cuts, gradient, inSample, usable, nodeOf, options);
    for (let i = 0; i < n; i += 1) predicted[i]! += predictTree(tree, rows[i]!);
    trees.push(tree);
  }
  return { base, trees };
}

function growTree(
  bins: Uint8Array[],
  cuts: number[][],
  gradient: Float64Array,
  inSample: Uint8Array,
  usable: number[],
  nodeOf: Int32Array,
  options: BoostingOptions,
): BoostedTrees['trees'][number] {
  const column: number[] = [-1];
  const threshold: number[] = [0];
  const left: number[] = [-1];
  const right: number[] = [-1];
  const value: number[] = [0];
  nodeOf.fill(0);
  let frontier = [0];
  for (let level = 0; level <= options.depth && frontier.length > 0; level += 1) {
    const open = new Map(frontier.map((node, k) => [node, k]));
    const sums = new Float64Array(frontier.length);
    const counts = new Float64Array(frontier.length);
    const histSum = usable.map(() => new Float64Array(frontier.length * MAX_BINS));
    const histCount = usable.map(() => new Float64Array(frontier.length * MAX_BINS));
    for (let i = 0; i < nodeOf.length; i += 1) {
      if (!inSample[i]) continue;
      const k = open.get(nodeOf[i]!);
      if (k === undefined) continue;
      sums[k]! += gradient[i]!;
      counts[k]! += 1;
      if (level === options.depth) continue;
      for (let u = 0; u < usable.length; u += 1) {
        const slot = k * MAX_BINS + bins[usable[u]!]![i]!;
        histSum[u]![slot]! += gradient[i]!;
        histCount[u]![slot]! += 1;
      }
    }
    const next: number[] = [];
    frontier.forEach((node, k) => {
      value[node] = (options.shrinkage * sums[k]!) / (counts[k]! + L2);
      if (level === options.depth || counts[k]! < 2 * options.minLeaf) return;
      const parentScore = sums[k]! ** 2 / (counts[k]! + L2);
      let best = { gain: 1e-12, column: -1, bin: -1 };
      usable.forEach((c, u) => {
        let sumLeft = 0;
        let countLeft = 0;
        for (let bin = 0; bin < cuts[c]!.length; bin += 1) {
          sumLeft += histSum[u]![k * MAX_BINS + bin]!;
          countLeft += histCount[u]![k * MAX_BINS + bin]!;
          const countRight = counts[k]! - countLeft;
          if (countLeft < options.minLeaf) continue;
          if (countRight < options.minLeaf) break;
          const sumRight = sums[k]! - sumLeft;
          const gain =
            sumLeft ** 2 / (countLeft + L2) + sumRight ** 2 / (countRight + L2) - parentScore;
          if (gain > best.gain) best = { gain, column: c, bin };
        }
      });
      if (best.column < 0) return;
      column[node] = best.column;
      threshold[node] = cuts[best.column]![best.bin]!;
      for (const side of [left, right]) {
        side[node] = column.length;
        column.push(-1);
        threshold.push(0);
        left.push(-1);
        right.push(-1);
        value.push(0);
        next.push(side[node]!);
      }
    });
    for (let i = 0; i < nodeOf.length; i += 1) {
      const node = nodeOf[i]!;
      if (column[node]! < 0 || !open.has(node)) continue;
      nodeOf[i] =
        bins[column[node]!]![i]! <= binOf(cuts[column[node]!]!, threshold[node]!)
          ? left[node]!
          : right[node]!;
    }
    frontier = next;
  }
  return {
    column: Int32Array.from(column),
    threshold: Float64Array.from(threshold),
    left: Int32Array.from(left),
    right: Int32Array.from(right),
    value: Float64Array.from(value),
  };
}

function predictTree(tree: BoostedTrees['trees'][number], row: readonly number[]): number {
  let node = 0;
  while (tree.column[node]! >= 0) {
    node = row[tree.column[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
  }
  return tree.value[node]!;
}

export function predictBoostedTrees(model: BoostedTrees, row: readonly number[]): number {
  let sum = model.base;
  for (const tree of model.trees) sum += predictTree(tree, row);
  return sum;
}
