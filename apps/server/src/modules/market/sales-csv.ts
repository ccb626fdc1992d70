import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { SALES_CSV_COLUMNS, ZSaleSchema, type TSale } from '@nestwise/shared';

export { SALES_CSV_COLUMNS };

const NUMERIC_COLUMNS = new Set([
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSize',
  'yearBuilt',
  'garageSpaces',
  'price',
]);

export interface SalesCsvError {
  /** 1 = the first data row, after the header. */
  row: number;
  /** Line in the file (the header is line 1). */
  line: number;
  message: string;
}

export interface SalesCsvResult {
  sales: TSale[];
  errors: SalesCsvError[];
  rowCount: number;
}

export class SalesCsvFormatError extends Error {
  override name = 'SalesCsvFormatError';
}

interface RawRecord {
  record: string[];
  info: { lines: number };
}

/** Turns one row's cells into typed values; empty cells become null. */
function toCandidate(header: string[], cells: string[]) {
  const candidate: Record<string, unknown> = {};
  const problems: string[] = [];
  header.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') candidate[column] = null;
    else if (NUMERIC_COLUMNS.has(column)) {
      const value = Number(cell.replace(/[$,]/g, ''));
      if (Number.isFinite(value)) candidate[column] = value;
      else problems.push(`${column}: "${cell}" is not a number`);
    } else candidate[column] = cell;
  });
  return { candidate, problems };
}

/** The header's column names; a missing required column stops the whole file. */
export function checkSalesCsvHeader(cells: string[] | undefined): string[] {
  if (!cells) throw new SalesCsvFormatError('The file is empty: expected a header row.');
  const header = cells.map((name) => name.trim());
  const missing = SALES_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new SalesCsvFormatError(`The header is missing column(s): ${missing.join(', ')}.`);
  }
  return header;
}

/** One data row checked against the header: the sale, or why it was refused. */
export function validateSalesCsvRow(
  header: string[],
  cells: string[],
): { sale: TSale } | { message: string } {
  if (cells.length !== header.length) {
    return { message: `expected ${header.length} cells, found ${cells.length}` };
  }
  const { candidate, problems } = toCandidate(header, cells);
  if (problems.length > 0) return { message: problems.join('; ') };
  const parsed = ZSaleSchema.safeParse(candidate);
  if (parsed.success) {
    // Date.parse rolls 2024-02-31 over to March; the database (rightly) refuses it.
    const { soldAt } = parsed.data;
    if (new Date(`${soldAt}T00:00:00Z`).toISOString().slice(0, 10) !== soldAt) {
      return { message: 'soldAt: must be a real date' };
    }
    return { sale: parsed.data };
  }
  return {
    message: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
      .join('; '),
  };
}

const CSV_OPTIONS = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  info: true,
} as const;

/**
 * Reads sales in the column format of sacramento-sales.csv. A missing column stops the whole file;
 * a bad row is reported with its row and line number and the other rows are still returned.
 */
export function parseSalesCsv(text: string): SalesCsvResult {
  const records = parse(text, CSV_OPTIONS) as unknown as RawRecord[];
  const [head, ...rows] = records;
  const header = checkSalesCsvHeader(head?.record);
  const sales: TSale[] = [];
  const errors: SalesCsvError[] = [];
  rows.forEach(({ record, info }, index) => {
    const result = validateSalesCsvRow(header, record);
    if ('sale' in result) sales.push(result.sale);
    else errors.push({ row: index + 1, line: info.lines, message: result.message });
  });
  return { sales, errors, rowCount: rows.length };
}

export type SalesCsvRow = { row: number; line: number } & ({ sale: TSale } | { message: string });

/**
 * The same format, streamed row by row (for files too long to hold twice in memory). A malformed
 * file (an unclosed quote) ends the stream with a SalesCsvFormatError naming its line.
 */
export async function* streamSalesCsv(input: Readable | string): AsyncGenerator<SalesCsvRow> {
  const parser = parseStream(CSV_OPTIONS);
  if (typeof input === 'string') parser.end(input);
  else {
    input.on('error', (error) => parser.destroy(error));
    input.pipe(parser);
  }
  let header: string[] | undefined;
  let row = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<RawRecord>) {
      if (!header) {
        header = checkSalesCsvHeader(record);
        continue;
      }
      row += 1;
      yield { row, line: info.lines, ...validateSalesCsvRow(header, record) };
    }
  } catch (error) {
    if (error instanceof SalesCsvFormatError) throw error;
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
      throw new SalesCsvFormatError(`The file is not valid CSV: ${error.message}`);
    }
    throw error;
  } finally {
    if (typeof input !== 'string') input.unpipe(parser);
    parser.destroy();
  }
  if (!header) checkSalesCsvHeader(undefined);
}

export async function readSalesCsvFile(filePath: string): Promise<SalesCsvResult> {
  return parseSalesCsv(await readFile(filePath, 'utf8'));
}
