import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListTable, type PagedQuery } from './paged-list-table';

function query(overrides: Partial<PagedQuery<string>>): PagedQuery<string> {
  return {
    isLoading: false,
    isError: false,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

function renderTable(pagedQuery: PagedQuery<string>) {
  return render(
    <PagedListTable
      query={pagedQuery}
      what="the fruit"
      loading={<p>Loading fruit</p>}
      empty={<p>No fruit.</p>}
      label="Fruit"
      noun={['fruit', 'fruits']}
      columns=""
      headings={['Name']}
      moreError="Could not load more fruit."
    >
      {(items) => items.map((item) => <li key={item}>{item}</li>)}
    </PagedListTable>,
  );
}

describe('PagedListTable', () => {
  it('shows the loading content on the first load', () => {
    renderTable(query({ isLoading: true }));
    expect(screen.getByText('Loading fruit')).toBeInTheDocument();
  });

  it('by default shows list rows loading, named after what is loaded', () => {
    render(
      <PagedListTable
        query={query({ isLoading: true })}
        what="the fruit"
        empty={null}
        label="Fruit"
        noun={['fruit', 'fruits']}
        columns=""
        headings={['Name']}
      >
        {() => null}
      </PagedListTable>,
    );
    expect(screen.getByLabelText('Loading the fruit')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the failure with Retry when nothing loaded', async () => {
    const refetch = vi.fn();
    renderTable(query({ isError: true, error: new Error('offline'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the fruit.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty content for no rows', () => {
    renderTable(query({ data: { pages: [{ items: [], totalCount: 0 }] } }));
    expect(screen.getByText('No fruit.')).toBeInTheDocument();
  });

  it('lists every page with the first page’s count, and loads more', async () => {
    const fetchNextPage = vi.fn();
    renderTable(
      query({
        data: {
          pages: [
            { items: ['apple'], totalCount: 3 },
            { items: ['pear'], totalCount: 3 },
          ],
        },
        hasNextPage: true,
        isFetchNextPageError: true,
        fetchNextPage,
      }),
    );
    const list = screen.getByRole('list', { name: 'Fruit' });
    expect(list).toHaveTextContent('applepear');
    expect(screen.getByText('3 fruits')).toBeInTheDocument();
    expect(screen.getByText('Could not load more fruit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('says "1,000+" when the server stopped counting at its bound', () => {
    renderTable(
      query({ data: { pages: [{ items: ['apple'], totalCount: 1000, totalCountCapped: true }] } }),
    );
    expect(screen.getByText('1,000+ fruits')).toBeInTheDocument();
  });
});
