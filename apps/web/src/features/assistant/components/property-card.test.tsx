import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getAssistantPropertyContext, setAssistantPropertyContext } from '@/lib/assistant-context';
import type { TAssistantPropertyCard } from '../state/types';
import { PropertyCard } from './property-card';

const property: TAssistantPropertyCard = {
  id: 'p-1',
  title: 'Sunny Bungalow',
  location: '12 Elm Street, Austin, TX',
  city: 'Austin',
  state: 'TX',
  status: 'For Sale',
  price: 450000,
  formattedPrice: '$450,000',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
  propertyType: 'house',
  images: ['/a.jpg', '/b.jpg'],
  features: ['Pool', 'Garage', 'Garden', 'Fireplace'],
  highlights: [],
};

const show = (card: TAssistantPropertyCard) =>
  render(
    <MemoryRouter>
      <PropertyCard property={card} />
    </MemoryRouter>,
  );

afterEach(() => setAssistantPropertyContext(null));

describe('PropertyCard', () => {
  it('shows the first image, a primary badge, title, location, price and at most 3 features', () => {
    show(property);
    expect(screen.getByRole('img', { name: 'Sunny Bungalow' })).toHaveAttribute('src', '/a.jpg');
    expect(screen.getByText('For Sale')).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByText('12 Elm Street, Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('$450,000')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pool',
      'Garage',
      'Garden',
    ]);
  });

  it('a rental has a warning badge, a /mo price and a placeholder without images', () => {
    show({ ...property, status: 'For Rent', price: 2500, images: [] });
    expect(screen.getByText('For Rent')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('$2,500/mo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it("'View Details →' links to the property and sets the assistant's context", () => {
    show(property);
    const link = screen.getByRole('link', { name: 'View Details →' });
    expect(link).toHaveAttribute('href', '/properties/p-1');
    fireEvent.click(link);
    expect(getAssistantPropertyContext()).toMatchObject({ id: 'p-1', title: 'Sunny Bungalow' });
  });
});
