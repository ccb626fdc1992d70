import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalesImportReport as Report } from '../api/upload-sales-csv';
import { REJECTED_ROWS_SHOWN, SalesImportReport } from './sales-import-report';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('SalesImportReport', () => {
  it('shows the four counts and each rejected row with its number, line and reason', () => {
    const report: Report = {
      rows: 3,
      inserted: 2,
      duplicates: 0,
      rejected: [{ row: 2, line: 3, message: 'price: Valid price is required' }],
      rejectedCount: 1,
    };
    render(<SalesImportReport report={report} fileName="march.csv" />);
    expect(screen.getByRole('heading', { name: 'Import report' })).toBeInTheDocument();
    expect(screen.getByText('march.csv')).toBeInTheDocument();
    expect(figure('Rows')).toHaveTextContent('3');
    expect(figure('Inserted')).toHaveTextContent('2');
    expect(figure('Duplicates')).toHaveTextContent('0');
    expect(figure('Rejected')).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: 'Rejected rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3', 'price: Valid price is required']);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('caps the table and counts the rest, including refusals the server did not list', () => {
    const rejected = Array.from({ length: 60 }, (_, i) => ({
      row: i + 1,
      line: i + 2,
      message: `soldAt: not a date (${i + 1})`,
    }));
    render(
      <SalesImportReport
        report={{ rows: 1_500, inserted: 0, duplicates: 0, rejected, rejectedCount: 1_500 }}
        fileName="bad.csv"
      />,
    );
    expect(figure('Rejected')).toHaveTextContent('1,500');
    const table = screen.getByRole('table', { name: 'Rejected rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(REJECTED_ROWS_SHOWN + 1);
    expect(
      screen.getByText(`and ${(1_500 - REJECTED_ROWS_SHOWN).toLocaleString('en-US')} more`),
    ).toBeInTheDocument();
  });

  it('says every row was valid when none was rejected, with a repeat import counted as duplicates', () => {
    render(
      <SalesImportReport
        report={{ rows: 2, inserted: 0, duplicates: 2, rejected: [], rejectedCount: 0 }}
        fileName="again.csv"
      />,
    );
    expect(figure('Inserted')).toHaveTextContent('0');
    expect(figure('Duplicates')).toHaveTextContent('2');
    expect(screen.getByText('Every row was valid.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
