import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
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

describe('FilterBar ↔ URL', () => {
  it('shows the search of the URL', () => {
    renderAt('/properties?city=Austin&propertyType=house&minBedrooms=3&features=pool');
    expect(screen.getByLabelText('City', { exact: true })).toHaveValue('Austin');
    expect(screen.getByLabelText('Type')).toHaveValue('house');
    expect(screen.getByLabelText('Beds')).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter City: Austin' })).toBeInTheDocument();
  });

  it('puts typed values in the URL on Search, lists at once', async () => {
    const user = userEvent.setup();
    renderAt('/properties');
    await user.type(screen.getByLabelText('City', { exact: true }), 'Denver');
    expect(search()).toBe('');
    await user.selectOptions(screen.getByLabelText('Max price'), '$750,000');
    expect(search()).toBe('?city=Denver&maxPrice=750000');
    await user.selectOptions(screen.getByLabelText('Type'), 'condo');
    expect(search()).toBe('?city=Denver&propertyType=condo&maxPrice=750000');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Garage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    expect(search()).toBe('?city=Denver&propertyType=condo&maxPrice=750000&features=garage%2Cpool');
  });

  it('removes a filter with its chip and everything with Clear all', async () => {
    const user = userEvent.setup();
    renderAt('/properties?mode=rent&city=Austin&minBedrooms=2&sort=price-asc');
    await user.click(screen.getByRole('button', { name: 'Remove filter City: Austin' }));
    expect(search()).toBe('?mode=rent&minBedrooms=2&sort=price-asc');
    expect(screen.getByLabelText('City', { exact: true })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    // The mode is not a filter: clearing keeps the visitor renting.
    expect(search()).toBe('?mode=rent&sort=price-asc');
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
});
