import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_ERROR_CODES as CODES,
  BILLING_MESSAGES as M,
  TEST_CARDS,
  type TCheckoutResponse,
  type TMySubscriptionResponse,
} from '@nestwise/shared';
import { createUser, signIn } from '../../../test/test-app';
import { CHECKOUT_PER_MINUTE } from './billing.routes';
import { payments } from './billing.schema';
import { checkout, checkoutBody, createBillingTestApp, withCard } from './billing.test-support';

describe('billing checkout', () => {
  let t: Awaited<ReturnType<typeof createBillingTestApp>>;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  const mine = async (headers: { authorization: string }) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers })
    ).json<TMySubscriptionResponse>();

  it('lists the plans to anyone, marked as test mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.testMode).toBe(true);
    expect(body.plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Free',
      'Buyer Pro',
      'Agent',
      'Brokerage',
    ]);
  });

  it('charges the success card once, starts the plan for a month and notifies', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const before = t.provider.charges;
    expect((await mine(buyer.headers)).planName).toBe('Free');

    const response = await checkout(t.app, buyer, checkoutBody());
    expect(response.statusCode).toBe(200);
    const { payment, subscription } = response.json<TCheckoutResponse>();
    expect(payment).toMatchObject({
      status: 'succeeded',
      planName: 'Buyer Pro',
      amount: 1900,
      currency: 'usd',
      cardBrand: 'visa',
      cardLast4: '4242',
      periodStart: '2026-11-21T12:00:00.000Z',
      periodEnd: '2026-12-21T12:00:00.000Z',
      testMode: true,
    });
    expect(payment.receiptNumber).toMatch(/^NW-20261121-[0-9A-F]{8}$/);
    expect(subscription).toMatchObject({ planId: 'buyer-pro', cancelAtPeriodEnd: false });
    expect(t.provider.charges).toBe(before + 1);
    expect(await mine(buyer.headers)).toMatchObject({ planId: 'buyer-pro', planName: 'Buyer Pro' });

    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: buyer.headers,
    });
    expect(notifications.json().items[0]).toMatchObject({
      kind: 'payment-succeeded',
      body: 'Buyer Pro plan (monthly): USD 19.00 paid.',
      // The notification opens this payment's receipt.
      data: { href: `/payment-success?payment=${payment.id}` },
    });
  });

  it('keeps only the brand and last four digits of the card', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const { payment } = (await checkout(t.app, buyer, checkoutBody())).json<TCheckoutResponse>();
    const [row] = await t.app.context.db.select().from(payments).where(eq(payments.id, payment.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TEST_CARDS.succeeds);
    expect(stored).not.toContain('Ada Lovelace');
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
  });

  it('answers a repeated key with the first result and charges nothing more', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const body = checkoutBody();
    const first = await checkout(t.app, buyer, body);
    const charges = t.provider.charges;
    const again = await checkout(t.app, buyer, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payment.id).toBe(first.json().payment.id);
    expect(again.json().payment.receiptNumber).toBe(first.json().payment.receiptNumber);
    expect(t.provider.charges).toBe(charges);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payments',
      headers: buyer.headers,
    });
    expect(list.json().items).toHaveLength(1);
  });

  it('charges once when the same key arrives twice at the same time', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const body = checkoutBody();
    const charges = t.provider.charges;
    const [a, b] = await Promise.all([checkout(t.app, buyer, body), checkout(t.app, buyer, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().payment.id).toBe(b.json().payment.id);
    expect(a.json().payment.status).toBe('succeeded');
    expect(b.json().payment.status).toBe('succeeded');
    expect(t.provider.charges).toBe(charges + 1);
    const rows = await t.app.context.db
      .select()
      .from(payments)
      .where(eq(payments.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a key reused for a different order', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const body = checkoutBody();
    await checkout(t.app, buyer, body);
    const other = await checkout(t.app, buyer, { ...body, interval: 'yearly' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({ code: CODES.keyReused, message: M.keyReused });
  });

  it('reports the decline card as declined and leaves the plan alone', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const charges = t.provider.charges;
    const response = await checkout(t.app, buyer, withCard(TEST_CARDS.declined));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment: { status: 'declined', failureCode: CODES.declined, failureMessage: M.declined },
      subscription: null,
    });
    expect(t.provider.charges).toBe(charges);
    expect((await mine(buyer.headers)).planId).toBe('free');
  });

  it('completes the second step once, however often it is confirmed', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const charges = t.provider.charges;
    const started = await checkout(t.app, buyer, withCard(TEST_CARDS.requiresAction));
    expect(started.json()).toMatchObject({ payment: { status: 'requires_action' } });
    expect((await mine(buyer.headers)).planId).toBe('free');

    const id = started.json().payment.id;
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/payments/${id}/confirm`,
        headers: buyer.headers,
        payload: { authenticated: true },
      });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      payment: { status: 'succeeded', cardLast4: '3184' },
      subscription: { planId: 'buyer-pro' },
    });
    expect((await confirm()).json().payment.status).toBe('succeeded');
    expect(t.provider.charges).toBe(charges + 1);
    expect((await mine(buyer.headers)).planId).toBe('buyer-pro');
  });

  it('declines when the second step fails', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const started = await checkout(t.app, buyer, withCard(TEST_CARDS.requiresAction));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/billing/payments/${started.json().payment.id}/confirm`,
      headers: buyer.headers,
      payload: { authenticated: false },
    });
    expect(response.json().payment).toMatchObject({
      status: 'declined',
      failureCode: CODES.authenticationFailed,
      failureMessage: M.authenticationFailed,
    });
  });

  it('shows a receipt to its owner only', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const other = await createUser(t.app, 'buyer');
    const admin = await createUser(t.app, 'admin');
    const { payment } = (await checkout(t.app, buyer, checkoutBody())).json<TCheckoutResponse>();
    const get = (headers?: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: `/api/billing/payments/${payment.id}`, headers });
    expect((await get(buyer.headers)).json()).toMatchObject({ id: payment.id, amount: 1900 });
    expect((await get(other.headers)).statusCode).toBe(404);
    expect((await get(admin.headers)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
  });

  it('cancels at the period end: the plan stays until then, then Free', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/subscription/cancel',
        headers: buyer.headers,
      });
    const none = await cancel();
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe(CODES.noSubscription);

    await checkout(t.app, buyer, checkoutBody({ interval: 'yearly' }));
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      planId: 'buyer-pro',
      cancelAtPeriodEnd: true,
      cancelledAt: '2026-11-21T12:00:00.000Z',
      currentPeriodEnd: '2027-11-21T12:00:00.000Z',
    });
    expect((await mine(buyer.headers)).subscription?.cancelAtPeriodEnd).toBe(true);
    t.clock.advance(366 * 24 * 3600 * 1000);
    try {
      // A year on, the old ID token has expired: sign in again.
      const later = await signIn(t.app, buyer.email, buyer.password);
      expect((await mine(later.headers)).planId).toBe('free');
    } finally {
      t.clock.advance(-366 * 24 * 3600 * 1000);
    }
  });

  it('sells agent plans to agents only and does not sell the plan one has', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const refused = await checkout(t.app, buyer, checkoutBody({ planId: 'agent' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(CODES.planNotForRole);

    const agent = await createUser(t.app, 'agent');
    expect((await checkout(t.app, agent, checkoutBody({ planId: 'agent' }))).statusCode).toBe(200);
    const again = await checkout(t.app, agent, checkoutBody({ planId: 'agent' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are already on the Agent plan.');
  });

  it.each([
    [
      'a number failing Luhn',
      { card: { ...checkoutBody().card, number: '4242 4242 4242 4241' } },
      M.cardNumberInvalid,
    ],
    [
      'a month that does not exist',
      { card: { ...checkoutBody().card, expiry: '13/30' } },
      M.expiryFormat,
    ],
    ['a short security code', { card: { ...checkoutBody().card, cvc: '12' } }, M.cvcInvalid(3)],
    ['no name', { card: { ...checkoutBody().card, name: '  ' } }, M.nameRequired],
    ['an unknown plan', { planId: 'gold' }, M.planInvalid],
    ['no idempotency key', { idempotencyKey: undefined }, M.idempotencyKeyInvalid],
    ['the Free plan', { planId: 'free' }, M.freePlan],
    ['an expired card', { card: { ...checkoutBody().card, expiry: '10/26' } }, M.expired],
  ])('answers 400 to %s with a clear message', async (_name, overrides, message) => {
    const buyer = await createUser(t.app, 'buyer');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: buyer.headers,
      payload: { ...checkoutBody(), ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('limits card attempts per caller and minute', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const attempt = () => checkout(t.app, buyer, withCard('4242 4242 4242 4241'));
    for (let i = 0; i < CHECKOUT_PER_MINUTE; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate-limited');
  });

  it('needs a signed-in caller and a valid payment id', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: checkoutBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await createUser(t.app, 'buyer');
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payments/not-a-uuid',
      headers: buyer.headers,
    });
    expect(badId.statusCode).toBe(400);
  });
});
