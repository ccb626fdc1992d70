import { expect, it } from 'vitest';
import { SALES_UPLOAD_MAX_BYTES } from '@nestwise/shared';
import { startHealthProbe } from '../../../test/health-probe';
import { createTestApp, createUser } from '../../../test/test-app';
import { saleLine, SALES_HEADER } from './market.test-support';

/**
 * Good sales: one market big enough to value, and many towns too small for a model of their own
 * (without coordinates, so grouping them into markets stays cheap): the refit loads every row.
 */
const VALUED_MARKET_SALES = 400;
const TOWNS = 4_000;
const SALES_PER_TOWN = 29;

function goodLines(): string[] {
  const lines: string[] = [];
  for (let i = 0; i < VALUED_MARKET_SALES; i += 1) lines.push(saleLine(i, { city: 'Liveville' }));
  for (let town = 0; town < TOWNS; town += 1) {
    for (let sale = 0; sale < SALES_PER_TOWN; sale += 1) {
      lines.push(
        saleLine(sale, {
          city: `Town ${town}`,
          state: 'KS',
          zip: '',
          latitude: '',
          longitude: '',
          squareFeet: String(900 + sale * 37 + town),
        }),
      );
    }
  }
  return lines;
}

const BAD_LINES = [
  saleLine(1, { city: 'Badville', price: 'a lot' }),
  saleLine(2, { city: 'Badville', state: 'Kansas' }),
  'Badville,KS,66001',
  saleLine(3, { city: 'Badville', bedrooms: '3"' }),
  saleLine(4, { city: 'Badville', soldAt: '2024-02-31' }),
];

/** A CSV just under the upload limit: the good rows spread through bad ones of every kind. */
export function livenessCsv(): { csv: string; goodRows: number } {
  const good = goodLines();
  const parts: string[] = [SALES_HEADER];
  let size = SALES_HEADER.length + 1;
  let bad = 0;
  const budget = SALES_UPLOAD_MAX_BYTES - 64 * 1024;
  const goodEvery = 2;
  let next = 0;
  while (size < budget) {
    const line =
      bad % goodEvery === 0 && next < good.length
        ? good[next++]!
        : BAD_LINES[bad % BAD_LINES.length]!;
    bad += 1;
    parts.push(line);
    size += line.length + 1;
  }
  while (next < good.length) parts.push(good[next++]!);
  return { csv: `${parts.join('\n')}\n`.slice(0, SALES_UPLOAD_MAX_BYTES), goodRows: good.length };
}

/**
 * The event-loop check the import and the refit after it must pass (PGlite here, a Postgres server
 * in the .postgres suite): while a 25 MB upload of bad and good rows is imported, and while the
 * first valuation after it is asked, a concurrent /api/health never waits a second or more.
 */
export function itKeepsHealthAnsweringThroughAnImport() {
  it('answers /api/health within a second while a 25 MB import and the first valuation after it run', async () => {
    const t = await createTestApp();
    try {
      const admin = await createUser(t.app, 'admin');
      const { csv, goodRows } = livenessCsv();
      expect(Buffer.byteLength(csv)).toBeGreaterThan(24 * 1024 * 1024);

      const duringImport = startHealthProbe(t.app);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/market/sales/import',
        headers: { ...admin.headers, 'content-type': 'text/csv' },
        payload: csv,
      });
      const importProbe = await duringImport.stop();
      expect(imported.statusCode).toBe(200);
      const report = imported.json();
      expect(report.inserted).toBe(goodRows);
      expect(report.rejectedCount).toBeGreaterThan(200_000);
      expect(report.rejected.length).toBeLessThanOrEqual(1_000);

      const duringValuation = startHealthProbe(t.app);
      const valued = await t.app.inject({
        method: 'POST',
        url: '/api/ai-tools/valuation',
        payload: {
          city: 'Liveville',
          state: 'CA',
          zip: '95820',
          latitude: 38.6,
          longitude: -121.45,
          propertyType: 'house',
          bedrooms: 3,
          bathrooms: 2,
          squareFeet: 1400,
        },
      });
      const valuationProbe = await duringValuation.stop();
      expect(valued.statusCode).toBe(200);
      expect(valued.json().model.salesCount).toBe(goodRows);

      for (const probe of [importProbe, valuationProbe]) {
        expect(probe.statuses).toEqual(new Set([200]));
        expect(probe.probes).toBeGreaterThan(0);
        // Generous: a loaded machine stretches every probe, but never to a blocked second.
        expect(probe.worstWaitMs).toBeLessThan(1_000);
      }
    } finally {
      await t.close();
    }
  }, 600_000);
}
