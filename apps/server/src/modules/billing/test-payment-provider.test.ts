import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTestDatabase } from '../../../test/test-database-copy';
import type { DatabaseHandle } from '../../db/client';
import { TEST_CARDS } from '@nestwise/shared';
import { PaymentProviderError } from './payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

const payment = (number: string, idempotencyKey = key(number)) => ({
  amount: 1900,
  currency: 'usd',
  description: 'Nestwise Buyer Pro (monthly)',
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' },
  idempotencyKey,
  customerId: 'user-1',
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await copyTestDatabase();
});
afterAll(() => database.close());

let keyCounter = 0;
const key = (name: string) => `${name}-${(keyCounter += 1)}`;

describe('TestPaymentProvider', () => {
  it('decides by card number, as a real provider’s test mode does', async () => {
    const provider = new TestPaymentProvider(database.db);
    expect((await provider.createPayment(payment(TEST_CARDS.succeeds))).status).toBe('succeeded');
    expect(await provider.createPayment(payment(TEST_CARDS.declined))).toMatchObject({
      status: 'declined',
      declineCode: 'card_declined',
      last4: '0002',
    });
    expect((await provider.createPayment(payment(TEST_CARDS.requiresAction))).status).toBe(
      'requires_action',
    );
    expect(provider.charges).toBe(1);
  });

  it('answers a repeated idempotency key with the first result, without charging', async () => {
    const provider = new TestPaymentProvider(database.db);
    const sameKey = key('same');
    const first = await provider.createPayment(payment(TEST_CARDS.succeeds, sameKey));
    const again = await provider.createPayment(payment(TEST_CARDS.succeeds, sameKey));
    expect(again.reference).toBe(first.reference);
    expect(provider.charges).toBe(1);
  });

  it('refunds only a payment that succeeded', async () => {
    const provider = new TestPaymentProvider(database.db);
    const paid = await provider.createPayment(payment(TEST_CARDS.succeeds));
    const declined = await provider.createPayment(payment(TEST_CARDS.declined));
    const refund = await provider.refundPayment({ reference: paid.reference, amount: 1900 });
    expect(refund.refundReference).toMatch(/^test_refund_/);
    await expect(
      provider.refundPayment({ reference: declined.reference, amount: 1900 }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('confirms a second step once and refuses unknown payments', async () => {
    const provider = new TestPaymentProvider(database.db);
    const pending = await provider.createPayment(payment(TEST_CARDS.requiresAction));
    const done = await provider.confirmPayment({
      reference: pending.reference,
      authenticated: true,
    });
    expect(done.status).toBe('succeeded');
    expect(
      (await provider.confirmPayment({ reference: pending.reference, authenticated: false }))
        .status,
    ).toBe('succeeded');
    await expect(
      provider.confirmPayment({ reference: 'test_pay_unknown', authenticated: true }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('TestPaymentProvider on two nodes (one database)', () => {
  it('confirms through one node a second step created through the other', async () => {
    const first = new TestPaymentProvider(database.db);
    const second = new TestPaymentProvider(database.db);
    const waitingKey = key('waiting');
    const pending = await first.createPayment(payment(TEST_CARDS.requiresAction, waitingKey));
    expect(pending.status).toBe('requires_action');
    const done = await second.confirmPayment({ reference: pending.reference, authenticated: true });
    expect(done).toMatchObject({
      status: 'succeeded',
      reference: pending.reference,
      last4: '3184',
    });
    expect(await first.findPayment(waitingKey)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('answers a key first used on the other node with that payment, charging once', async () => {
    const first = new TestPaymentProvider(database.db);
    const second = new TestPaymentProvider(database.db);
    const shared = key('shared');
    const [a, b] = await Promise.all([
      first.createPayment(payment(TEST_CARDS.succeeds, shared)),
      second.createPayment(payment(TEST_CARDS.succeeds, shared)),
    ]);
    expect(b.reference).toBe(a.reference);
    expect(first.charges + second.charges).toBe(1);
    const refund = await second.refundPayment({ reference: a.reference, amount: 1900 });
    expect(refund.refundReference).toMatch(/^test_refund_/);
  });
});
