import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_ERROR_CODES as CODES,
  BILLING_MESSAGES as M,
  PLANS,
  type TCheckoutRequest,
} from '@nestwise/shared';
import { buildApp } from '../../app';
import { createUser, type TestUser } from '../../../test/test-app';
import { sha256 } from '../../lib/crypto';
import { PROCESSING_STALE_MS } from './billing.outcome';
import { payments } from './billing.schema';
import { checkout, checkoutBody, createBillingTestApp } from './billing.test-support';

/**
 * A server killed (kill -9) between the provider's answer and the commit leaves the payment
 * `processing`. A retry, a new checkout or the next start-up asks the provider what happened.
 */
describe('billing: a checkout left processing by a crash', () => {
  let t: Awaited<ReturnType<typeof createBillingTestApp>>;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  const longAgo = () => new Date(t.clock.now().getTime() - PROCESSING_STALE_MS - 60_000);

  /** The row the crashed request had claimed; `charged`: the provider had already taken the money. */
  async function crashedCheckout(user: TestUser, body: TCheckoutRequest, charged: boolean) {
    if (charged) {
      await t.provider.createPayment({
        amount: PLANS['buyer-pro'].prices.monthly,
        currency: 'usd',
        description: 'Nestwise Buyer Pro (monthly)',
        card: { number: body.card.number, expMonth: 12, expYear: 2030, cvc: '123', name: 'A' },
        idempotencyKey: `${user.id}:${body.idempotencyKey}`,
        customerId: user.id,
      });
    }
    const at = longAgo();
    const [row] = await t.app.context.db
      .insert(payments)
      .values({
        userId: user.id,
        idempotencyKey: body.idempotencyKey,
        requestHash: sha256(['buyer-pro', 'monthly', 'visa', body.card.number.slice(-4)].join('|')),
        receiptNumber: `NW-20261121-${Math.random().toString(16).slice(2, 10).toUpperCase()}`,
        planId: 'buyer-pro',
        interval: 'monthly',
        amount: PLANS['buyer-pro'].prices.monthly,
        currency: 'usd',
        status: 'processing',
        provider: 'test',
        cardBrand: 'visa',
        cardLast4: body.card.number.slice(-4),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  }

  const statusOf = async (id: string) =>
    (await t.app.context.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

  it('a retry of a charged checkout completes it without charging again', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const body = checkoutBody();
    const row = await crashedCheckout(buyer, body, true);
    const charges = t.provider.charges;

    const retry = await checkout(t.app, buyer, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      payment: { id: row.id, status: 'succeeded' },
      subscription: { planId: 'buyer-pro' },
    });
    expect(t.provider.charges).toBe(charges);
    const next = await checkout(t.app, buyer, checkoutBody());
    expect(next.json().error.code).toBe(CODES.alreadyOnPlan);
  });

  it('a retry of a checkout that never reached the provider fails it; a new one then succeeds', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const body = checkoutBody();
    const row = await crashedCheckout(buyer, body, false);

    const retry = await checkout(t.app, buyer, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment).toMatchObject({
      id: row.id,
      status: 'failed',
      failureMessage: M.providerUnavailable,
    });
    const again = await checkout(t.app, buyer, checkoutBody());
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.status).toBe('succeeded');
  });

  it('a new checkout settles the stuck one first instead of answering 409 forever', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const stuck = await crashedCheckout(buyer, checkoutBody(), false);
    const fresh = await checkout(t.app, buyer, checkoutBody());
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payment.status).toBe('succeeded');
    expect(await statusOf(stuck.id)).toBe('failed');
  });

  it('a checkout processing for less than the bound is left to its own request', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const row = await crashedCheckout(buyer, checkoutBody(), false);
    await t.app.context.db
      .update(payments)
      .set({ updatedAt: t.clock.now() })
      .where(eq(payments.id, row.id));
    const other = await checkout(t.app, buyer, checkoutBody());
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe(CODES.inProgress);
    expect(await statusOf(row.id)).toBe('processing');
  });

  it('start-up settles every stuck checkout', async () => {
    const charged = await createUser(t.app, 'buyer');
    const lost = await createUser(t.app, 'buyer');
    const chargedRow = await crashedCheckout(charged, checkoutBody(), true);
    const lostRow = await crashedCheckout(lost, checkoutBody(), false);
    // A second server on the same database, as after a restart.
    const restarted = await buildApp({
      config: t.config,
      database: t.app.context.database,
      clock: t.clock,
      keys: t.app.context.keys,
      paymentProvider: t.provider,
    });
    try {
      await restarted.ready();
      expect(await statusOf(chargedRow.id)).toBe('succeeded');
      expect(await statusOf(lostRow.id)).toBe('failed');
    } finally {
      await restarted.close();
    }
  });
});
