import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../core/app-context';
import { demoSalesFiles } from '../ai-tools';
import { hasAnySale } from './market.repo';
import { importSalesCsv, type SalesImportReport } from './sales-import.service';

interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Demo market data: with SEED_DEMO and no sales yet, imports every one of `files` that exists
 * (`<DATA_DIR>/sales.csv`, else the bundled Sacramento and Ames sales) so a fresh clone values homes
 * in those markets out of the box. Returns the reports of the files imported, null when none was.
 */
export async function seedMarketSales(
  ctx: Pick<AppContext, 'config' | 'db'>,
  log: SeedLog,
  files: string[] = demoSalesFiles(ctx.config),
): Promise<SalesImportReport[] | null> {
  if (!ctx.config.seedDemo || (await hasAnySale(ctx.db))) return null;
  const present = files.filter((file) => existsSync(file));
  if (present.length === 0) {
    log.warn(
      'No demo sales file found (apps/server/data/sacramento-sales.csv): the valuation has no sales ' +
        'until some are imported with npm run import:sales -- FILE.csv.',
    );
    return null;
  }
  const reports: SalesImportReport[] = [];
  for (const file of present) {
    try {
      const report = await importSalesCsv(ctx.db, createReadStream(file), {
        source: `seed:${path.basename(file)}`,
      });
      log.info(
        `Demo sales imported from ${file}: ${report.inserted} added, ${report.duplicates} duplicate(s), ${report.rejectedCount} rejected.`,
      );
      reports.push(report);
    } catch (error) {
      log.warn(`Demo sales not imported from ${file}: ${(error as Error).message}`);
    }
  }
  return reports.length > 0 ? reports : null;
}
