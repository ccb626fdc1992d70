/**
 * npm run bench:valuation [-- FILE.csv] [--splits N]: splits the sales 80/20 (deterministic, seed 42),
 * imports the train part into a fresh embedded database (the import `npm run import:sales` uses),
 * values the test part through the API (POST /api/ai-tools/valuation, in process via inject), and
 * prints its accuracy next to a price-per-square-foot-by-ZIP baseline computed in the same run.
 * `--splits N` repeats it on N different splits (the table emptied in between) and prints the means
 * too. Exits 1 if the valuation does not beat the baseline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TSale, TValuationResponse } from '@nestwise/shared';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { sales as salesTable } from '../src/modules/market/market.schema';
import { readSalesCsvFile, SALES_CSV_COLUMNS } from '../src/modules/market/sales-csv';
import { importSalesCsv, saleDedupeKey } from '../src/modules/market/sales-import.service';
import { createPricePerSqftBaseline } from '../src/modules/ai-tools/valuation/price-per-sqft-baseline';
import { accuracy, shuffled, type AccuracyFigures } from '../src/modules/ai-tools/valuation/stats';

const TEST_SHARE = 0.2;
const SEED = 42;

const args = process.argv.slice(2);
const splitsFlag = args.indexOf('--splits');
const splits = splitsFlag >= 0 ? Math.max(1, Number(args[splitsFlag + 1]) || 1) : 1;
const fileArgument = args.find((arg, index) => !arg.startsWith('--') && index !== splitsFlag + 1);
const file = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  fileArgument ?? new URL('../data/sacramento-sales.csv', import.meta.url).pathname,
);

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

async function runSplit(sales: TSale[], seed: number) {
  const order = shuffled(sales, seed);
  const testCount = Math.round(order.length * TEST_SHARE);
  const test = order.slice(0, testCount);
  const train = order.slice(testCount);
  await database.db.delete(salesTable);
  const imported = await importSalesCsv(database.db, toCsv(train), { source: `bench:${seed}` });
  const value = async (sale: TSale) => {
    const { price: _price, soldAt, ...home } = sale;
    const response = await app!.inject({
      method: 'POST',
      url: '/api/ai-tools/valuation',
      payload: { ...home, asOf: soldAt },
    });
    if (response.statusCode !== 200) throw new Error(`valuation failed: ${response.body}`);
    return response.json<TValuationResponse>();
  };
  // The first request fits the model on the imported sales.
  const started = performance.now();
  const first = await value(test[0]!);
  const fitSeconds = (performance.now() - started) / 1000;
  const results = [first];
  for (const sale of test.slice(1)) results.push(await value(sale));
  // The baseline sees what the valuation sees: the train part without the repeats the import skipped.
  const distinct = [...new Map(train.map((sale) => [saleDedupeKey(sale), sale])).values()];
  const baseline = createPricePerSqftBaseline(distinct);
  const valuation = accuracy(
    test.map((sale, index) => ({ price: sale.price, ...results[index]! })),
  );
  const ppsf = accuracy(test.map((sale) => ({ price: sale.price, ...baseline.value(sale) })));
  return { train, test, imported, method: first.method, fitSeconds, valuation, ppsf };
}

const row = (name: string, figures: Omit<AccuracyFigures, 'count'>) =>
  `${name.padEnd(34)} ${figures.medianAbsolutePercentError.toFixed(1).padStart(8)} %  ${figures.withinTenPercent.toFixed(1).padStart(8)} %  ${figures.intervalCoverage.toFixed(1).padStart(10)} %`;
const header = `${''.padEnd(34)} ${'MdAPE'.padStart(10)}  ${'within 10%'.padStart(10)}  ${'80% PI cover'.padStart(12)}`;
const beats = (a: Omit<AccuracyFigures, 'count'>, b: Omit<AccuracyFigures, 'count'>) =>
  a.medianAbsolutePercentError < b.medianAbsolutePercentError &&
  a.withinTenPercent > b.withinTenPercent;

try {
  await migrateDatabase(database);
  app = await buildApp({ config, database });
  await app.ready();

  const { sales, errors } = await readSalesCsvFile(file);
  if (errors.length > 0) {
    console.warn(
      `${errors.length} row(s) skipped, first: row ${errors[0]!.row}: ${errors[0]!.message}`,
    );
  }
  const main = await runSplit(sales, SEED);
  console.log(
    `Sales: ${path.basename(file)}, ${sales.length} valid; train ${main.train.length} (imported ${main.imported.inserted}, ${main.imported.duplicates} repeat(s) skipped), test ${main.test.length} (seed ${SEED})`,
  );
  console.log(
    `Fitted on ${main.method.salesUsed} sales at the first request in ${main.fitSeconds.toFixed(2)} s (${main.method.crossValidation.folds}-fold CV); ${main.test.length} valuations through POST /api/ai-tools/valuation`,
  );
  console.log(
    `Cross-validated on train: MdAPE ${main.method.crossValidation.medianAbsolutePercentError} %, within 10 % ${main.method.crossValidation.withinTenPercent} %`,
  );
  console.log(header);
  console.log(row('valuation (hedonic + comparables)', main.valuation));
  console.log(row('baseline (price/sqft by ZIP)', main.ppsf));

  if (splits > 1) {
    const runs = [main];
    for (let i = 1; i < splits; i += 1) runs.push(await runSplit(sales, i));
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
} finally {
  await app?.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
