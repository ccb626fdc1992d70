import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSavedSearch } from '@nestwise/shared';
import { deleteSavedSearch } from '@nestwise/shared/operation-routes/delete-saved-search';
import { findSavedSearches } from '@nestwise/shared/operation-routes/find-saved-searches';
import { updateSavedSearch } from '@nestwise/shared/operation-routes/update-saved-search';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, on, requests, server } from '@/test/api-server';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { SavedSearchesPage } from './saved-searches-page';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const austin: TSavedSearch = {
  id: 's1',
  name: 'Austin family homes',
  filters: { mode: 'buy', city: 'Austin', state: 'TX', minBedrooms: 3, sort: 'newest' },
  summary: 'Austin, TX · 3+ bd',
  frequency: 'instant',
  alertsEnabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const rentals: TSavedSearch = {
  ...austin,
  id: 's2',
  name: 'Denver rentals',
  filters: { mode: 'rent', city: 'Denver', maxPrice: 2500, sort: 'newest' },
  summary: 'For rent · Denver · under $2,500/mo',
  frequency: 'daily',
};

describe('SavedSearchesPage', () => {
  it('lists each search with its summary, alerts, date and a link to its results', async () => {
    server.use(answer(findSavedSearches, { items: [austin, rentals], limit: 25 }));
    renderSignedIn(<SavedSearchesPage />, sessionUser('buyer'));
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Austin family homes');
    expect(first).toHaveTextContent('Austin, TX · 3+ bd');
    expect(first).toHaveTextContent('Instant alerts');
    expect(first).toHaveTextContent('Saved Nov 20, 2026');
    expect(within(first!).getByRole('link', { name: 'Open Austin family homes' })).toHaveAttribute(
      'href',
      '/properties?city=Austin&state=TX&minBedrooms=3',
    );
    expect(second).toHaveTextContent('Daily digest');
    expect(within(second!).getByRole('link')).toHaveAttribute(
      'href',
      '/properties?mode=rent&city=Denver&maxPrice=2500',
    );
    expect(screen.getByText('2 of 25 saved searches')).toBeInTheDocument();
  });

  it('renames a search and turns its alerts off', async () => {
    server.use(
      answer(findSavedSearches, { items: [austin], limit: 25 }),
      on(updateSavedSearch, ({ body }) => HttpResponse.json({ ...austin, ...(body as object) })),
    );
    renderSignedIn(<SavedSearchesPage />, sessionUser('buyer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Austin family homes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit saved search' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    expect(name).toHaveAccessibleDescription('Give your search a name.');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.type(name, '   ');
    expect(name).toHaveAccessibleDescription('Give your search a name.');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Austin, quiet streets');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(within(dialog).getByLabelText('Email alerts'), 'off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Austin, quiet streets')).toBeInTheDocument();
    expect(screen.getByText('Alerts off')).toBeInTheDocument();
    expect(requests(updateSavedSearch).map((call) => call.path)).toEqual([
      '/api/me/saved-searches/s1',
    ]);
    expect(requests(updateSavedSearch)[0]?.body).toEqual({
      name: 'Austin, quiet streets',
      frequency: 'instant',
      alertsEnabled: false,
    });
  });

  it('deletes only after confirmation, then explains how to save one', async () => {
    server.use(
      answer(findSavedSearches, { items: [austin], limit: 25 }),
      answer(deleteSavedSearch, { id: 's1' }),
    );
    renderSignedIn(<SavedSearchesPage />, sessionUser('buyer'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Austin family homes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(deleteSavedSearch)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Austin family homes' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this saved search?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('You have no saved searches.')).toBeInTheDocument();
    expect(screen.getByText(/choose “Save search”/)).toBeInTheDocument();
    expect(requests(deleteSavedSearch).map((call) => call.path)).toEqual([
      '/api/me/saved-searches/s1',
    ]);
  });
});
