import type { TCheckoutResponse, TMySubscriptionResponse } from '@nestwise/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createCheckout } from '@nestwise/shared/operation-routes/create-checkout';
import { findPlans } from '@nestwise/shared/operation-routes/find-plans';
import { getMySubscription } from '@nestwise/shared/operation-routes/get-my-subscription';
import { getPayment } from '@nestwise/shared/operation-routes/get-payment';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useMySubscription } from '@/lib/my-subscription';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aPayment } from '@/test/billing-fixtures';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PaymentConfirmationPage } from './payment-confirmation-page';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => {
  sessionStorage.clear();
});

const payment = aPayment();

const plan = (planId: 'free' | 'buyer-pro', planName: string): TMySubscriptionResponse => ({
  planId,
  planName,
  subscription: null,
  usage: { aiToolRuns: 0, aiToolRunsLimit: null, activeListings: 0, activeListingsLimit: null },
});

const PLAN_ELSEWHERE = '[data-testid="plan-elsewhere"]';

/** The plan as another part of the app (the profile) shows it from the same cache. */
function CurrentPlan() {
  const mine = useMySubscription();
  return <p data-testid="plan-elsewhere">{mine.data?.planName}</p>;
}

/** Fills the card form with a test card and pays. */
async function pay(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Sam Tester');
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('PaymentConfirmationPage', () => {
  it('pays, opens the receipt, and the plan shown elsewhere becomes the new one', async () => {
    let paid = false;
    server.use(
      answer(findPlans, { plans: [], currency: 'usd', testMode: true }),
      on(getMySubscription, () =>
        HttpResponse.json(paid ? plan('buyer-pro', 'Buyer Pro') : plan('free', 'Free')),
      ),
      on(createCheckout, () => {
        paid = true;
        return HttpResponse.json({ payment, subscription: null } satisfies TCheckoutResponse);
      }),
      on(getPayment, ({ params }) =>
        params.id === payment.id
          ? HttpResponse.json(payment)
          : apiError(404, 'not-found', 'Not found'),
      ),
    );
    renderSignedIn(
      <>
        <Routes>
          <Route path="/payment-confirmation" element={<PaymentConfirmationPage />} />
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
        </Routes>
        <CurrentPlan />
      </>,
      sessionUser('buyer'),
      '/payment-confirmation?plan=buyer-pro&interval=monthly',
    );
    // The element is there at once; the plan's name once the cached query has answered.
    expect(await screen.findByText('Free', { selector: PLAN_ELSEWHERE })).toBeInTheDocument();

    await pay('4242424242424242');

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('NW-20261121-3F9A2C')).toBeInTheDocument();
    expect(await screen.findByText('Buyer Pro', { selector: PLAN_ELSEWHERE })).toBeInTheDocument();
    expect(requests(createCheckout)[0]?.body).toMatchObject({
      planId: 'buyer-pro',
      interval: 'monthly',
    });
  });

  it('shows a decline and keeps the plan as it was', async () => {
    server.use(
      answer(findPlans, { plans: [], currency: 'usd', testMode: true }),
      answer(getMySubscription, plan('free', 'Free')),
      answer(createCheckout, {
        payment: { ...payment, status: 'failed', failureMessage: 'Your card was declined.' },
        subscription: null,
      } satisfies TCheckoutResponse),
    );
    renderSignedIn(
      <>
        <PaymentConfirmationPage />
        <CurrentPlan />
      </>,
      sessionUser('buyer'),
      '/payment-confirmation?plan=buyer-pro&interval=monthly',
    );
    await pay('4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(await screen.findByText('Free', { selector: PLAN_ELSEWHERE })).toBeInTheDocument();
    expect(requests(getMySubscription)).toHaveLength(1);
  });
});
