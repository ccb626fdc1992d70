import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listSales } from './market.repo';
import { saleLine, salesCsv } from './market.test-support';
import { SalesCsvFormatError } from '../../lib/sales-csv';
import { importSalesCsv, saleDedupeKey, type SalesImportProgress } from './sales-import.service';

describe('importSalesCsv (real database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports bad rows with their row and line numbers while the good rows are stored', async () => {
    const csv = salesCsv([
      saleLine(1, { city: 'Badrow Town' }),
      saleLine(2, { city: 'Badrow Town', price: 'a lot' }),
      saleLine(3, { city: 'Badrow Town', state: 'California' }),
      `Badrow Town,CA,95820`,
      saleLine(5, { city: 'Badrow Town', soldAt: '2024-02-31' }),
      saleLine(6, { city: 'Badrow Town', squareFeet: '40' }),
      saleLine(7, { city: 'Badrow Town' }),
    ]);
    const report = await importSalesCsv(t.app.context.db, csv, { source: 'test:bad-rows' });
    expect(report).toMatchObject({ rows: 7, inserted: 2, duplicates: 0, rejectedCount: 5 });
    expect(report.rejected).toEqual([
      { row: 2, line: 3, message: 'price: "a lot" is not a number' },
      { row: 3, line: 4, message: 'state: state must be a two-letter code' },
      { row: 4, line: 5, message: 'expected 15 cells, found 3' },
      { row: 5, line: 6, message: 'soldAt: must be a real date' },
      { row: 6, line: 7, message: 'squareFeet: squareFeet must be at least 100' },
    ]);
    const stored = (await listSales(t.app.context.db)).filter((s) => s.city === 'Badrow Town');
    expect(stored.map((s) => s.squareFeet).sort()).toEqual([1201, 1207]);
    expect(stored[0]).toMatchObject({ state: 'CA', source: 'test:bad-rows', soldAt: '2024-05-01' });
  });

  it('reports a row with a NUL byte by its cell and still stores the rest of its batch', async () => {
    const csv = salesCsv([
      saleLine(20, { city: 'Nul Town' }),
      saleLine(21, { city: 'Nul\u0000Town' }),
      saleLine(22, { city: 'Nul Town' }),
    ]);
    const report = await importSalesCsv(t.app.context.db, csv, { source: 'test:nul' });
    expect(report).toMatchObject({ rows: 3, inserted: 2, duplicates: 0, rejectedCount: 1 });
    expect(report.rejected).toEqual([
      { row: 2, line: 3, message: 'city: contains a NUL byte or an unpaired surrogate' },
    ]);
  });

  it('reports rows the database refuses one by one instead of failing the import', async () => {
    const csv = salesCsv([saleLine(30, { city: 'Refused' }), saleLine(31, { city: 'Refused' })]);
    const report = await importSalesCsv(t.app.context.db, csv, { source: 'label\u0000' });
    expect(report).toMatchObject({ rows: 2, inserted: 0, rejectedCount: 2 });
    expect(report.rejected[0]).toMatchObject({ row: 1, line: 2 });
    expect(report.rejected[0]!.message).toMatch(/^refused by the database: /);
  });

  it('keeps a quote in the middle of a cell as text and judges the row by its cells', async () => {
    const csv = salesCsv([
      saleLine(40, { city: 'Quote Town' }),
      saleLine(41, { city: 'Quote Town', squareFeet: '1"410' }),
      saleLine(42, { city: 'Quote"Town' }),
    ]);
    const report = await importSalesCsv(t.app.context.db, csv, { source: 'test:quote' });
    expect(report).toMatchObject({ rows: 3, inserted: 2, rejectedCount: 1 });
    expect(report.rejected).toEqual([
      { row: 2, line: 3, message: 'squareFeet: "1"410" is not a number' },
    ]);
    const stored = await listSales(t.app.context.db);
    expect(stored.some((sale) => sale.city === 'Quote"Town')).toBe(true);
  });

  it('cuts a long bad cell in its message, so the report stays small', async () => {
    const csv = salesCsv([saleLine(43, { city: 'Long Cell', price: 'x'.repeat(100_000) })]);
    const report = await importSalesCsv(t.app.context.db, csv, { source: 'test:long' });
    expect(report.rejected).toEqual([
      { row: 1, line: 2, message: `price: "${'x'.repeat(40)}…" is not a number` },
    ]);
  });

  it('stops with a format error naming the line of a quote never closed', async () => {
    const csv = salesCsv([saleLine(50, { city: 'Open' }), saleLine(51, { city: '"Open' })]);
    await expect(importSalesCsv(t.app.context.db, csv, { source: 'x' })).rejects.toThrow(
      new SalesCsvFormatError(
        'The file is not valid CSV: the quote opened on line 3 is never closed.',
      ),
    );
  });

  it('adds nothing when the same file is imported again, nor for repeats within a file', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => saleLine(100 + i, { city: 'Twice' }));
    const csv = salesCsv([...lines, lines[0]!]);
    const first = await importSalesCsv(t.app.context.db, csv, { source: 'a', batchSize: 5 });
    expect(first).toMatchObject({ rows: 13, inserted: 12, duplicates: 1, rejectedCount: 0 });
    // Another label, other spacing and case: still the same sales.
    const again = csv.replaceAll('Twice', ' TWICE ').replaceAll(',house,', ',House,');
    const second = await importSalesCsv(t.app.context.db, again, { source: 'b', batchSize: 5 });
    expect(second).toMatchObject({ rows: 13, inserted: 0, duplicates: 13, rejectedCount: 0 });
    const stored = (await listSales(t.app.context.db)).filter((s) => s.city === 'Twice');
    expect(stored).toHaveLength(12);
  });

  it('calls back with progress every N rows, counting only stored rows', async () => {
    const lines = Array.from({ length: 10 }, (_, i) => saleLine(200 + i, { city: 'Progress' }));
    const calls: SalesImportProgress[] = [];
    const report = await importSalesCsv(t.app.context.db, salesCsv(lines), {
      source: 'test',
      batchSize: 3,
      progressEvery: 4,
      onProgress: (progress) => calls.push(progress),
    });
    expect(report.inserted).toBe(10);
    expect(calls.map((call) => call.rows)).toEqual([6, 9]);
    for (const call of calls) expect(call.inserted + call.duplicates).toBe(call.rows);
  });

  it('stops the whole file on a missing column, before storing anything', async () => {
    await expect(
      importSalesCsv(t.app.context.db, 'city,state,price\nSacramento,CA,1\n', { source: 'x' }),
    ).rejects.toThrow(SalesCsvFormatError);
    await expect(importSalesCsv(t.app.context.db, '', { source: 'x' })).rejects.toThrow(
      'The file is empty',
    );
  });

  it('keys a sale by its normalised cells, not its source', () => {
    const sale = {
      city: 'Sacramento',
      state: 'CA',
      propertyType: 'house',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1200,
      price: 250_000,
      soldAt: '2024-05-01',
    };
    expect(saleDedupeKey(sale)).toBe(saleDedupeKey({ ...sale, city: ' sacramento ', zip: null }));
    expect(saleDedupeKey(sale)).not.toBe(saleDedupeKey({ ...sale, price: 250_001 }));
  });
});
