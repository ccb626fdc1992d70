import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PLANS } from '@nestwise/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/test/test-store';
import { PaymentConfirmationPage } from './payment-confirmation-page';
import { PaymentSuccessPage } from './payment-success-page';
import { SubscriptionPage } from './subscription-page';

afterEach(() => vi.unstubAllGlobals());

/** The sign-in page, saying where it will send the visitor back to. */
function Login() {
  const from = (useLocation().state as { from?: { pathname: string; search: string } } | null)
    ?.from;
  return <h1>Sign in page{from ? ` from ${from.pathname}${from.search}` : ''}</h1>;
}

function renderSignedOut(path: string, answer?: () => Response) {
  const fetchSpy = vi.fn(
    async (_url: RequestInfo | URL) => answer?.() ?? new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchSpy);
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
  return fetchSpy;
}

describe('the payment pages, signed out (public routes)', () => {
  it('/payment-confirmation shows the order and asks to sign in as the next step', async () => {
    const fetchSpy = renderSignedOut('/payment-confirmation?plan=buyer-pro&interval=monthly');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
    expect(screen.getByText('Order summary')).toBeVisible();
    expect(screen.getByText('Buyer Pro')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(
      screen.getByRole('heading', {
        name: 'Sign in page from /payment-confirmation?plan=buyer-pro&interval=monthly',
      }),
    ).toBeVisible();
  });

  it('/payment-success shows the page and asks to sign in to see the receipt', async () => {
    const fetchSpy = renderSignedOut('/payment-success?payment=pay_1');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment success' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in page from /payment-success?payment=pay_1' }),
    ).toBeVisible();
  });

  it('/subscription: choosing a plan opens its payment page (sign-in is that page’s step)', async () => {
    const fetchSpy = renderSignedOut(
      '/subscription',
      () =>
        new Response(
          JSON.stringify({ plans: Object.values(PLANS), currency: 'usd', testMode: true }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Buyer Pro' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
    expect(screen.getByText('Buyer Pro')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Only the public plans were asked for: nothing of an account's.
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual([
      '/api/billing/plans',
    ]);
  });
});
