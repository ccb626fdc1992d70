import type { TPayment } from '@nestwise/shared';
import { findPayments } from '@nestwise/shared/operation-routes/find-payments';
import { getPayment } from '@nestwise/shared/operation-routes/get-payment';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aPayment } from '@/test/billing-fixtures';
import { renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PaymentSuccessPage } from './payment-success-page';

const paid = (receiptNumber: string, status: TPayment['status']) =>
  aPayment({ id: receiptNumber, receiptNumber, status });

describe('PaymentSuccessPage', () => {
  it("shows the newest paid payment's receipt when the link names none", async () => {
    server.use(
      answer(findPayments, { items: [paid('NW-2', 'failed'), paid('NW-1', 'succeeded')] }),
    );
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('NW-1')).toBeInTheDocument();
    expect(requests().map((call) => call.path)).toEqual(['/api/billing/payments']);
  });

  it('says so when nothing was paid yet', async () => {
    server.use(answer(findPayments, { items: [] }));
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success');
    expect(await screen.findByText(/You have no paid subscription yet/)).toBeInTheDocument();
  });

  it('says a receipt that does not exist was not found', async () => {
    server.use(on(getPayment, () => apiError(404, 'not-found', 'Not found')));
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success?payment=nope');
    expect(await screen.findByText('This receipt was not found.')).toBeInTheDocument();
  });
});
