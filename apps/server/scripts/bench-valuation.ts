/**
 * npm run bench:valuation [-- FILE.csv]: splits the sales 80/20 (deterministic), fits the valuation
 * on the train part, values the test part, and prints its accuracy next to a price-per-square-foot-
 * by-ZIP baseline computed in the same run. Exits 1 if the valuation does not beat the baseline.
 *
 * In-process for now: the engine takes the train sales as an array. Once the sales table and its
 * import exist, this goes through `npm run import:sales` and POST /api/ai-tools/valuation.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { heldOutAccuracy } from '../src/modules/ai-tools/valuation/cross-validation';
import { createPricePerSqftBaseline } from '../src/modules/ai-tools/valuation/price-per-sqft-baseline';
import { readSalesCsvFile } from '../src/modules/ai-tools/valuation/sales-csv';
import { accuracy, shuffled, type AccuracyFigures } from '../src/modules/ai-tools/valuation/stats';
import { createValuationEngine } from '../src/modules/ai-tools/valuation/valuation-engine';

const TEST_SHARE = 0.2;
const SEED = 42;

const file = path.resolve(
  process.argv[2] ??
    new URL('../../../../shared/data/sacramento-sales.csv', import.meta.url).pathname,
);
const { sales, errors } = await readSalesCsvFile(file);
if (errors.length > 0)
  console.warn(
    `${errors.length} row(s) skipped, first: row ${errors[0]!.row}: ${errors[0]!.message}`,
  );

const order = shuffled(sales, SEED);
const testCount = Math.round(order.length * TEST_SHARE);
const test = order.slice(0, testCount);
const train = order.slice(testCount);

const started = performance.now();
const engine = createValuationEngine(train);
const fitSeconds = (performance.now() - started) / 1000;
const baseline = createPricePerSqftBaseline(train);

const valuation = accuracy(
  test.map((sale) => {
    const result = engine.value({ ...sale, asOf: sale.soldAt });
    return { price: sale.price, estimate: result.estimate, low: result.low, high: result.high };
  }),
);
const ppsf = accuracy(test.map((sale) => ({ price: sale.price, ...baseline.value(sale) })));

const row = (name: string, figures: AccuracyFigures) =>
  `${name.padEnd(34)} ${figures.medianAbsolutePercentError.toFixed(1).padStart(8)} %  ${figures.withinTenPercent.toFixed(1).padStart(8)} %  ${figures.intervalCoverage.toFixed(1).padStart(10)} %`;

console.log(
  `Sales: ${path.basename(file)}, ${sales.length} valid; train ${train.length}, test ${test.length} (seed ${SEED})`,
);
console.log(
  `Fitted in ${fitSeconds.toFixed(2)} s: ${engine.tuning.folds}-fold CV chose location penalty ${engine.tuning.penalties.location}, comparables weight ${engine.tuning.blendWeight}`,
);
const crossValidated = heldOutAccuracy(engine.tuning.heldOutErrors);
console.log(
  `Cross-validated on train: MdAPE ${crossValidated.medianAbsolutePercentError} %, within 10 % ${crossValidated.withinTenPercent} %`,
);
console.log(
  `${''.padEnd(34)} ${'MdAPE'.padStart(10)}  ${'within 10%'.padStart(10)}  ${'80% PI cover'.padStart(12)}`,
);
console.log(row('valuation (hedonic + comparables)', valuation));
console.log(row('baseline (price/sqft by ZIP)', ppsf));
const beats =
  valuation.medianAbsolutePercentError < ppsf.medianAbsolutePercentError &&
  valuation.withinTenPercent > ppsf.withinTenPercent;
console.log(
  beats ? 'The valuation beats the baseline.' : 'The valuation does NOT beat the baseline.',
);
process.exitCode = beats ? 0 : 1;
