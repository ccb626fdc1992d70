import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import {
  createApprovedListing,
  createListing,
  decide,
} from '../properties/properties.test-support';
import { listNotifications } from './notifications.test-support';

describe('notifications: what listing changes tell whom', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let saver: TestUser;
  let otherSaver: TestUser;
  let bystander: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    saver = await createUser(t.app, 'buyer');
    otherSaver = await createUser(t.app, 'buyer');
    bystander = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  const save = async (user: TestUser, propertyId: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/favorites/${propertyId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
  };
  const patch = (user: TestUser, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers: user.headers, payload });
  const unread = async (user: TestUser) => (await listNotifications(t.app, user)).items;

  it('rejection tells the agent with the reason; approval tells the agent; nobody else', async () => {
    const before = (await unread(agent)).length;
    const listing = await createListing(t.app, agent, { title: 'Loft with a view' });
    t.clock.advance(1000);
    await decide(t.app, admin, listing.id, 'rejected', 'Blurry photos');
    t.clock.advance(1000);
    await decide(t.app, admin, listing.id, 'approved');
    // Approving an approved listing again says nothing new.
    t.clock.advance(1000);
    await decide(t.app, admin, listing.id, 'approved');

    const items = await unread(agent);
    expect(items).toHaveLength(before + 2);
    expect(items[0]).toMatchObject({
      kind: 'listing-approved',
      title: 'Listing approved',
      isRead: false,
      data: { propertyId: listing.id, propertyTitle: 'Loft with a view' },
    });
    expect(items[1]).toMatchObject({
      kind: 'listing-rejected',
      title: 'Listing rejected',
      body: '"Loft with a view" was rejected: Blurry photos',
      data: { propertyId: listing.id, reason: 'Blurry photos' },
    });
    expect(await unread(admin)).toEqual([]);
  });

  it('a price change tells everyone who saved the listing except the actor', async () => {
    const listing = await createApprovedListing(t.app, agent, admin, { price: 450_000 });
    await save(saver, listing.id);
    await save(otherSaver, listing.id);
    await save(agent, listing.id); // the actor saved it too: not told of its own change
    const agentBefore = (await unread(agent)).length;
    const bystanderBefore = (await unread(bystander)).length;

    t.clock.advance(1000);
    const response = await patch(agent, listing.id, { price: 410_000 });
    expect(response.statusCode).toBe(200);

    for (const user of [saver, otherSaver]) {
      const [latest] = await unread(user);
      expect(latest).toMatchObject({
        kind: 'favorite-price-changed',
        title: `Price dropped: ${listing.title}`,
        body: `The price of "${listing.title}" changed from $450,000 to $410,000.`,
        data: { propertyId: listing.id, oldPrice: 450_000, newPrice: 410_000 },
        createdAt: t.clock.now().toISOString(),
      });
    }
    expect(await unread(agent)).toHaveLength(agentBefore);
    expect(await unread(bystander)).toHaveLength(bystanderBefore);

    // Sending the same price again is no change.
    const saverBefore = (await unread(saver)).length;
    await patch(agent, listing.id, { price: 410_000 });
    expect(await unread(saver)).toHaveLength(saverBefore);
  });

  it('a status change (edit or status call) tells the savers; an admin acting is excluded too', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await save(saver, listing.id);
    await save(admin, listing.id);
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: admin.headers,
      payload: { status: 'sold', reason: 'Closed' },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = await unread(saver);
    expect(latest).toMatchObject({
      kind: 'favorite-status-changed',
      title: `Now Sold: ${listing.title}`,
      data: { propertyId: listing.id, oldStatus: 'for-sale', newStatus: 'sold' },
    });
    expect((await unread(admin)).some((item) => item.kind === 'favorite-status-changed')).toBe(
      false,
    );

    t.clock.advance(1000);
    expect((await patch(agent, listing.id, { status: 'off-market' })).statusCode).toBe(200);
    const [next] = await unread(saver);
    expect(next).toMatchObject({
      kind: 'favorite-status-changed',
      data: { oldStatus: 'sold', newStatus: 'off-market' },
    });
    expect((await unread(admin)).filter((item) => item.kind === 'favorite-status-changed')).toEqual(
      [expect.objectContaining({ data: expect.objectContaining({ newStatus: 'off-market' }) })],
    );
  });

  it('a change that fails at commit leaves no notification behind', async () => {
    const { db } = t.app.context;
    // A real database refusal at commit time, after the service has written everything.
    await db.execute(
      sql.raw(`create or replace function nestwise_test_refuse() returns trigger
        language plpgsql as $$ begin raise exception 'refused by test'; end $$`),
    );
    await db.execute(
      sql.raw(`create constraint trigger nestwise_test_refuse_doomed after update on properties
        deferrable initially deferred for each row
        when (new.title like 'Doomed%') execute function nestwise_test_refuse()`),
    );
    const doomed = await createListing(t.app, agent, { title: 'Doomed cottage' });
    const listing = await createApprovedListing(t.app, agent, admin, { title: 'Fine cottage' });
    await save(saver, listing.id);
    const saverBefore = await unread(saver);
    const agentBefore = await unread(agent);

    for (const decision of ['approved', 'rejected']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${doomed.id}/approval`,
        headers: admin.headers,
        payload: { decision, reason: 'Never mind' },
      });
      expect(response.statusCode).toBe(500);
    }
    const renamedAndRepriced = await patch(agent, listing.id, {
      title: 'Doomed after all',
      price: 1,
    });
    expect(renamedAndRepriced.statusCode).toBe(500);

    expect(await unread(saver)).toEqual(saverBefore);
    expect(await unread(agent)).toEqual(agentBefore);
    await db.execute(sql.raw('drop trigger nestwise_test_refuse_doomed on properties'));
  });
});
