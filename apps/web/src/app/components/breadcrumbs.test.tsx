import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

function crumbsAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumbs />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('Breadcrumbs', () => {
  it('names each part of the path, linking all but the current page', () => {
    expect(crumbsAt('/dashboard/my-properties/purchased')).toEqual([
      'Dashboard',
      'My Properties',
      'Purchased',
    ]);
    expect(screen.getByRole('link', { name: 'My Properties' })).toHaveAttribute(
      'href',
      '/dashboard/my-properties',
    );
    expect(screen.getByText('Purchased')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a listing id as “Property”, not as the raw id', () => {
    expect(crumbsAt('/dashboard/digital-twin/d5656251-9a82-4c1e-8a61-0d0f3b9c2e11')).toEqual([
      'Dashboard',
      'Digital Twin',
      'Property',
    ]);
  });

  it('shows a conversation id under Messages as “Conversation”', () => {
    expect(crumbsAt('/dashboard/messages/d5656251-9a82-4c1e-8a61-0d0f3b9c2e11')).toEqual([
      'Dashboard',
      'Messages',
      'Conversation',
    ]);
  });
});
