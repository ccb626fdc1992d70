import { RandomForestRegression } from 'ml-random-forest';
import type { TSale } from '@nestwise/shared';
import { monthOf, type Home } from '../../src/modules/ai-tools/valuation/design';
import { quantile, shuffled } from '../../src/modules/ai-tools/valuation/stats';
import {
  treeEncodingOf,
  treeFeatures,
  treeTrainingRows,
} from '../../src/modules/ai-tools/valuation/tree-features';

/**
 * Baseline for the bench: a random forest (ml-random-forest, 60 trees) on log price from every
 * column the valuation has (tree-features.ts: size, rooms, type, coordinates, year built, lot,
 * garage, time index, area price encoding); the 80 % interval from its out-of-bag residual
 * quantiles. ml-cart's split search is quadratic in the sales at a node, so larger train parts are
 * sampled (seeded) down to MAX_FOREST_SALES, and the bench says so.
 */
const TREES = 60;
export const MAX_FOREST_SALES = 1500;

export function createForestBaseline(allSales: readonly TSale[]) {
  const sales =
    allSales.length > MAX_FOREST_SALES
      ? shuffled(allSales, 5).slice(0, MAX_FOREST_SALES)
      : allSales;
  const encoding = treeEncodingOf(sales, 'market');
  const forest = new RandomForestRegression({
    seed: 7,
    nEstimators: TREES,
    maxFeatures: 0.6,
    replacement: true,
    useSampleBagging: true,
    treeOptions: { minNumSamples: 5, maxDepth: 12 },
  });
  forest.train(
    treeTrainingRows(encoding, sales),
    sales.map((sale) => Math.log(sale.price)),
  );
  const residuals = (forest.predictOOB() as number[]).flatMap((predicted, index) =>
    Number.isFinite(predicted) ? [Math.log(sales[index]!.price) - predicted] : [],
  );
  const lower = quantile(residuals, 0.1);
  const upper = quantile(residuals, 0.9);
  return {
    value(home: Home, soldAt: string) {
      const log = forest.predict([treeFeatures(encoding, home, monthOf(soldAt))])[0]!;
      return { estimate: Math.exp(log), low: Math.exp(log + lower), high: Math.exp(log + upper) };
    },
  };
}
