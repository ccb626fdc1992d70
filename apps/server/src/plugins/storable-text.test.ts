import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { registerErrorHandler } from './error-handler';
import {
  createTestAppWithCast,
  listingBody,
  type Cast,
} from '../modules/properties/properties.test-support';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

describe('text with a NUL byte or an unpaired surrogate', () => {
  let t: TestApp, cast: Cast;
  beforeAll(async () => ({ t, cast } = await createTestAppWithCast()));
  afterAll(() => t.close());

  it('is refused with 400 validation-error naming the field, in a query', async () => {
    const response = await t.app.inject({ url: '/api/properties?q=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation-error',
      message: 'q contains a character that is not allowed (a NUL byte or an unpaired surrogate).',
      issues: [{ path: 'q' }],
    });
  });

  it.each([
    ['a NUL byte', `Sunny${NUL}craftsman`],
    ['a lone surrogate', `Sunny ${LONE_SURROGATE} craftsman`],
  ])('is refused in a nested JSON body field (%s)', async (_label, title) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...cast.owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(
        listingBody({ title, location: { ...listingBody().location, city: title } }),
      ),
      // JSON.stringify keeps the lone surrogate as a \ud800 escape, as a hostile client would send it.
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation-error',
      issues: [{ path: 'title' }],
    });
  });

  it('is refused in the contact form', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: `Jo${NUL}`,
        email: 'jo@example.test',
        topic: 'buying',
        message: 'Hello there, a question.',
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error.issues[0].path).toBe('name');
  });

  it('is refused by the identity endpoints in their own error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/accounts:signUp',
      payload: { email: 'nul@example.test', password: 'Correct-Horse-9', displayName: `A${NUL}B` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^INVALID_ARGUMENT/);
  });

  it('is refused in a form-encoded identity body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=abc%00def',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^INVALID_ARGUMENT/);
  });

  it('is refused in a path parameter', async () => {
    const response = await t.app.inject({ url: '/api/properties/abc%00' });
    expect(response.statusCode).toBe(400);
  });

  it('leaves well-formed text alone: emoji, accents and other scripts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: cast.owner.headers,
      payload: listingBody({ title: 'Café 🏡 near the 公园 park' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Café 🏡 near the 公园 park');
  });

  it('a Postgres refusal of such text that slips past the check is still a 400, not a 500', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    bare.get('/nul', () => t.app.context.db.execute(sql`select ${`a${NUL}b`}::text as v`));
    bare.get('/jsonb', () => t.app.context.db.execute(sql`select ${'"\\u0000"'}::jsonb as v`));
    for (const url of ['/nul', '/jsonb']) {
      const response = await bare.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation-error');
    }
    await bare.close();
  });
});
