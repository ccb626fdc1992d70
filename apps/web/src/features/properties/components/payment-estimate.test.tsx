import type { TProperty } from '@nestwise/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingBuyerSections } from './listing-buyer-sections';

/* Only what the estimate reads; jsdom has no IntersectionObserver, so it mounts at once. */
const house = {
  id: 'p-9',
  title: 'Corner craftsman',
  status: 'for-sale',
  price: 500_000,
} as unknown as TProperty;

const payment = () => screen.getByTestId('monthly-payment').textContent ?? '';

describe('PaymentEstimate on a listing', () => {
  it('starts from the stated assumptions and costs less as the down payment grows', async () => {
    render(<ListingBuyerSections property={house} />);
    const section = await screen.findByRole(
      'region',
      { name: 'Monthly payment estimate' },
      { timeout: 10_000 },
    );
    expect(section).toHaveTextContent('20 % down');
    expect(section).toHaveTextContent('property tax 1.1 %');
    // 400k at 6.5 %/30 y = 2,528 + tax 458 + insurance 146.
    expect(payment()).toContain('$3,132');

    const down = screen.getByRole('spinbutton', { name: 'Down payment (%)' });
    await userEvent.clear(down);
    await userEvent.type(down, '50');
    // 250k at 6.5 % = 1,580 + 458 + 146.
    expect(payment()).toContain('$2,184');
  });

  it('takes the down payment in dollars, keeping the amount when the unit switches', async () => {
    render(<ListingBuyerSections property={house} />);
    await screen.findByRole('region', { name: 'Monthly payment estimate' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: '$' }));
    const down = screen.getByRole('spinbutton', { name: 'Down payment ($)' });
    expect(down).toHaveValue(100_000);
    await userEvent.clear(down);
    await userEvent.type(down, '500000');
    // Paid in full: tax and insurance only.
    expect(payment()).toContain('$604');
  });

  it('is not offered for rentals', () => {
    const { container } = render(
      <ListingBuyerSections property={{ ...house, status: 'for-rent' } as TProperty} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
