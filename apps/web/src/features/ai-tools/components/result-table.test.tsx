import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultTable } from './result-table';

const rows = [
  { type: 'house', sales: 12 },
  { type: 'condo', sales: 3 },
];

describe('ResultTable', () => {
  it('names the table by its caption and lays out one row per item', () => {
    render(
      <ResultTable
        caption="Sales by type"
        columns={[
          { label: 'Type', cell: (row) => row.type },
          {
            label: 'Sales',
            numeric: true,
            cell: (row) => row.sales,
            cellClassName: (row) => (row.sales < 5 ? 'few' : undefined),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.type}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by type' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'Sales']);
    const [, house, condo] = within(table).getAllByRole('row');
    expect(
      within(house!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['house', '12']);
    expect(within(condo!).getByRole('cell', { name: '3' })).toHaveClass('text-right', 'few');
    expect(screen.getByRole('region', { name: 'Sales by type' })).toHaveAttribute('tabindex', '0');
  });
});
