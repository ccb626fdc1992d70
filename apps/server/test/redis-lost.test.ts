import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from './test-app';
import { signInRequest } from './identity-client';

/**
 * A node whose Redis went away after start-up (here: a REDIS_URL nothing answers, which is what
 * the client sees once Redis is lost). Start-up's own check is startup.test.ts's.
 */
describe('a node that has lost its Redis', () => {
  let t: TestApp;
  let user: TestUser;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(
      { REDIS_URL: 'redis://:secret@127.0.0.1:1/5' },
      {},
      { logger: { level: 'warn', stream } },
    );
    user = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  it('still signs people in: the rate limit fails open instead of answering 500', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signInRequest(t.app, user.email, user.password)).status).toBe(200);
    }
    const wrong = await signInRequest(t.app, user.email, 'Wrong-Horse-1');
    expect(wrong.status).toBe(400);
  });

  it('still runs the rate-limited AI routes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai-tools/roi',
      headers: user.headers,
      payload: { price: 400_000, monthlyRent: 2_600 },
    });
    expect(response.statusCode).toBe(200);
  });

  it('warns once that limits are open, without the password, and readiness says so', async () => {
    const warnings = lines.filter((line) => line.includes('rate limits are not enforced'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('redis://:***@127.0.0.1:1/5');
    expect(warnings[0]).not.toContain('secret');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', redis: 'failing' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
