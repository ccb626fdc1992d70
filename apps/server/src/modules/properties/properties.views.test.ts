import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty, TPropertyViewPage } from '@nestwise/shared';
import { createTestAppWithUsers, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from './properties.test-support';

describe('listings: views', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const view = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/properties/${id}/views`, headers });

  it('counts one viewer at most once per 30 minutes', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    expect((await view(listing.id, buyer.headers)).json()).toMatchObject({
      counted: true,
      viewCount: 1,
      lastViewedAt: '2026-11-21T12:00:00.000Z',
    });
    t.clock.advance(29 * 60_000);
    expect((await view(listing.id, buyer.headers)).json()).toMatchObject({
      counted: false,
      viewCount: 1,
    });
    // Another viewer counts at once; a signed-out browser is one viewer too.
    expect((await view(listing.id, admin.headers)).json()).toMatchObject({
      counted: true,
      viewCount: 2,
    });
    const browser = { 'user-agent': 'Test browser 1' };
    expect((await view(listing.id, browser)).json()).toMatchObject({ counted: true, viewCount: 3 });
    expect((await view(listing.id, browser)).json()).toMatchObject({
      counted: false,
      viewCount: 3,
    });
    expect((await view(listing.id, { 'user-agent': 'Another browser' })).json()).toMatchObject({
      counted: true,
      viewCount: 4,
    });
    t.clock.advance(60_001);
    expect((await view(listing.id, buyer.headers)).json()).toMatchObject({
      counted: true,
      viewCount: 5,
    });
    const stored = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(stored.json<TProperty>()).toMatchObject({
      viewCount: 5,
      lastViewedAt: t.clock.now().toISOString(),
    });
  });

  it('counts concurrent views of one viewer once', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => view(listing.id, buyer.headers)),
    );
    expect(results.filter((response) => response.json().counted)).toHaveLength(1);
  });

  it('lists views newest first to the owner and admins, paged by cursor', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const viewers = [buyer, admin, agent];
    for (const viewer of viewers) {
      t.clock.advance(1000);
      await view(listing.id, viewer.headers);
    }
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/views?limit=2`,
      headers: agent.headers,
    });
    const page1 = first.json<TPropertyViewPage>();
    expect(page1.totalCount).toBe(3);
    expect(page1.items.map((item) => item.viewerId)).toEqual([agent.id, admin.id]);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/views?limit=2&startAfter=${page1.nextCursor}`,
      headers: admin.headers,
    });
    const page2 = second.json<TPropertyViewPage>();
    expect(page2.items.map((item) => item.viewerId)).toEqual([buyer.id]);
    expect(page2.nextCursor).toBeNull();
  });
});
