import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TSale } from '@nestwise/shared';
import type { Config } from '../../config';
import { SERVER_DIR } from '../../server-dir';
import { readSalesCsvFile } from './valuation/sales-csv';

/** Where the recorded sales come from: the sales table in the app, a CSV in scripts. */
export type SalesSource = () => Promise<TSale[]>;

export const SALES_CSV_NAME = 'sacramento-sales.csv';

/** The bundled demo sales: 932 real Sacramento sales of May 2008, in the repository. */
const bundled = (name: string) => path.join(SERVER_DIR, 'data', name);

export const BUNDLED_SALES_CSV = bundled(SALES_CSV_NAME);

/** The bundled sales the demo seed imports: Sacramento (2008) and Ames, IA (2006–2010). */
export const BUNDLED_DEMO_SALES_CSVS = [BUNDLED_SALES_CSV, bundled('ames-sales.csv')];

/** Every bundled sales file (apps/server/data/README.md): the bench measures on each. */
export const BUNDLED_BENCH_SALES_CSVS = [
  ...BUNDLED_DEMO_SALES_CSVS,
  bundled('lucas-county-sales.csv'),
];

/** What the demo seed imports: `<DATA_DIR>/sales.csv` alone when present, else the bundled files. */
export function demoSalesFiles(config: Pick<Config, 'dataDir'>): string[] {
  const own = path.join(config.dataDir, 'sales.csv');
  return existsSync(own) ? [own] : BUNDLED_DEMO_SALES_CSVS;
}

/** `<DATA_DIR>/sales.csv` when present, else the bundled apps/server/data/sacramento-sales.csv. */
export function salesCsvCandidates(config: Pick<Config, 'dataDir'>): string[] {
  return [path.join(config.dataDir, 'sales.csv'), BUNDLED_SALES_CSV];
}

/** Reads the first CSV that exists, once, on first use; no file → no sales. */
export function csvSalesSource(candidates: string[]): SalesSource {
  let loaded: Promise<TSale[]> | undefined;
  return () => {
    loaded ??= (async () => {
      const file = candidates.find((candidate) => existsSync(candidate));
      if (!file) return [];
      return (await readSalesCsvFile(file)).sales;
    })();
    return loaded;
  };
}
