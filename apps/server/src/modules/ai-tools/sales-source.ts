import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TSale } from '@nestwise/shared';
import type { Config } from '../../config';
import { readSalesCsvFile } from './valuation/sales-csv';

/** Where the recorded sales come from: the CSV now, the sales table once it exists. */
export type SalesSource = () => Promise<TSale[]>;

export const SALES_CSV_NAME = 'sacramento-sales.csv';

/** `<DATA_DIR>/sales.csv` when present, else ../shared/data beside the repository. */
export function salesCsvCandidates(config: Pick<Config, 'dataDir'>): string[] {
  const repoRoot = new URL('../../../../../', import.meta.url).pathname;
  return [
    path.join(config.dataDir, 'sales.csv'),
    path.resolve(repoRoot, '..', 'shared', 'data', SALES_CSV_NAME),
    path.resolve(process.cwd(), '..', 'shared', 'data', SALES_CSV_NAME),
  ];
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
