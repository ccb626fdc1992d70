import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TLocationSuggestion } from '@nestwise/shared';
import { suggestLocations } from '@nestwise/shared/operation-routes/suggest-locations';
import { HttpResponse } from 'msw';
import { forgetLocationSuggestions } from '@/components/location-search/use-location-suggestions';
import { on, requests, server } from '@/test/api-server';
import { parseFilters, toSearchParams } from '../lib/search-filters';
import { FilterBar } from './filter-bar';

/** The filter bar wired to the URL as the properties page does it. */
function Harness() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <FilterBar
        filters={parseFilters(params)}
        onChange={(next) => setParams(toSearchParams(next))}
      />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );

const search = () => screen.getByTestId('search').textContent;

const SUGGESTIONS: TLocationSuggestion[] = [
  { kind: 'city', label: 'Austin, TX', city: 'Austin', state: 'TX', count: 5 },
  {
    kind: 'neighborhood',
    label: 'Mueller, Austin, TX',
    neighborhood: 'Mueller',
    city: 'Austin',
    state: 'TX',
    count: 1,
  },
  { kind: 'zip', label: '78701', zip: '78701', city: 'Austin', state: 'TX', count: 3 },
];

describe('FilterBar ↔ URL', () => {
  beforeEach(() => {
    forgetLocationSuggestions();
    server.use(
      on(suggestLocations, ({ search }) =>
        HttpResponse.json({ q: search.get('q') ?? '', suggestions: SUGGESTIONS }),
      ),
    );
  });

  it('shows the search of the URL', () => {
    renderAt('/properties?city=Austin&propertyType=house&minBedrooms=3&features=pool');
    expect(screen.getByLabelText('Location')).toHaveValue('Austin');
    expect(screen.getByLabelText('Type')).toHaveValue('house');
    expect(screen.getByLabelText('Beds')).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter City: Austin' })).toBeInTheDocument();
  });

  it('puts typed values in the URL on Search, lists at once', async () => {
    const user = userEvent.setup();
    renderAt('/properties');
    await user.type(screen.getByLabelText('Location'), 'Denver');
    expect(search()).toBe('');
    await user.selectOptions(screen.getByLabelText('Max price'), '$750,000');
    expect(search()).toBe('?location=Denver&maxPrice=750000');
    await user.selectOptions(screen.getByLabelText('Type'), 'condo');
    expect(search()).toBe('?location=Denver&propertyType=condo&maxPrice=750000');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Garage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(search()).toBe(
      '?location=Denver&propertyType=condo&maxPrice=750000&features=garage%2Cpool',
    );
  });

  it('removes a filter with its chip and everything with Clear all', async () => {
    const user = userEvent.setup();
    renderAt('/properties?mode=rent&city=Austin&minBedrooms=2&sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Remove filter City: Austin' }));
    expect(search()).toBe('?mode=rent&minBedrooms=2&sort=price-asc');
    expect(screen.getByLabelText('Location')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    // The mode is not a filter: clearing keeps the visitor renting.
    expect(search()).toBe('?mode=rent&sort=price-asc');
  });

  it('sorts by bedrooms, size, price per sq ft and, for sale, days on market', async () => {
    const user = userEvent.setup();
    renderAt('/properties?mode=buy');
    const sort = screen.getByLabelText('Sort');
    for (const name of [
      'Newest',
      'Bedrooms (most first)',
      'Size (largest first)',
      'Price per sq ft (low to high)',
      'Days on market (fewest first)',
    ]) {
      expect(within(sort).getByRole('option', { name })).toBeInTheDocument();
    }
    await user.selectOptions(sort, 'Price per sq ft (low to high)');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search()).toBe('?sort=price-per-sqft-asc'); // Buy is the default mode
  });

  it('offers days on market only for homes for sale', () => {
    renderAt('/properties?mode=rent');
    const sort = screen.getByLabelText('Sort');
    expect(within(sort).getByRole('option', { name: 'Bedrooms (most first)' })).toBeInTheDocument();
    expect(within(sort).queryByRole('option', { name: /Days on market/ })).toBeNull();
  });

  it('offers monthly rents as price choices in Rent mode and sale prices in Buy mode', async () => {
    const user = userEvent.setup();
    renderAt('/properties?mode=rent&maxPrice=2000');
    const maxRent = screen.getByLabelText('Max rent');
    expect(maxRent).toHaveDisplayValue('$2,000/mo');
    expect(screen.getAllByRole('option', { name: '$500/mo' })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: '$500,000' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Up to $2,000/mo' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Rent (low to high)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Min rent'), '$1,000/mo');
    expect(search()).toBe('?mode=rent&minPrice=1000&maxPrice=2000');

    renderAt('/properties');
    expect(screen.getAllByRole('option', { name: '$500,000' }).length).toBeGreaterThan(0);
  });

  it('applies a chosen place at once: a city sets the city and state', async () => {
    const user = userEvent.setup();
    renderAt('/properties?mode=rent&minBedrooms=2');
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'aus');
    // The bar's price selects hold options too: wait for the suggestion itself, which comes
    // only after the typing pause.
    await screen.findByRole('option', { name: /^Austin, TX/ });
    expect(requests(suggestLocations).at(-1)?.search.get('mode')).toBe('rent');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search()).toBe('?mode=rent&city=Austin&state=TX&minBedrooms=2');
    expect(box).toHaveValue('Austin, TX');
    expect(screen.getByRole('button', { name: 'Remove filter State: TX' })).toBeVisible();
  });

  it('a neighborhood sets it with its city; a ZIP code sets the zip', async () => {
    const user = userEvent.setup();
    renderAt('/properties');
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'mue');
    await user.click(await screen.findByRole('option', { name: /Mueller/ }));
    expect(search()).toBe('?city=Austin&state=TX&neighborhood=Mueller');
    expect(box).toHaveValue('Mueller, Austin, TX');

    await user.clear(box);
    await user.type(box, '787');
    await user.click(await screen.findByRole('option', { name: /78701/ }));
    expect(search()).toBe('?zip=78701');
    expect(screen.getByRole('button', { name: 'Remove filter ZIP: 78701' })).toBeVisible();
  });

  it('searches typed text without a choice as the location, replacing the place', async () => {
    const user = userEvent.setup();
    renderAt('/properties?city=Denver&state=CO&propertyType=condo');
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveValue('Denver, CO');
    await user.clear(box);
    await user.type(box, 'aus{Enter}');
    expect(search()).toBe('?location=aus&propertyType=condo');
    expect(screen.getByRole('button', { name: 'Remove filter Location: aus' })).toBeVisible();
  });
});
