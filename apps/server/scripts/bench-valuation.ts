/**
 * npm run bench:valuation [-- FILE.csv] [--splits N]: splits the sales 80/20 (deterministic, seed 42),
 * fits the valuation on the train part, values the test part, and prints its accuracy next to a
 * price-per-square-foot-by-ZIP baseline computed in the same run. `--splits N` repeats it on N
 * different splits and prints the means too. Exits 1 if the valuation does not beat the baseline.
 *
 * In-process for now: the engine takes the train sales as an array. Once the sales table and its
 * import exist, this goes through `npm run import:sales` and POST /api/ai-tools/valuation.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TSale } from '@nestwise/shared';
import { heldOutAccuracy } from '../src/modules/ai-tools/valuation/cross-validation';
import { createPricePerSqftBaseline } from '../src/modules/ai-tools/valuation/price-per-sqft-baseline';
import { readSalesCsvFile } from '../src/modules/ai-tools/valuation/sales-csv';
import { accuracy, shuffled, type AccuracyFigures } from '../src/modules/ai-tools/valuation/stats';
import { createValuationEngine } from '../src/modules/ai-tools/valuation/valuation-engine';

const TEST_SHARE = 0.2;
const SEED = 42;

const args = process.argv.slice(2);
const splitsFlag = args.indexOf('--splits');
const splits = splitsFlag >= 0 ? Math.max(1, Number(args[splitsFlag + 1]) || 1) : 1;
const fileArgument = args.find((arg, index) => !arg.startsWith('--') && index !== splitsFlag + 1);
const file = path.resolve(
  fileArgument ?? new URL('../../../../shared/data/sacramento-sales.csv', import.meta.url).pathname,
);

function runSplit(sales: TSale[], seed: number) {
  const order = shuffled(sales, seed);
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
  return { train, test, engine, fitSeconds, valuation, ppsf };
}

const row = (name: string, figures: Omit<AccuracyFigures, 'count'>) =>
  `${name.padEnd(34)} ${figures.medianAbsolutePercentError.toFixed(1).padStart(8)} %  ${figures.withinTenPercent.toFixed(1).padStart(8)} %  ${figures.intervalCoverage.toFixed(1).padStart(10)} %`;
const header = `${''.padEnd(34)} ${'MdAPE'.padStart(10)}  ${'within 10%'.padStart(10)}  ${'80% PI cover'.padStart(12)}`;
const beats = (a: Omit<AccuracyFigures, 'count'>, b: Omit<AccuracyFigures, 'count'>) =>
  a.medianAbsolutePercentError < b.medianAbsolutePercentError &&
  a.withinTenPercent > b.withinTenPercent;

const { sales, errors } = await readSalesCsvFile(file);
if (errors.length > 0) {
  console.warn(
    `${errors.length} row(s) skipped, first: row ${errors[0]!.row}: ${errors[0]!.message}`,
  );
}
const main = runSplit(sales, SEED);
const crossValidated = heldOutAccuracy(main.engine.tuning.heldOutErrors);
console.log(
  `Sales: ${path.basename(file)}, ${sales.length} valid; train ${main.train.length}, test ${main.test.length} (seed ${SEED})`,
);
console.log(
  `Fitted in ${main.fitSeconds.toFixed(2)} s: ${main.engine.tuning.folds}-fold CV chose location penalty ${main.engine.tuning.penalties.location}, comparables weight ${main.engine.tuning.blendWeight}`,
);
console.log(
  `Cross-validated on train: MdAPE ${crossValidated.medianAbsolutePercentError} %, within 10 % ${crossValidated.withinTenPercent} %`,
);
console.log(header);
console.log(row('valuation (hedonic + comparables)', main.valuation));
console.log(row('baseline (price/sqft by ZIP)', main.ppsf));

if (splits > 1) {
  const runs = [main, ...Array.from({ length: splits - 1 }, (_, i) => runSplit(sales, i + 1))];
  const mean = (pick: (run: (typeof runs)[number]) => AccuracyFigures) => ({
    medianAbsolutePercentError:
      runs.reduce((s, r) => s + pick(r).medianAbsolutePercentError, 0) / runs.length,
    withinTenPercent: runs.reduce((s, r) => s + pick(r).withinTenPercent, 0) / runs.length,
    intervalCoverage: runs.reduce((s, r) => s + pick(r).intervalCoverage, 0) / runs.length,
  });
  const wins = runs.filter(
    (r) => r.valuation.medianAbsolutePercentError < r.ppsf.medianAbsolutePercentError,
  ).length;
  console.log(
    `\nMean over ${splits} splits (seeds ${SEED}, 1…${splits - 1}); lower MdAPE than the baseline in ${wins} of ${splits}:`,
  );
  console.log(header);
  console.log(
    row(
      'valuation (hedonic + comparables)',
      mean((r) => r.valuation),
    ),
  );
  console.log(
    row(
      'baseline (price/sqft by ZIP)',
      mean((r) => r.ppsf),
    ),
  );
}

const won = beats(main.valuation, main.ppsf);
console.log(
  won ? 'The valuation beats the baseline.' : 'The valuation does NOT beat the baseline.',
);
process.exitCode = won ? 0 : 1;
