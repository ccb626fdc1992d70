import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { CHECKOUT_PER_MINUTE } from '../modules/billing/billing.routes';
import { withCard } from '../modules/billing/billing.test-support';

/** A card number failing Luhn: answered 400 without reaching the provider, but counted. */
const badCard = () => withCard('4242 4242 4242 4241');

describe('per-caller rate limits key on the verified account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every spelling of one bearer token in one bucket', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const spellings = [
      `Bearer ${buyer.idToken}`,
      `bearer ${buyer.idToken}`,
      `Bearer  ${buyer.idToken}`,
      `BEARER ${buyer.idToken}`,
      `Bearer\t${buyer.idToken}`,
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CHECKOUT_PER_MINUTE; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: { authorization: spellings[attempt % spellings.length]! },
        payload: badCard(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, CHECKOUT_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts two sessions of one account together, and other accounts apart', async () => {
    const buyer = await createUser(t.app, 'buyer');
    t.clock.advance(1000); // a later sign-in: another ID token
    const second = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/accounts:signInWithPassword',
      payload: { email: buyer.email, password: TEST_PASSWORD, returnSecureToken: true },
    });
    const sessions = [buyer.headers, { authorization: `Bearer ${second.json().idToken}` }];
    for (let attempt = 0; attempt < CHECKOUT_PER_MINUTE; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: sessions[attempt % 2]!,
        payload: badCard(),
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: sessions[1]!,
      payload: badCard(),
    });
    expect(limited.statusCode).toBe(429);
    const other = await createUser(t.app, 'buyer');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: other.headers,
      payload: badCard(),
    });
    expect(fresh.statusCode).toBe(400);
  });
});

/** Four sign-ins with invented X-Forwarded-For heads; the limit is 3 a minute. */
async function signInStatuses(t: TestApp, forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/accounts:signInWithPassword',
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
      payload: { email: 'someone@test.nestwise.dev', password: TEST_PASSWORD },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For is believed only from a trusted proxy (TRUST_PROXY)', () => {
  it('is ignored by default, in production too: spoofed addresses share the peer bucket', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
    try {
      expect(await signInStatuses(t, (attempt) => `198.51.100.${attempt}`)).toEqual([
        400, 400, 400, 429,
      ]);
    } finally {
      await t.close();
    }
  });

  it('takes the address a trusted proxy appended, not what the client wrote before it', async () => {
    // The test's requests come from 127.0.0.1: that is the trusted load balancer here.
    const t = await createTestApp({
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
      TRUST_PROXY: '127.0.0.1/32, 10.0.0.0/8',
    });
    try {
      const spoofed = await signInStatuses(t, (attempt) => `198.51.100.${attempt}, 203.0.113.7`);
      expect(spoofed).toEqual([400, 400, 400, 429]);
      // Another client behind the same proxy has its own bucket.
      expect((await signInStatuses(t, () => '203.0.113.8'))[0]).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('with a hop count, trusts that many proxies in front', async () => {
    const t = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', TRUST_PROXY: '1' });
    try {
      const spoofed = await signInStatuses(t, (attempt) => `198.51.100.${attempt}, 203.0.113.9`);
      expect(spoofed).toEqual([400, 400, 400, 429]);
      expect((await signInStatuses(t, () => '203.0.113.10'))[0]).toBe(400);
    } finally {
      await t.close();
    }
  });
});
