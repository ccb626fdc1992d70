import { SALES_CSV_COLUMNS } from '../../lib/sales-csv';

export const SALES_HEADER = SALES_CSV_COLUMNS.join(',');

/** A valid row in the sacramento-sales.csv format; `overrides` replace cells by column name. */
export function saleLine(index: number, overrides: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    city: 'Sacramento',
    state: 'CA',
    zip: '95820',
    neighborhood: '',
    latitude: (38.5 + index / 1000).toFixed(6),
    longitude: '-121.45',
    propertyType: 'house',
    bedrooms: '3',
    bathrooms: '2',
    squareFeet: String(1200 + index),
    lotSize: '',
    yearBuilt: '',
    garageSpaces: '',
    price: String(200_000 + index * 1000),
    soldAt: '2024-05-01',
    ...overrides,
  };
  return SALES_CSV_COLUMNS.map((column) => cells[column]).join(',');
}

export function salesCsv(lines: string[]): string {
  return `${SALES_HEADER}\n${lines.join('\n')}\n`;
}
