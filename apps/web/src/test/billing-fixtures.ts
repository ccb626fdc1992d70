import type { TPayment } from '@nestwise/shared';

/** A payment as the API answers it: a paid monthly Buyer Pro; tests override what they exercise. */
export function aPayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: '6f1c2a52-9d0e-4b7a-8f57-0d3f1c9e2b11',
    receiptNumber: 'NW-20261121-3F9A2C',
    planId: 'buyer-pro',
    planName: 'Buyer Pro',
    interval: 'monthly',
    amount: 1900,
    currency: 'usd',
    status: 'succeeded',
    cardBrand: 'visa',
    cardLast4: '4242',
    failureMessage: null,
    failureCode: null,
    periodStart: '2026-11-21T12:00:00.000Z',
    periodEnd: '2026-12-21T12:00:00.000Z',
    testMode: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    paidAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
