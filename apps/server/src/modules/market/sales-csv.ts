import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { ZSaleSchema, type TSale } from '@nestwise/shared';

export const SALES_CSV_COLUMNS = [
  'city',
  'state',
  'zip',
  'neighborhood',
  'latitude',
  'longitude',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'lotSize',
  'yearBuilt',
  'garageSpaces',
  'price',
  'soldAt',
] as const;

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

/**
 * Reads sales in the column format of sacramento-sales.csv. A missing column stops the whole file;
 * a bad row is reported with its row and line number and the other rows are still returned.
 */
export function parseSalesCsv(text: string): SalesCsvResult {
  const records = parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  }) as unknown as RawRecord[];
  const [head, ...rows] = records;
  if (!head) throw new SalesCsvFormatError('The file is empty: expected a header row.');
  const header = head.record.map((name) => name.trim());
  const missing = SALES_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new SalesCsvFormatError(`The header is missing column(s): ${missing.join(', ')}.`);
  }
  const sales: TSale[] = [];
  const errors: SalesCsvError[] = [];
  rows.forEach(({ record, info }, index) => {
    const position = { row: index + 1, line: info.lines };
    if (record.length !== header.length) {
      errors.push({
        ...position,
        message: `expected ${header.length} cells, found ${record.length}`,
      });
      return;
    }
    const { candidate, problems } = toCandidate(header, record);
    if (problems.length > 0) {
      errors.push({ ...position, message: problems.join('; ') });
      return;
    }
    const parsed = ZSaleSchema.safeParse(candidate);
    if (parsed.success) sales.push(parsed.data);
    else {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ');
      errors.push({ ...position, message });
    }
  });
  return { sales, errors, rowCount: rows.length };
}

export async function readSalesCsvFile(filePath: string): Promise<SalesCsvResult> {
  return parseSalesCsv(await readFile(filePath, 'utf8'));
}
