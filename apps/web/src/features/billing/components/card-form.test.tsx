import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES as M } from '@nestwise/shared';
import { CardForm } from './card-form';

const now = () => new Date('2026-11-21T12:00:00Z');

function setup() {
  const onSubmit = vi.fn();
  render(<CardForm submitLabel="Pay $19.00" submitting={false} onSubmit={onSubmit} now={now} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CardForm', () => {
  it('spaces the number as it is typed and names the brand', async () => {
    const { user } = setup();
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
  });

  it('types the expiry slash and keeps only digits in the security code', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30');
    await user.type(screen.getByLabelText('Security code (CVC)'), '1a2b3');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('123');
  });

  it('keeps a pasted "12 / 29" whole instead of cutting it to "12"', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByLabelText('Expiry (MM/YY)'));
    await user.paste('12 / 29');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Pay $19.00' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expiry: '12/29' }));
  });

  it('shows each problem next to its field and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1026');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $19.00' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      `Visa ${M.cardNumberInvalid}`,
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(M.expired);
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      M.cvcInvalid(3),
    );
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(M.nameRequired);
    expect(screen.getByLabelText('Card number')).toHaveFocus();
  });

  it('says what is wrong when a field is left, before submitting', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Card number'));
    await user.tab();
    expect(screen.getByText(M.cardNumberRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.expiryRequired)).not.toBeInTheDocument();
  });

  it('sends a valid card', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Pay $19.00' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });

  it('asks American Express for 4 digits', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Card number'), '378282246310005');
    expect(screen.getByLabelText('Card number')).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code (CVC)'), '1234');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('1234');
  });
});
