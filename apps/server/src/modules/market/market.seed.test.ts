import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saleLine, salesCsv } from './market.test-support';
import { BUNDLED_DEMO_SALES_CSVS, demoSalesFiles } from '../ai-tools/sales-source';
import { seedMarketSales } from './market.seed';

describe('seedMarketSales', () => {
  let t: TestApp;
  let dir: string;
  const log = { info: [] as string[], warn: [] as string[] };
  const logger = { info: (m: string) => log.info.push(m), warn: (m: string) => log.warn.push(m) };
  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-seed-sales-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing without SEED_DEMO, warns without a file, imports once when the table is empty', async () => {
    const file = path.join(dir, 'sales.csv');
    fs.writeFileSync(file, salesCsv([saleLine(1), saleLine(2), saleLine(3)]));
    const ctx = { config: { ...t.config, seedDemo: true }, db: t.app.context.db };

    expect(await seedMarketSales({ ...ctx, config: t.config }, logger, [file])).toBeNull();
    expect(await seedMarketSales(ctx, logger, [path.join(dir, 'absent.csv')])).toBeNull();
    expect(log.warn[0]).toMatch(/No demo sales file found/);

    const report = await seedMarketSales(ctx, logger, [path.join(dir, 'absent.csv'), file]);
    expect(report).toMatchObject([{ inserted: 3, rejectedCount: 0 }]);
    expect(log.info[0]).toMatch(/Demo sales imported from .*: 3 added/);
    // Sales exist now: a restart imports nothing.
    expect(await seedMarketSales(ctx, logger, [file])).toBeNull();
  });

  it('seeds the bundled Sacramento and Ames sales, or DATA_DIR/sales.csv alone when it exists', () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-seed-own-'));
    try {
      expect(demoSalesFiles({ dataDir: own })).toEqual(BUNDLED_DEMO_SALES_CSVS);
      expect(BUNDLED_DEMO_SALES_CSVS.map((file) => path.basename(file))).toEqual([
        'sacramento-sales.csv',
        'ames-sales.csv',
      ]);
      for (const file of BUNDLED_DEMO_SALES_CSVS) expect(fs.existsSync(file)).toBe(true);
      fs.writeFileSync(path.join(own, 'sales.csv'), salesCsv([saleLine(1)]));
      expect(demoSalesFiles({ dataDir: own })).toEqual([path.join(own, 'sales.csv')]);
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});
