import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, signInRequest, type IdentityAnswer } from '../../../test/identity-client';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { ACCOUNT_ADDRESS_THROTTLE, ADDRESS_THROTTLE } from './identity.throttle';

const WRONG = 'Wrong-Password-1';

async function failTimes(t: TestApp, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const answer = await signInRequest(t.app, email, WRONG);
    expect(errorMessage(answer)).toBe('INVALID_LOGIN_CREDENTIALS');
  }
}

/** A sign-in from a given client address (the peer: no proxy is trusted in tests). */
async function signInFrom(t: TestApp, address: string, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/identity/v1/accounts:signInWithPassword',
    remoteAddress: address,
    payload: { email, password, returnSecureToken: true },
  });
  return { status: response.statusCode, body: response.json() } as IdentityAnswer;
}

const ATTACKER = '198.51.100.66';
const VICTIM = '203.0.113.20';

async function failFrom(t: TestApp, address: string, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect(errorMessage(await signInFrom(t, address, email, WRONG))).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
  }
}

describe('sign-in throttling per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('throttles the address guessing, even for the right password; the owner elsewhere signs in', async () => {
    const admin = await createUser(t.app, 'admin');
    await failFrom(t, ATTACKER, admin.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures);
    const locked = await signInFrom(t, ATTACKER, admin.email, TEST_PASSWORD);
    expect(locked.status).toBe(400);
    expect(locked.body.error).toMatchObject({ code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' });
    // The attacker cannot lock the owner out: from the owner's address the account opens.
    expect((await signInFrom(t, VICTIM, admin.email, TEST_PASSWORD)).status).toBe(200);
    // Another account from the attacker's address is not locked by it either.
    const other = await createUser(t.app);
    expect((await signInFrom(t, ATTACKER, other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('backs off exponentially: each failure after the lock doubles the wait', async () => {
    const user = await createUser(t.app);
    const base = ACCOUNT_ADDRESS_THROTTLE.baseLockMs;
    await failFrom(t, ATTACKER, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // Wait in steps of the base lock until the address may try again.
      let waited = 0;
      do {
        t.clock.advance(base);
        waited += base;
      } while (
        errorMessage(await signInFrom(t, ATTACKER, user.email, WRONG)) ===
        'TOO_MANY_ATTEMPTS_TRY_LATER'
      );
      waits.push(waited / base);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect((await signInFrom(t, VICTIM, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lifts the lock once its time has passed', async () => {
    const user = await createUser(t.app);
    await failFrom(t, ATTACKER, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures);
    t.clock.advance(ACCOUNT_ADDRESS_THROTTLE.baseLockMs - 1000);
    expect(errorMessage(await signInFrom(t, ATTACKER, user.email, TEST_PASSWORD))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
    t.clock.advance(2000);
    expect((await signInFrom(t, ATTACKER, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await createUser(t.app);
    await failTimes(t, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures - 1);
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
    await failTimes(t, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures - 1);
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts failures in a window: old failures do not add up to a lock', async () => {
    const user = await createUser(t.app);
    await failTimes(t, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures - 1);
    t.clock.advance(ACCOUNT_ADDRESS_THROTTLE.windowMs + 1000);
    await failTimes(t, user.email, ACCOUNT_ADDRESS_THROTTLE.maxFailures - 1);
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown address too, without saying that it is unknown', async () => {
    const email = `ghost-${Date.now()}@test.nestwise.dev`;
    await failTimes(t, email, ACCOUNT_ADDRESS_THROTTLE.maxFailures);
    expect(errorMessage(await signInRequest(t.app, email, WRONG))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
  });
});

describe('sign-in throttling per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('locks the address after failures spread over many accounts', async () => {
    const user = await createUser(t.app);
    for (let attempt = 0; attempt < ADDRESS_THROTTLE.maxFailures; attempt += 1) {
      const answer = await signInRequest(t.app, `spray${attempt}@test.nestwise.dev`, WRONG);
      expect(errorMessage(answer)).toBe('INVALID_LOGIN_CREDENTIALS');
    }
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
    t.clock.advance(ADDRESS_THROTTLE.baseLockMs + 1000);
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('rate limiting of the sign-in routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers the 4th sign-in within a minute with 429 TOO_MANY_ATTEMPTS_TRY_LATER', async () => {
    const email = `limited-${Date.now()}@test.nestwise.dev`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signInRequest(t.app, email, TEST_PASSWORD)).status).toBe(400);
    }
    const fourth = await signInRequest(t.app, email, TEST_PASSWORD);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({ code: 429, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' });
  });
});

describe('rate limiting behind a proxy in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => t.close());

  it('cannot be dodged by a client that invents X-Forwarded-For addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/identity/v1/accounts:signInWithPassword',
        // The client's own header first, then the address the load balancer appended.
        headers: { 'x-forwarded-for': `10.0.0.${attempt}, 203.0.113.7` },
        payload: { email: 'someone@test.nestwise.dev', password: TEST_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
