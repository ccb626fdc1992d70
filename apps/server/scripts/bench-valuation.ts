/**
 * npm run bench:valuation [-- FILE.csv …] [--seeds N | --seed 7,1234] [--dataset NAME,…] [--split KIND,…]: for each dataset (default: the bundled
 * Sacramento, Ames and Lucas County sales) and each split (random 80/20, whole areas held out: ZIP
 * codes, else neighbourhoods, else map cells; by time where the dates allow), imports the train
 * part into a fresh embedded database (the import `npm run import:sales` uses), values the test
 * part through POST /api/ai-tools/valuation (in process via inject; the model is fitted in its
 * worker thread, and the time until it is ready is printed; first, per dataset, a fresh server's first
 * fit: seconds to its first answer and to the stacked model) and prints its accuracy next to three
 * baselines fitted on the same train part: median price per square foot by ZIP, and on every
 * column the valuation has (tree-features.ts: year built, lot, garage, a time index, an area price
 * encoding, …) a random forest (ml-random-forest), gradient-boosted trees (XGBoost in WebAssembly,
 * ml-xgboost) and histogram gradient boosting (the same, tree_method hist). Then the confidence calibration:
 * how often each level was within 10 % and inside its interval. Ends with one summary table.
 * `--dataset` keeps the files whose name contains one of the given words (`ames`, `lucas`, …) and
 * `--split` the split kinds given (`random`, `area`, `time`), so one losing split can be measured
 * in minutes instead of the whole run (also VALUATION_BENCH_DATASETS / VALUATION_BENCH_SPLITS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TSale, TValuationResponse } from '@nestwise/shared';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { BUNDLED_BENCH_SALES_CSVS } from '../src/modules/ai-tools/sales-source';
import { createValuationModelStore } from '../src/modules/ai-tools/valuation/model-store';
import { createPricePerSqftBaseline } from '../src/modules/ai-tools/valuation/price-per-sqft-baseline';
import { accuracy, shuffled, type AccuracyFigures } from '../src/modules/ai-tools/valuation/stats';
import { sales as salesTable } from '../src/modules/market/market.schema';
import { readSalesCsvFile, SALES_CSV_COLUMNS } from '../src/lib/sales-csv';
import { importSalesCsv, saleDedupeKey } from '../src/modules/market/sales-import.service';
import { createForestBaseline, MAX_FOREST_SALES } from './valuation-bench/forest-baseline';
import { keepsDataset, parseBenchArguments } from './valuation-bench/arguments';
import { areaSplit, randomSplit, timeSplit, type Split } from './valuation-bench/splits';
import { createXGBoostBaseline } from './valuation-bench/xgboost-baseline';

const args = process.argv.slice(2);
const {
  seeds,
  seedList,
  files: fileArguments,
  datasets,
  splitKinds,
} = parseBenchArguments(args, process.env);
/** Larger files are measured on a seeded random sample of this many sales. */
const MAX_SALES_PER_DATASET = 6000;
const files = (
  fileArguments.length > 0
    ? fileArguments.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file))
    : BUNDLED_BENCH_SALES_CSVS
).filter((file) => keepsDataset(datasets, path.basename(file, '.csv')));
if (files.length === 0) throw new Error(`No dataset matches --dataset ${datasets.join(',')}`);

