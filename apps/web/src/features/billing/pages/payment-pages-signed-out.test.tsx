import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PLANS } from '@nestwise/shared';
import { findPlans } from '@nestwise/shared/operation-routes/find-plans';
import { describe, expect, it } from 'vitest';
import { answer, requests, server } from '@/test/api-server';
import { testStore } from '@/test/test-store';
import { PaymentConfirmationPage } from './payment-confirmation-page';
import { PaymentSuccessPage } from './payment-success-page';
import { SubscriptionPage } from './subscription-page';

/** The sign-in page, saying where it will send the visitor back to. */
function Login() {
  const from = (useLocation().state as { from?: { pathname: string; search: string } } | null)
    ?.from;
  return <h1>Sign in page{from ? ` from ${from.pathname}${from.search}` : ''}</h1>;
}

/** Renders `path` signed out; no request is answered unless the test sets a handler. */
function renderSignedOut(path: string) {
  render(
    <Provider store={testStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/payment-confirmation" element={<PaymentConfirmationPage />} />
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<h1>Register page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the payment pages, signed out (public routes)', () => {
  it('/payment-confirmation shows the order and asks to sign in as the next step', async () => {
    renderSignedOut('/payment-confirmation?plan=buyer-pro&interval=monthly');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
    expect(screen.getByText('Order summary')).toBeVisible();
    expect(screen.getByText('Buyer Pro')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(requests()).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(
      screen.getByRole('heading', {
        name: 'Sign in page from /payment-confirmation?plan=buyer-pro&interval=monthly',
      }),
    ).toBeVisible();
  });

  it('/payment-success shows the page and asks to sign in to see the receipt', async () => {
    renderSignedOut('/payment-success?payment=pay_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment success' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(requests()).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in page from /payment-success?payment=pay_1' }),
    ).toBeVisible();
  });

  it('/subscription: choosing a plan opens its payment page (sign-in is that page’s step)', async () => {
    // The plans as the API sends them: JSON, with mutable lists.
    const plans = Object.values(PLANS).map((plan) => ({
      ...plan,
      forRoles: [...plan.forRoles],
      features: [...plan.features],
    }));
    server.use(answer(findPlans, { plans, currency: 'usd', testMode: true }));
    renderSignedOut('/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Buyer Pro' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
    expect(screen.getByText('Buyer Pro')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Only the public plans were asked for: nothing of an account's.
    expect(requests().map((call) => call.path)).toEqual(['/api/billing/plans']);
  });
});
