import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { ask } from './assistant.test-support';

describe('POST /api/assistant/query: bad input and rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it.each([
    [{}, 'transcript is required'],
    [{ transcript: '' }, 'transcript must not be blank'],
    [{ transcript: '   \n ' }, 'transcript must not be blank'],
    [{ transcript: 'x'.repeat(1001) }, 'transcript must be at most 1000 characters'],
    [{ transcript: 42 }, 'transcript must be a string'],
    [{ transcript: 'homes', recentSearchResults: 'nope' }, 'recentSearchResults'],
    [{ transcript: 'homes', recentSearchResults: [{ price: 3 }] }, 'recentSearchResults.0.id'],
    [{ transcript: 'homes', propertyContext: { id: 7 } }, 'propertyContext.id'],
    [{ transcript: 'homes', previousFilters: { minPrice: 'cheap' } }, 'previousFilters.minPrice'],
    [
      { transcript: 'homes', previousFilters: { propertyType: 'castle' } },
      'previousFilters.propertyType',
    ],
  ])('%j → 400 with a clear message', async (payload, message) => {
    const { status, body } = await ask(t.app, payload);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { code: 'validation-error', message: expect.stringContaining(message) },
    });
  });

  it('accepts exactly 1000 characters', async () => {
    const { status } = await ask(t.app, { transcript: `houses ${'a'.repeat(993)}` });
    expect(status).toBe(200);
  });

  it.each(['9007199254740993', 'homes under 99999999999999999 dollars', 'houses over 1e400 sq ft'])(
    'answers %j without a price or size past what a filter can hold (was a 500)',
    async (transcript) => {
      const { status, body } = await ask(t.app, { transcript });
      expect(status).toBe(200);
      const filters = (body as { data: { filters: Record<string, number> } }).data.filters;
      for (const key of ['minPrice', 'maxPrice', 'minSquareFeet', 'maxSquareFeet']) {
        expect(filters[key] ?? 0).toBeLessThanOrEqual(1_000_000_000_000);
      }
    },
  );

  it.each([
    'constructor',
    'toString bedrooms in valueOf',
    '__proto__ homes under hasOwnProperty k',
  ])('reads %j as words, not as Object members', async (transcript) => {
    const { status, body } = await ask(t.app, { transcript });
    expect(status).toBe(200);
    const filters = (body as { data: { filters: Record<string, unknown> } }).data.filters;
    for (const value of Object.values(filters)) expect(typeof value).not.toBe('function');
    expect(JSON.stringify(filters)).not.toMatch(/function|NaN/);
  });

  it('answers a body that is not JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"transcript":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: expect.any(String) },
    });
  });

  it('limits each caller to the configured questions per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AI_PER_MINUTE: '2' });
    try {
      const first = {};
      expect((await ask(limited.app, { transcript: 'hello' }, first)).status).toBe(200);
      expect((await ask(limited.app, { transcript: 'hello' }, first)).status).toBe(200);
      const third = await ask(limited.app, { transcript: 'hello' }, first);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        success: false,
        error: { code: 'rate-limited', message: 'Too many requests. Please try again later.' },
      });
      // a signed-in caller has a counter of its own (an invented token counts against the address)
      const invented = await ask(
        limited.app,
        { transcript: 'hello' },
        { authorization: 'Bearer x' },
      );
      expect(invented.status).toBe(429);
      const member = await createUser(limited.app, 'buyer');
      const other = await ask(limited.app, { transcript: 'hello' }, member.headers);
      expect(other.status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
