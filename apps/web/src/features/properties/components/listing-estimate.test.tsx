import type { TProperty } from '@nestwise/shared';
import { createListingEstimate } from '@nestwise/shared/operation-routes/create-listing-estimate';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, requests, server } from '@/test/api-server';
import { ListingEstimate } from './listing-estimate';

const house = {
  id: 'p-9',
  status: 'for-sale',
  price: 415_000,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1_450,
  lotSize: null,
  yearBuilt: 1978,
  location: {
    address: '5 Oak Ave',
    city: 'Sacramento',
    state: 'CA',
    zip: '95820',
    neighborhood: null,
    latitude: 38.53,
    longitude: -121.45,
  },
} as unknown as TProperty;

const show = (property: TProperty) =>
  render(
    <MemoryRouter>
      <ListingEstimate property={property} />
    </MemoryRouter>,
  );

describe('ListingEstimate', () => {
  it('shows the estimate and range after the page, linking to the full valuation', async () => {
    server.use(
      answer(createListingEstimate, {
        estimate: 412_000,
        low: 380_000,
        high: 445_000,
        confidence: 'medium',
        market: 'Sacramento, CA',
        lastSaleDate: '2008-05-19',
      }),
    );
    show(house);
    // First paint does not wait for the valuation.
    expect(screen.getByTestId('listing-estimate')).toHaveTextContent('Nestwise Estimate loading…');
    expect(await screen.findByText('Nestwise Estimate $412,000')).toBeInTheDocument();
    expect(screen.getByTestId('listing-estimate')).toHaveTextContent(
      'Nestwise Estimate $412,000 ($380k–$445k) · medium confidence · based on sales to May 2008',
    );
    expect(screen.getByRole('link', { name: 'See the full valuation' })).toHaveAttribute(
      'href',
      '/ai-tools?tab=valuation&propertyId=p-9',
    );
    const [sent] = requests();
    expect(sent?.path).toBe('/api/ai-tools/estimate');
    expect(sent?.body).toMatchObject({
      city: 'Sacramento',
      state: 'CA',
      zip: '95820',
      propertyType: 'house',
      squareFeet: 1_450,
      latitude: 38.53,
    });
  });

  it('says plainly when there are not enough sales near the home', async () => {
    server.use(
      answer(createListingEstimate, {
        estimate: null,
        reason: 'not-enough-sales',
        message: 'Not enough sales near this home: …',
      }),
    );
    show({ ...house, location: { ...house.location, city: 'Austin', state: 'TX' } });
    expect(
      await screen.findByText('No estimate: not enough sales near this home'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks nothing for a rental', () => {
    show({ ...house, status: 'for-rent' });
    expect(screen.queryByTestId('listing-estimate')).toBeNull();
    expect(requests()).toHaveLength(0);
  });
});
