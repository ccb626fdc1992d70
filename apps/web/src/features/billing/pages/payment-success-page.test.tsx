import type { TPayment } from '@nestwise/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPayment } from '@/test/billing-fixtures';
import { json, renderSignedIn, sessionUser, stubApi } from '@/test/dashboard-fixtures';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => vi.unstubAllGlobals());

const paid = (receiptNumber: string, status: TPayment['status']) =>
  aPayment({ id: receiptNumber, receiptNumber, status });

describe('PaymentSuccessPage', () => {
  it("shows the newest paid payment's receipt when the link names none", async () => {
    const calls = stubApi((call) =>
      call.path === '/api/billing/payments'
        ? json(200, { items: [paid('NW-2', 'failed'), paid('NW-1', 'succeeded')] })
        : undefined,
    );
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('NW-1')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/billing/payments']);
  });

  it('says so when nothing was paid yet', async () => {
    stubApi((call) =>
      call.path === '/api/billing/payments' ? json(200, { items: [] }) : undefined,
    );
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success');
    expect(await screen.findByText(/You have no paid subscription yet/)).toBeInTheDocument();
  });

  it('says a receipt that does not exist was not found', async () => {
    stubApi(() => undefined);
    renderSignedIn(<PaymentSuccessPage />, sessionUser('buyer'), '/payment-success?payment=nope');
    expect(await screen.findByText('This receipt was not found.')).toBeInTheDocument();
  });
});
