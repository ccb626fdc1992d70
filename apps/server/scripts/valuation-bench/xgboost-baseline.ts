import { createRequire } from 'node:module';
import type { TSale } from '@nestwise/shared';
import { monthOf, type Home } from '../../src/modules/ai-tools/valuation/design';
import { quantile, shuffled } from '../../src/modules/ai-tools/valuation/stats';
import {
  treeEncodingOf,
  treeFeatures,
  treeTrainingRows,
} from '../../src/modules/ai-tools/valuation/tree-features';

interface Booster {
  train(rows: number[][], targets: number[]): void;
  predict(rows: number[][]): number[];
  free(): void;
}
type BoosterClass = new (options: Record<string, unknown>) => Booster;

// ml-xgboost (XGBoost compiled to WebAssembly, CommonJS) resolves to its class once the module loads.
const loadXGBoost = createRequire(import.meta.url)('ml-xgboost') as Promise<BoosterClass>;

const OPTIONS = {
  booster: 'gbtree',
  objective: 'reg:linear',
  max_depth: 4,
  eta: 0.05,
  subsample: 0.8,
  colsample_bytree: 0.8,
  min_child_weight: 3,
  silent: 1,
  iterations: 400,
};

/**
 * Baseline for the bench: gradient-boosted trees (XGBoost via ml-xgboost, 400 rounds of depth-4
 * trees, shrinkage 0.05) on log price from every column the valuation has (tree-features.ts);
 * `treeMethod` 'exact' or 'hist' (histogram gradient boosting: split candidates from feature
 * histograms). The 80 % interval is split-conformal: fitted on 80 % of the train part, the
 * interval is the 10th / 90th percentile of its errors on the other 20 %.
 */
export async function createXGBoostBaseline(
  sales: readonly TSale[],
  treeMethod: 'exact' | 'hist' = 'exact',
) {
  const XGBoost = await loadXGBoost;
  const order = shuffled(sales, 11);
  const calibration = order.slice(0, Math.round(order.length * 0.2));
  const proper = order.slice(calibration.length);
  const encoding = treeEncodingOf(proper, 'market');
  const rowOf = (home: Home, soldAt: string) => treeFeatures(encoding, home, monthOf(soldAt));
  const booster = new XGBoost({ ...OPTIONS, tree_method: treeMethod });
  booster.train(
    treeTrainingRows(encoding, proper),
    proper.map((sale) => Math.log(sale.price)),
  );
  const errors = booster
    .predict(calibration.map((sale) => rowOf(sale, sale.soldAt)))
    .map((log, i) => Math.log(calibration[i]!.price) - log);
  const lower = quantile(errors, 0.1);
  const upper = quantile(errors, 0.9);
  return {
    /** Values many homes in one call (each predict call crosses into WebAssembly). */
    valueAll(homes: ReadonlyArray<{ home: Home; soldAt: string }>) {
      return booster.predict(homes.map(({ home, soldAt }) => rowOf(home, soldAt))).map((log) => ({
        estimate: Math.exp(log),
        low: Math.exp(log + lower),
        high: Math.exp(log + upper),
      }));
    },
    free: () => booster.free(),
  };
}
