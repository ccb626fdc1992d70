import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatGrid } from './stat-grid';

describe('StatGrid', () => {
  it('pairs each label with its value and note', () => {
    render(
      <StatGrid
        stats={[
          { label: 'Median price', value: '$300,000' },
          { label: 'Active inventory', value: '4', note: '2.0 months of supply' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const definitions = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['Median price', 'Active inventory']);
    expect(definitions).toEqual(['$300,000', '4', '2.0 months of supply']);
  });
});
