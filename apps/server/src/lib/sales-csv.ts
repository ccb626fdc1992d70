import { readFile } from 'node:fs/promises';
import { pipeline, Readable } from 'node:stream';
import { parse, CsvError, type InfoRecord, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { isStorableText, SALES_CSV_COLUMNS, ZSaleSchema, type TSale } from '@nestwise/shared';

export { SALES_CSV_COLUMNS };

/** Longer than any real row: past this a record is a quote left open, not data. */
export const MAX_CSV_RECORD_BYTES = 1024 * 1024;

/** A refused row's message is cut here, so a huge bad cell cannot swell the import's answer. */
export const MAX_ROW_MESSAGE_CHARS = 300;

/** Text is handed to the parser in slices this long, so no single step parses a whole upload. */
const SLICE_CHARS = 64 * 1024;

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

const quoted = (cell: string) => (cell.length > 40 ? `"${cell.slice(0, 40)}…"` : `"${cell}"`);

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
      else problems.push(`${column}: ${quoted(cell)} is not a number`);
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

const bounded = (message: string) =>
  message.length > MAX_ROW_MESSAGE_CHARS ? `${message.slice(0, MAX_ROW_MESSAGE_CHARS)}…` : message;

/** One data row checked against the header: the sale, or why it was refused. */
export function validateSalesCsvRow(
  header: string[],
  cells: string[],
): { sale: TSale } | { message: string } {
  if (cells.length !== header.length) {
    return { message: `expected ${header.length} cells, found ${cells.length}` };
  }
  const { candidate, problems } = toCandidate(header, cells);
  if (problems.length > 0) return { message: bounded(problems.join('; ')) };
  const parsed = ZSaleSchema.safeParse(candidate);
  if (parsed.success) return { sale: parsed.data };
  return {
    message: bounded(
      parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; '),
    ),
  };
}

export type SalesCsvRow = { row: number; line: number } & ({ sale: TSale } | { message: string });

/** A record and the line it starts on. */
interface ParsedRecord {
  cells: string[];
  line: number;
}

/**
 * csv-parse's options for the format. A quote inside an unquoted cell is kept as text
 * (`relax_quotes`) and the row is then judged by its cells like any other; the cell count is
 * checked per row, with the row's number, rather than by the parser. Only a file that cannot be
 * read on (a quote never closed, a record over 1 MB) stops the import: `on_skip` turns those
 * into a SalesCsvFormatError.
 */
function parserOptions(lines: LineTracker): Options {
  const options: Options<ParsedRecord, string[]> = {
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_CSV_RECORD_BYTES,
    record_delimiter: ['\r\n', '\n'],
    // Both run in the parser, in file order, before any record is consumed.
    on_record: (cells: string[], info: InfoRecord): ParsedRecord => ({
      cells,
      line: lines.startOf(info),
    }),
    on_skip: (error) => {
      throw formatErrorOf(error, lines.nextStart);
    },
  };
  // on_record turns each record into a ParsedRecord, which the parse() typings cannot follow.
  return options as unknown as Options;
}

function formatErrorOf(error: CsvError | undefined, startLine: number): SalesCsvFormatError {
  if (error?.code === 'CSV_QUOTE_NOT_CLOSED') {
    return new SalesCsvFormatError(
      `The file is not valid CSV: the quote opened on line ${startLine} is never closed.`,
    );
  }
  if (error?.code === 'CSV_MAX_RECORD_SIZE') {
    return new SalesCsvFormatError(
      `The file is not valid CSV: the record starting on line ${startLine} is longer than ${MAX_CSV_RECORD_BYTES / 1024 / 1024} MB; is a quote left open?`,
    );
  }
  return new SalesCsvFormatError(`The file is not valid CSV: ${error?.message ?? 'unreadable'}.`);
}

/** csv-parse counts the line a record ends on; a row is reported by the line it starts on. */
class LineTracker {
  private lastEnd = 0;
  private lastEmpty = 0;
  /** Where the next record starts (for errors about a record that never closed). */
  nextStart = 1;

  startOf(info: InfoRecord): number {
    const start = this.lastEnd + 1 + (info.empty_lines - this.lastEmpty);
    this.lastEnd = info.lines;
    this.lastEmpty = info.empty_lines;
    this.nextStart = info.lines + 1;
    return start;
  }
}

/** Reads records into rows: the first is the header, each later one is validated against it. */
class RowReader {
  private header: string[] | undefined;
  private row = 0;
  readonly lines = new LineTracker();

  read({ cells, line }: ParsedRecord): SalesCsvRow | undefined {
    if (!this.header) {
      this.header = checkSalesCsvHeader(cells);
      return undefined;
    }
    this.row += 1;
    return { row: this.row, line, ...validateSalesCsvRow(this.header, cells) };
  }

  finish() {
    if (!this.header) checkSalesCsvHeader(undefined);
  }
}

function rethrow(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof SalesCsvFormatError) throw cause;
  if (error instanceof CsvError) throw formatErrorOf(error, 0);
  throw error;
}

/**
 * Reads sales in the column format of sacramento-sales.csv. A missing column stops the whole file;
 * a bad row is reported with its row and line number and the other rows are still returned.
 * Whole text at once, for the bundled files and scripts (requests go through streamSalesCsv).
 */
export function parseSalesCsv(text: string): SalesCsvResult {
  const reader = new RowReader();
  const sales: TSale[] = [];
  const errors: SalesCsvError[] = [];
  let records: ParsedRecord[];
  try {
    records = parseSync(text, parserOptions(reader.lines)) as unknown as ParsedRecord[];
  } catch (error) {
    rethrow(error);
  }
  let rowCount = 0;
  for (const record of records) {
    const row = reader.read(record);
    if (!row) continue;
    rowCount = row.row;
    if ('sale' in row) sales.push(row.sale);
    else errors.push({ row: row.row, line: row.line, message: row.message });
  }
  reader.finish();
  return { sales, errors, rowCount };
}

/** A text is fed in slices; a stream as it comes. */
function sourceOf(input: Readable | string): Readable {
  if (typeof input !== 'string') return input;
  return Readable.from(
    (function* () {
      for (let at = 0; at < input.length; at += SLICE_CHARS) {
        yield input.slice(at, at + SLICE_CHARS);
      }
    })(),
    { objectMode: false },
  );
}

/**
 * The same format, streamed row by row (for files too long to hold twice in memory). A file that
 * cannot be read on (a quote never closed) ends the stream with a SalesCsvFormatError naming its
 * line; the rows before it have been yielded.
 */
export async function* streamSalesCsv(input: Readable | string): AsyncGenerator<SalesCsvRow> {
  const reader = new RowReader();
  const parser = parse(parserOptions(reader.lines));
  // A source that fails (an unreadable file) fails the parser, and so this loop, with it.
  pipeline(sourceOf(input), parser, () => undefined);
  try {
    for await (const record of parser as AsyncIterable<ParsedRecord>) {
      const row = reader.read(record);
      if (row) yield row;
    }
  } catch (error) {
    rethrow(error);
  }
  reader.finish();
}

export async function readSalesCsvFile(filePath: string): Promise<SalesCsvResult> {
  return parseSalesCsv(await readFile(filePath, 'utf8'));
}
