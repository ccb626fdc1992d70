import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TSale, TSalesImportReport } from '@nestwise/shared';
import type { Database } from '../../db/client';
import { insertSales } from './market.repo';
import type { NewSaleRow } from './market.schema';
import { SALES_CSV_COLUMNS, streamSalesCsv } from '../../lib/sales-csv';
import { eventLoopSlices } from '../../lib/event-loop-slices';

/** The report of one import (rejected rows: `row` 1 is the first data row, `line` counts the header). */
export type SalesImportReport = TSalesImportReport;
export type SalesImportRejection = SalesImportReport['rejected'][number];

export type SalesImportProgress = Omit<SalesImportReport, 'rejected'>;

export interface SalesImportOptions {
  /** Stored with each row: where it came from. */
  source: string;
  batchSize?: number;
  /** onProgress is called each time this many more rows have been read and stored. */
  progressEvery?: number;
  onProgress?: (progress: SalesImportProgress) => void;
}

/**
 * Rows per insert statement. An embedded database runs a statement on this thread, and 500 rows
 * took up to a second on a loaded machine; 100 stay well under that and cost little elsewhere.
 */
export const SALES_IMPORT_BATCH_SIZE = 100;
export const SALES_IMPORT_PROGRESS_EVERY = 5_000;
export const MAX_REPORTED_REJECTIONS = 1_000;

/** Postgres class 22 (data exception): a bad value, not a broken connection or a bug. */
function isDataError(error: unknown): boolean {
  const code =
    (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22');
}

function dataErrorMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause instanceof Error ? cause.message : String(cause);
}

const normaliseText = (value: string | null | undefined) =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The natural key of a sale: sha256 of its normalised cells in the file's column order (text
 * trimmed and lower-cased, numbers in canonical form, empty as ''). The same sale imported twice,
 * from the same file or another, hashes the same; the source label is not part of it.
 */
export function saleDedupeKey(sale: TSale): string {
  const cells = SALES_CSV_COLUMNS.map((column) => {
    const value = sale[column];
    if (value === null || value === undefined) return '';
    return typeof value === 'number' ? String(value) : normaliseText(value);
  });
  return createHash('sha256').update(cells.join('\u001f')).digest('hex');
}

export function toSaleRow(sale: TSale, source: string): NewSaleRow {
  return {
    city: sale.city.trim(),
    state: sale.state,
    zip: sale.zip ?? null,
    neighborhood: sale.neighborhood ?? null,
    latitude: sale.latitude ?? null,
    longitude: sale.longitude ?? null,
    propertyType: sale.propertyType,
    bedrooms: sale.bedrooms,
    bathrooms: sale.bathrooms,
    squareFeet: sale.squareFeet,
    lotSize: sale.lotSize ?? null,
    yearBuilt: sale.yearBuilt ?? null,
    garageSpaces: sale.garageSpaces ?? null,
    price: sale.price,
    soldAt: sale.soldAt,
    source,
    dedupeKey: saleDedupeKey(sale),
  };
}

/**
 * Imports sales in the column format of sacramento-sales.csv. Rows are validated one by one (a bad
 * row is reported with its row and line number and does not stop the others) and stored in
 * batches with `on conflict do nothing` on the dedupe key, so importing a file again adds nothing
 * and an interrupted import can simply be run again. A wrong header or broken CSV throws
 * SalesCsvFormatError (rows before a broken quote stay stored). The work is cut into slices of
 * about 20 ms with a turn of the event loop between them, so other requests are served throughout.
 */
export async function importSalesCsv(
  db: Database,
  input: Readable | string,
  options: SalesImportOptions,
): Promise<SalesImportReport> {
  const batchSize = Math.max(1, options.batchSize ?? SALES_IMPORT_BATCH_SIZE);
  const progressEvery = Math.max(1, options.progressEvery ?? SALES_IMPORT_PROGRESS_EVERY);
  const report: SalesImportReport = {
    rows: 0,
    inserted: 0,
    duplicates: 0,
    rejected: [],
    rejectedCount: 0,
  };
  let batch: NewSaleRow[] = [];
  let positions: Array<{ row: number; line: number }> = [];
  let reportedAt = 0;
  const slice = eventLoopSlices();

  const progress = () => {
    if (!options.onProgress || report.rows - reportedAt < progressEvery) return;
    reportedAt = report.rows - (report.rows % progressEvery);
    const { rejected: _rejected, ...counts } = report;
    options.onProgress(counts);
  };
  const reject = (position: { row: number; line: number }, message: string) => {
    report.rejectedCount += 1;
    if (report.rejected.length < MAX_REPORTED_REJECTIONS) {
      report.rejected.push({ ...position, message });
    }
  };
  const store = async (rows: NewSaleRow[]) => {
    const inserted = await insertSales(db, rows);
    report.inserted += inserted;
    report.duplicates += rows.length - inserted;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const [rows, at] = [batch, positions];
    batch = [];
    positions = [];
    try {
      await store(rows);
    } catch (error) {
      if (!isDataError(error)) throw error;
      // A value the checks let through but the database refuses: find it row by row.
      for (const [index, row] of rows.entries()) {
        try {
          await store([row]);
        } catch (rowError) {
          if (!isDataError(rowError)) throw rowError;
          reject(at[index]!, `refused by the database: ${dataErrorMessage(rowError)}`);
        }
      }
    }
  };

  for await (const row of streamSalesCsv(input)) {
    report.rows += 1;
    if ('sale' in row) {
      batch.push(toSaleRow(row.sale, options.source));
      positions.push({ row: row.row, line: row.line });
      if (batch.length >= batchSize) await flush();
    } else reject({ row: row.row, line: row.line }, row.message);
    // Only stored rows are reported as done: progress waits for the batch that holds them.
    if (batch.length === 0) progress();
    // Parsing, checking and an embedded database all run on this thread: let requests through.
    await slice();
  }
  await flush();
  progress();
  return report;
}
