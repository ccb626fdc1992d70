import { describe, expect, it } from 'vitest';
import { checkSalesFile } from './use-sales-import';

const csv = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkSalesFile', () => {
  it('refuses a missing, non-CSV, empty or oversized file with the spec’s messages', () => {
    expect(checkSalesFile(null)).toBe('No file provided');
    expect(checkSalesFile(csv('sales.xlsx', 10))).toBe('Choose a .csv file.');
    expect(checkSalesFile(csv('sales.csv', 0))).toBe('File is empty');
    expect(checkSalesFile(csv('sales.csv', 26 * 1024 * 1024))).toBe(
      'File size (26.00 MB) exceeds maximum allowed size (25 MB)',
    );
    expect(checkSalesFile(csv('Sales.CSV', 1024))).toBeNull();
  });
});
