import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import { createTestAppWithUsers, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from './properties.test-support';

describe('listings: favorites', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser = buyer) =>
    t.app.inject({ method, url, headers: user.headers });
  const favorites = async () =>
    (await call('GET', '/api/me/favorites')).json<{ items: TProperty[] }>().items.map((i) => i.id);
  const me = async () => (await call('GET', '/api/me')).json<{ favoriteProperties: string[] }>();

  it('adds (idempotently), lists newest saved first, removes and clears', async () => {
    const a = await createApprovedListing(t.app, agent, admin);
    const b = await createApprovedListing(t.app, agent, admin);
    expect((await call('PUT', `/api/me/favorites/${a.id}`)).json()).toEqual({
      favoriteProperties: [a.id],
    });
    t.clock.advance(1000);
    await call('PUT', `/api/me/favorites/${b.id}`);
    await call('PUT', `/api/me/favorites/${b.id}`);
    expect(await favorites()).toEqual([b.id, a.id]);
    expect((await me()).favoriteProperties).toEqual([a.id, b.id]);
    expect((await call('DELETE', `/api/me/favorites/${a.id}`)).json()).toEqual({
      favoriteProperties: [b.id],
    });
    expect((await call('DELETE', '/api/me/favorites')).json()).toEqual({ favoriteProperties: [] });
    expect(await favorites()).toEqual([]);
  });

  it('refuses listings the caller cannot see and unknown ids', async () => {
    const pending = await createListing(t.app, agent);
    expect((await call('PUT', `/api/me/favorites/${pending.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/me/favorites/not-an-id')).statusCode).toBe(404);
  });

  it('drops listings that are deleted or hidden from the list', async () => {
    const kept = await createApprovedListing(t.app, agent, admin);
    const hidden = await createApprovedListing(t.app, agent, admin);
    const removed = await createApprovedListing(t.app, agent, admin);
    for (const listing of [kept, hidden, removed]) {
      await call('PUT', `/api/me/favorites/${listing.id}`);
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${hidden.id}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
    await call('DELETE', `/api/properties/${removed.id}`, agent);
    expect(await favorites()).toEqual([kept.id]);
    expect((await me()).favoriteProperties).not.toContain(removed.id);
  });
});
