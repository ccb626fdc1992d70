import type { TProperty } from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { listNotifications } from '../notifications/notifications.test-support';
import { createApprovedListing, createListing } from './properties.test-support';

describe('selling a listing to a buyer: the buyer confirms', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    buyer = await createUser(t.app, 'buyer');
    stranger = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  const sell = (user: TestUser, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/status`,
      headers: user.headers,
      payload: { status: 'sold', ...payload },
    });
  const ids = async (user: TestUser, url: string) =>
    (await t.app.inject({ url, headers: user.headers }))
      .json<{ items: TProperty[] }>()
      .items.map((item) => item.id);
  const answer = (user: TestUser, id: string, verb: 'confirm' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/me/purchases/${id}/${verb}`, headers: user.headers });

  it('an agent naming a buyer leaves the deal waiting: purchased only once the buyer confirms', async () => {
    const listing = await createApprovedListing(t.app, agent, admin, { title: 'Confirmed home' });
    const sold = await sell(agent, listing.id, { buyerEmail: buyer.email.toUpperCase() });
    expect(sold.statusCode).toBe(200);
    expect(sold.json<TProperty>()).toMatchObject({
      status: 'sold',
      buyerId: null,
      pendingBuyerEmail: buyer.email,
    });
    expect(await ids(buyer, '/api/me/purchased')).not.toContain(listing.id);
    expect(await ids(buyer, '/api/me/purchases/pending')).toEqual([listing.id]);
    const asked = (await listNotifications(t.app, buyer)).items[0];
    expect(asked).toMatchObject({
      kind: 'purchase-pending',
      title: 'Confirm your purchase',
      data: { propertyId: listing.id, href: '/dashboard/my-properties/purchased' },
    });

    // Nobody else can answer for the buyer.
    expect((await answer(stranger, listing.id, 'confirm')).statusCode).toBe(404);
    const confirmed = await answer(buyer, listing.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<TProperty>()).toMatchObject({ buyerId: buyer.id });
    expect(await ids(buyer, '/api/me/purchased')).toContain(listing.id);
    expect(await ids(buyer, '/api/me/purchases/pending')).toEqual([]);
    expect((await answer(buyer, listing.id, 'confirm')).statusCode).toBe(404);
  });

  it('declining drops the naming, and the listing never shows as purchased', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await sell(agent, listing.id, { buyerEmail: buyer.email });
    t.clock.advance(1000);
    const declined = await answer(buyer, listing.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(await ids(buyer, '/api/me/purchased')).not.toContain(listing.id);
    const view = await t.app.inject({
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect(view.json<TProperty>()).toMatchObject({
      status: 'sold',
      buyerId: null,
      pendingBuyerEmail: null,
    });
    const history = await t.app.inject({
      url: `/api/properties/${listing.id}/history`,
      headers: agent.headers,
    });
    expect(history.json<{ items: Array<{ reason: string }> }>().items[0]!.reason).toBe(
      'Buyer declined the deal',
    );
  });

  it('answers the same for an address with an account and one without', async () => {
    const known = await createApprovedListing(t.app, agent, admin);
    const unknown = await createApprovedListing(t.app, agent, admin);
    const a = await sell(agent, known.id, { buyerEmail: buyer.email });
    const b = await sell(agent, unknown.id, { buyerEmail: 'nobody-here@example.test' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const shape = (body: TProperty) => ({ ...body, id: '', pendingBuyerEmail: '', createdAt: '' });
    expect(shape(a.json())).toEqual(shape(b.json()));
  });

  it('only an approved listing may be sold to a buyer, whatever the address', async () => {
    const pending = await createListing(t.app, agent);
    for (const buyerEmail of [buyer.email, 'nobody-here@example.test']) {
      const response = await sell(agent, pending.id, { buyerEmail });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'properties/not-approved',
        message:
          'Failed to update property: Only an approved listing can be sold or rented to a buyer',
      });
    }
    expect(await ids(buyer, '/api/me/purchases/pending')).not.toContain(pending.id);
  });

  it('an agent cannot name a buyer by account id; an admin can, and that needs no confirmation', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const byAgent = await sell(agent, listing.id, { buyerId: buyer.id });
    expect(byAgent.statusCode).toBe(403);
    const byAdmin = await sell(admin, listing.id, { buyerId: buyer.id });
    expect(byAdmin.statusCode).toBe(200);
    expect(await ids(buyer, '/api/me/purchased')).toContain(listing.id);
  });

  it('a deal relisted before the buyer answers can no longer be confirmed', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await sell(agent, listing.id, { buyerEmail: buyer.email });
    const relisted = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: agent.headers,
      payload: { status: 'for-sale' },
    });
    expect(relisted.json<TProperty>().pendingBuyerEmail).toBeNull();
    expect((await answer(buyer, listing.id, 'confirm')).statusCode).toBe(404);
  });
});
