import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../app-context';
import { salesCsvCandidates } from '../ai-tools/sales-source';
import { hasAnySale } from './market.repo';
import { importSalesCsv, type SalesImportReport } from './sales-import.service';

interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Demo market data: with SEED_DEMO and no sales yet, imports `<DATA_DIR>/sales.csv` or the bundled
 * apps/server/data/sacramento-sales.csv so a fresh clone values Sacramento homes out of the box.
 */
export async function seedMarketSales(
  ctx: Pick<AppContext, 'config' | 'db'>,
  log: SeedLog,
  candidates: string[] = salesCsvCandidates(ctx.config),
): Promise<SalesImportReport | null> {
  if (!ctx.config.seedDemo || (await hasAnySale(ctx.db))) return null;
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    log.warn(
      'No demo sales file found (apps/server/data/sacramento-sales.csv): the valuation has no sales ' +
        'until some are imported with npm run import:sales -- FILE.csv.',
    );
    return null;
  }
  try {
    const report = await importSalesCsv(ctx.db, createReadStream(file), {
      source: `seed:${path.basename(file)}`,
    });
    log.info(
      `Demo sales imported from ${file}: ${report.inserted} added, ${report.duplicates} duplicate(s), ${report.rejectedCount} rejected.`,
    );
    return report;
  } catch (error) {
    log.warn(`Demo sales not imported from ${file}: ${(error as Error).message}`);
    return null;
  }
}
