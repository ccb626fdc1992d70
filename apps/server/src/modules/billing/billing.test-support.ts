import { TEST_CARDS, type TCheckoutRequest } from '@nestwise/shared';
import type { App } from '../../app';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { TestPaymentProvider } from './test-payment-provider';

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

/** A checkout body for `planId` with the given card; a fresh idempotency key unless given. */
export function checkoutBody(overrides: Partial<TCheckoutRequest> = {}): TCheckoutRequest {
  return {
    planId: 'buyer-pro',
    interval: 'monthly',
    idempotencyKey: newKey(),
    card: { number: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    ...overrides,
  };
}

export const withCard = (number: string, overrides: Partial<TCheckoutRequest> = {}) =>
  checkoutBody({
    ...overrides,
    card: { number, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
  });

export function checkout(app: App, user: TestUser, body: TCheckoutRequest) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: user.headers,
    payload: body,
  });
}

/** A test app with plan limits on and a provider the test can inspect. */
export async function createBillingTestApp(): Promise<TestApp & { provider: TestPaymentProvider }> {
  let provider: TestPaymentProvider | undefined;
  const testApp = await createTestApp(
    {},
    {},
    { paymentProvider: (db) => (provider = new TestPaymentProvider(db)), planLimits: true },
  );
  return Object.assign(testApp, { provider: provider! });
}

/**
 * The embedded provider with a gate in front of `createPayment`: a test holds the next charge
 * "in flight" at the provider's edge (as a slow network would) until it calls `release()`.
 */
export class GatedPaymentProvider extends TestPaymentProvider {
  calls = 0;
  private gate: Promise<void> | undefined;
  private open: () => void = () => undefined;
  private arrived: Array<() => void> = [];

  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release() {
    this.open();
  }

  /** Resolves once `count` calls have reached the provider. */
  reached(count: number) {
    return new Promise<void>((resolve) => {
      const check = () => (this.calls >= count ? resolve() : this.arrived.push(check));
      check();
    });
  }

  override async createPayment(input: Parameters<TestPaymentProvider['createPayment']>[0]) {
    this.calls += 1;
    for (const notify of this.arrived.splice(0)) notify();
    const gate = this.gate;
    this.gate = undefined;
    await gate;
    return super.createPayment(input);
  }
}

export async function createGatedBillingTestApp(): Promise<
  TestApp & { provider: GatedPaymentProvider }
> {
  let provider: GatedPaymentProvider | undefined;
  const testApp = await createTestApp(
    {},
    {},
    { paymentProvider: (db) => (provider = new GatedPaymentProvider(db)), planLimits: true },
  );
  return Object.assign(testApp, { provider: provider! });
}
