/** The gradient-boosted trees of one market: its column encoding and trees, plain data. */
import type { TSale } from '@nestwise/shared';
import {
  DEFAULT_BOOSTING,
  fitBoostedTrees,
  predictBoostedTrees,
  type BoostedTrees,
  type BoostingOptions,
} from './boosted-trees';
import type { Home } from './design';
import { treeEncodingOf, treeFeatures, treeTrainingRows, type TreeEncoding } from './tree-features';

export interface TreeModel {
  encoding: TreeEncoding;
  boosted: BoostedTrees;
}

/** `settings` override the default boosting options (the market's cross-validated choice). */
export function fitTreeModel(
  sales: readonly TSale[],
  settings: Partial<BoostingOptions> = {},
): TreeModel {
  const encoding = treeEncodingOf(sales);
  const boosted = fitBoostedTrees(
    treeTrainingRows(encoding, sales),
    sales.map((sale) => Math.log(sale.price)),
    { ...DEFAULT_BOOSTING, ...settings },
  );
  return { encoding, boosted };
}

/** Log price of `home` in `month` ("2024-05"). */
export function treePredictLog(model: TreeModel, home: Home, month: string): number {
  return predictBoostedTrees(model.boosted, treeFeatures(model.encoding, home, month));
}