function toCsv(rows: TSale[]): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = rows.map((sale) => SALES_CSV_COLUMNS.map((column) => cell(sale[column])).join(','));
  return `${SALES_CSV_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-bench-valuation-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_AI_PER_MINUTE: '1000000',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
});
const database = await openDatabase({ databaseUrl: undefined, dataDir });
let app: App | undefined;

type Valued = { sale: TSale; result: TValuationResponse };

async function valueThroughApi(sale: TSale) {
  const { price: _price, soldAt, ...home } = sale;
  return app!.inject({
    method: 'POST',
    url: '/api/ai-tools/valuation',
    payload: { ...home, asOf: soldAt },
  });
}

async function runSplit(split: Split) {
  const importedAt = new Date().toISOString();
  await database.db.delete(salesTable);
  const imported = await importSalesCsv(database.db, toCsv(split.train), { source: 'bench' });
  // The sales changed: the previous model answers until the worker's refit is in, so wait for a
  // model fitted after this import (a sales count alone can repeat between splits).
  const started = Date.now();
  for (;;) {
    const response = await valueThroughApi(split.test[0]!);
    const body = response.json<TValuationResponse>();
    // The first fit answers with a provisional model (no trees) until the stacked one is in.
    if (response.statusCode === 200 && body.model.fittedAt > importedAt && !body.model.provisional)
      break;
    await sleep(100);
  }
  const fitSeconds = (Date.now() - started) / 1000;
  const valued: Valued[] = [];
  const refused = new Map<string, number>();
  for (const sale of split.test) {
    const response = await valueThroughApi(sale);
    if (response.statusCode === 200) valued.push({ sale, result: response.json() });
    else {
      const message = response.json<{ error: { message: string } }>().error.message;
      const reason = message.split(':')[0]!;
      refused.set(reason, (refused.get(reason) ?? 0) + 1);
    }
  }
  // The baselines see what the valuation sees: the train part without the repeats the import skipped.
  const distinct = [...new Map(split.train.map((sale) => [saleDedupeKey(sale), sale])).values()];
  const ppsf = createPricePerSqftBaseline(distinct);
  const forest = createForestBaseline(distinct);
  const homes = valued.map(({ sale }) => ({ home: sale, soldAt: sale.soldAt }));
  const boosted = await createXGBoostBaseline(distinct, 'exact');
  const boostedValues = boosted.valueAll(homes);
  boosted.free();
  const histogram = await createXGBoostBaseline(distinct, 'hist');
  const histogramValues = histogram.valueAll(homes);
  histogram.free();
  return {
    imported: imported.inserted,
    fitSeconds,
    valued,
    refused,
    valuation: accuracy(valued.map(({ sale, result }) => ({ price: sale.price, ...result }))),
    ppsf: accuracy(valued.map(({ sale }) => ({ price: sale.price, ...ppsf.value(sale) }))),
    forest: accuracy(
      valued.map(({ sale }) => ({ price: sale.price, ...forest.value(sale, sale.soldAt) })),
    ),
    boosted: accuracy(valued.map(({ sale }, i) => ({ price: sale.price, ...boostedValues[i]! }))),
    histogram: accuracy(
      valued.map(({ sale }, i) => ({ price: sale.price, ...histogramValues[i]! })),
    ),
  };
}

/**
 * A fresh server's first fit on `sales` (a store of its own, as at start-up): seconds until the
 * first answer (the provisional hedonic and comparables model) and until the stacked model.
 */
async function firstFit(sales: TSale[]) {
  let stacked = 0;
  const store = createValuationModelStore(async () => sales, {
    onFit: (seconds) => (stacked = seconds),
  });
  const started = performance.now();
  const first = await store.model();
  const firstAnswer = (performance.now() - started) / 1000;
  await store.settled();
  return { firstAnswer, provisional: first.provisional, stacked };
}

const pad = (text: string, width: number) => text.padEnd(width);
const row = (name: string, figures: Omit<AccuracyFigures, 'count'>) =>
  `  ${pad(name, 34)} ${figures.medianAbsolutePercentError.toFixed(1).padStart(7)} %  ${figures.withinTenPercent.toFixed(1).padStart(8)} %  ${figures.intervalCoverage.toFixed(1).padStart(10)} %`;
const header = `  ${pad('', 34)} ${'MdAPE'.padStart(9)}  ${'within 10%'.padStart(10)}  ${'80% PI cover'.padStart(12)}`;

const within20 = (valued: Valued[]) =>
  (valued.filter(({ sale, result }) => Math.abs(result.estimate / sale.price - 1) <= 0.2).length /
    valued.length) *
  100;

function printCalibration(valued: Valued[]) {
  console.log('  confidence calibration (test sales):');
  for (const level of ['high', 'medium', 'low'] as const) {
    const inLevel = valued.filter((v) => v.result.confidence === level);
    if (inLevel.length === 0) {
      console.log(`    ${pad(level, 7)} none given`);
      continue;
    }
    const figures = accuracy(inLevel.map(({ sale, result }) => ({ price: sale.price, ...result })));
    console.log(
      `    ${pad(level, 7)} ${String(inLevel.length).padStart(4)} sales: within 10 % ${figures.withinTenPercent.toFixed(1)} %, within 20 % ${within20(inLevel).toFixed(1)} %, MdAPE ${figures.medianAbsolutePercentError.toFixed(1)} %, interval coverage ${figures.intervalCoverage.toFixed(1)} %`,
    );
  }
}

type Run = Awaited<ReturnType<typeof runSplit>>;
const METHODS = [
  ['valuation (stacked: hedonic, comps, trees)', (run: Run) => run.valuation],
  ['baseline: price/sqft by ZIP', (run: Run) => run.ppsf],
  ['baseline: random forest (ml-rf)', (run: Run) => run.forest],
  ['baseline: boosted trees (xgboost)', (run: Run) => run.boosted],
  ['baseline: histogram boosting (hist)', (run: Run) => run.histogram],
] as const;

function printRun(split: Split, run: Run) {
  console.log(
    `\n${split.name}: train ${split.train.length} (imported ${run.imported}), test ${split.test.length}; model ready ${run.fitSeconds.toFixed(1)} s after the import`,
  );
  const refusedText = [...run.refused].map(([reason, n]) => `${n} × "${reason}"`).join(', ');
  console.log(
    `  valued ${run.valued.length} of ${split.test.length}${refusedText ? `; refused ${refusedText}` : ''}`,
  );
  const cv = run.valued[0]?.result.method.crossValidation;
  if (cv)
    console.log(
      `  cross-validated on train: MdAPE ${cv.medianAbsolutePercentError} %, within 10 % ${cv.withinTenPercent} %`,
    );
  console.log(header);
  for (const [name, pick] of METHODS) console.log(row(name, pick(run)));
  if (split.train.length > MAX_FOREST_SALES)
    console.log(`  (the random forest saw a seeded sample of ${MAX_FOREST_SALES} train sales)`);
  printCalibration(run.valued);
}

const mean = (runs: Run[], pick: (run: Run) => AccuracyFigures) => ({
  medianAbsolutePercentError:
    runs.reduce((sum, r) => sum + pick(r).medianAbsolutePercentError, 0) / runs.length,
  withinTenPercent: runs.reduce((sum, r) => sum + pick(r).withinTenPercent, 0) / runs.length,
  intervalCoverage: runs.reduce((sum, r) => sum + pick(r).intervalCoverage, 0) / runs.length,
});

try {
  await migrateDatabase(database);
  app = await buildApp({ config, database });
  await app.ready();
  const summary: Array<{ dataset: string; kind: string; runs: Run[] }> = [];
  for (const file of files) {
    const read = await readSalesCsvFile(file);
    const { errors } = read;
    const dataset = path.basename(file, '.csv');
    // A seeded sample keeps one run within minutes on two cores; the splits are drawn from it.
    const sales =
      read.sales.length > MAX_SALES_PER_DATASET
        ? shuffled(read.sales, 1998).slice(0, MAX_SALES_PER_DATASET)
        : read.sales;
    console.log(
      `\n=== ${dataset}: ${read.sales.length} valid rows${sales.length < read.sales.length ? `, a seeded sample of ${sales.length} measured` : ''} ===`,
    );
    if (errors.length > 0) {
      console.warn(
        `${errors.length} row(s) skipped, first: row ${errors[0]!.row}: ${errors[0]!.message}`,
      );
    }
    const first = await firstFit(sales);
    console.log(
      `first fit (a fresh server's first request, ${sales.length} sales): first answer after ${first.firstAnswer.toFixed(1)} s${first.provisional ? ' (hedonic and comparables, provisional)' : ''}, stacked model after ${first.stacked.toFixed(1)} s`,
    );
    const splits: Array<Split | string> = [];
    if (splitKinds.has('random'))
      for (const seed of seedList) splits.push(randomSplit(sales, seed));
    if (splitKinds.has('area')) for (const seed of seedList) splits.push(areaSplit(sales, seed));
    if (splitKinds.has('time')) splits.push(timeSplit(sales));
    for (const split of splits) {
      if (typeof split === 'string') {
        console.log(`\n${split}`);
        continue;
      }
      const run = await runSplit(split);
      printRun(split, run);
      const kind = split.name.split(' (')[0]!;
      const entry = summary.find((e) => e.dataset === dataset && e.kind === kind);
      if (entry) entry.runs.push(run);
      else summary.push({ dataset, kind, runs: [run] });
    }
  }
  console.log(`\nSummary${seeds > 1 ? ` (means over ${seeds} seeds)` : ''}:`);
  for (const { dataset, kind, runs } of summary) {
    console.log(`${dataset}, ${kind}:`);
    console.log(header);
    for (const [name, pick] of METHODS) console.log(row(name, mean(runs, pick)));
  }
} finally {
  await app?.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
