import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ERROR_CODES as CODES, BILLING_MESSAGES as M, TEST_CARDS } from '@nestwise/shared';
import { createUser } from '../../../test/test-app';
import { payments } from './billing.schema';
import {
  checkout,
  checkoutBody,
  createGatedBillingTestApp,
  withCard,
} from './billing.test-support';

/**
 * One checkout at a time per account: different idempotency keys (two tabs, a double click
 * after a reload) must not both reach the provider. Runs on PGlite and, in CI, on Postgres,
 * where the requests really run side by side on separate connections.
 */
describe('billing: parallel checkouts with different keys', () => {
  let t: Awaited<ReturnType<typeof createGatedBillingTestApp>>;
  beforeAll(async () => {
    t = await createGatedBillingTestApp();
  });
  afterAll(() => t.close());

  it('charges once when four checkouts of one account arrive together', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const charges = t.provider.charges;
    const calls = t.provider.calls;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => checkout(t.app, buyer, checkoutBody())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(t.provider.calls - calls).toBe(1);
    expect(t.provider.charges - charges).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect([CODES.inProgress, CODES.alreadyOnPlan]).toContain(answer.json().error.code);
    }
    const rows = await t.app.context.db
      .select()
      .from(payments)
      .where(eq(payments.userId, buyer.id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
  });

  it('refuses a second key while the first checkout is at the provider, then the plan held', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const calls = t.provider.calls;
    t.provider.hold();
    const first = checkout(t.app, buyer, checkoutBody());
    await t.provider.reached(calls + 1);

    const second = await checkout(t.app, buyer, checkoutBody({ interval: 'yearly' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({ code: CODES.inProgress, message: M.inProgress });

    t.provider.release();
    expect((await first).json().payment.status).toBe('succeeded');
    const third = await checkout(t.app, buyer, checkoutBody());
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe(CODES.alreadyOnPlan);
    expect(t.provider.calls - calls).toBe(1);
  });

  it('does not confirm a waiting second step for the plan another checkout has since bought', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const waiting = await checkout(t.app, buyer, withCard(TEST_CARDS.requiresAction));
    expect(waiting.json().payment.status).toBe('requires_action');
    expect((await checkout(t.app, buyer, checkoutBody())).json().payment.status).toBe('succeeded');
    const charges = t.provider.charges;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/billing/payments/${waiting.json().payment.id}/confirm`,
      headers: buyer.headers,
      payload: { authenticated: true },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe(CODES.alreadyOnPlan);
    expect(t.provider.charges).toBe(charges);
  });

  it('keeps accounts apart: two accounts checking out together are both charged', async () => {
    const [a, b] = [await createUser(t.app, 'buyer'), await createUser(t.app, 'buyer')];
    const charges = t.provider.charges;
    const answers = await Promise.all([
      checkout(t.app, a, checkoutBody()),
      checkout(t.app, b, checkoutBody()),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(t.provider.charges - charges).toBe(2);
  });
});
