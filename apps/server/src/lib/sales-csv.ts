import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { isStorableText, SALES_CSV_COLUMNS, ZSaleSchema, type TSale } from '@nestwise/shared';
import { CsvSyntaxError, CsvTokenizer, tokenizeCsv, type CsvRecord } from './sales-csv-tokenizer';

export { SALES_CSV_COLUMNS };

/** The format's text columns; every other one of its columns holds a number. */
const TEXT_COLUMNS = new Set(['city', 'state', 'zip', 'neighborhood', 'propertyType', 'soldAt']);
const NUMERIC_COLUMNS = new Set<string>(
  SALES_CSV_COLUMNS.filter((column) => !TEXT_COLUMNS.has(column)),
);

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

/** Turns one row's cells into typed values; empty cells become null. */
function toCandidate(header: string[], cells: string[]) {
  const candidate: Record<string, unknown> = {};
  const problems: string[] = [];
  header.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') candidate[column] = null;
    else if (!isStorableText(cell))
      problems.push(`${column}: contains a NUL byte or an unpaired surrogate`);
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
  if (parsed.success) return { sale: parsed.data };
  return {
    message: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
      .join('; '),
  };
}

function syntaxError(error: unknown): never {
  if (error instanceof CsvSyntaxError) {
    throw new SalesCsvFormatError(`The file is not valid CSV: ${error.message}.`);
  }
  throw error;
}

/** The header's names, or why the file cannot be read at all. */
function headerOf(record: CsvRecord | undefined): string[] {
  if (record?.error) {
    throw new SalesCsvFormatError(`The header row is not valid CSV: ${record.error}.`);
  }
  return checkSalesCsvHeader(record?.cells);
}

/**
 * Reads sales in the column format of sacramento-sales.csv. A missing column stops the whole file;
 * a bad row is reported with its row and line number and the other rows are still returned.
 */
export function parseSalesCsv(text: string): SalesCsvResult {
  const sales: TSale[] = [];
  const errors: SalesCsvError[] = [];
  let header: string[] | undefined;
  let row = 0;
  try {
    for (const record of tokenizeCsv(text)) {
      if (!header) {
        header = headerOf(record);
        continue;
      }
      row += 1;
      const result = record.error
        ? { message: record.error }
        : validateSalesCsvRow(header, record.cells);
      if ('sale' in result) sales.push(result.sale);
      else errors.push({ row, line: record.line, message: result.message });
    }
  } catch (error) {
    syntaxError(error);
  }
  if (!header) headerOf(undefined);
  return { sales, errors, rowCount: row };
}

export type SalesCsvRow = { row: number; line: number } & ({ sale: TSale } | { message: string });

async function* chunksOf(input: Readable | string): AsyncGenerator<string> {
  if (typeof input === 'string') {
    yield input;
    return;
  }
  const decoder = new StringDecoder('utf8');
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  }
  yield decoder.end();
}

/**
 * The same format, streamed row by row (for files too long to hold twice in memory). A row that
 * breaks the quoting rules is reported like any bad row; a file that cannot be read on (a quote
 * never closed) ends the stream with a SalesCsvFormatError naming its line.
 */
export async function* streamSalesCsv(input: Readable | string): AsyncGenerator<SalesCsvRow> {
  const tokenizer = new CsvTokenizer();
  let header: string[] | undefined;
  let row = 0;
  const rows = function* (records: Iterable<CsvRecord>): Generator<SalesCsvRow> {
    for (const record of records) {
      if (!header) {
        header = headerOf(record);
        continue;
      }
      row += 1;
      const position = { row, line: record.line };
      yield record.error
        ? { ...position, message: record.error }
        : { ...position, ...validateSalesCsvRow(header, record.cells) };
    }
  };
  try {
    for await (const chunk of chunksOf(input)) yield* rows(tokenizer.push(chunk));
    yield* rows(tokenizer.end());
  } catch (error) {
    syntaxError(error);
  }
  if (!header) headerOf(undefined);
}

export async function readSalesCsvFile(filePath: string): Promise<SalesCsvResult> {
  return parseSalesCsv(await readFile(filePath, 'utf8'));
}
