import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty, TPropertyHistoryResponse } from '@nestwise/shared';
import { createTestAppWithUsers, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing, decide } from './properties.test-support';

describe('listings: approval, active state, status and their history', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const history = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${id}/history`,
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TPropertyHistoryResponse>().items;
  };
  const patch = (user: TestUser, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers: user.headers, payload });

  it('rejecting stores the reason; approving clears it and stamps approvedAt; both are history', async () => {
    const listing = await createListing(t.app, agent);
    t.clock.advance(60_000);
    const rejected = await decide(t.app, admin, listing.id, 'rejected', 'Blurry photos');
    expect(rejected).toMatchObject({
      approval: 'rejected',
      rejectionReason: 'Blurry photos',
      approvedAt: null,
      approvalUpdatedBy: admin.id,
      approvalUpdatedAt: '2026-11-21T12:01:00.000Z',
    });
    t.clock.advance(60_000);
    const approved = await decide(t.app, admin, listing.id, 'approved');
    expect(approved).toMatchObject({
      approval: 'approved',
      rejectionReason: null,
      approvedAt: '2026-11-21T12:02:00.000Z',
      approvalUpdatedAt: '2026-11-21T12:02:00.000Z',
    });
    const items = await history(listing.id);
    expect(
      items.map((item) => [item.kind, item.oldStatus, item.newStatus, item.reason, item.adminId]),
    ).toEqual([
      ['approval', 'rejected', 'approved', null, admin.id],
      ['approval', 'pending', 'rejected', 'Blurry photos', admin.id],
    ]);
    expect(items[0]!.timestamp).toBe('2026-11-21T12:02:00.000Z');
  });

  it('refuses a decision other than approved or rejected', async () => {
    const listing = await createListing(t.app, agent);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/approval`,
      headers: admin.headers,
      payload: { decision: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("an owner's content edit sends an approved listing back to pending; price-only does not", async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const priceOnly = await patch(agent, listing.id, { price: 410_000, status: 'for-sale' });
    expect(priceOnly.json<TProperty>().approval).toBe('approved');
    // Photos, rooms and features are facts too: the listing stays live.
    const facts = await patch(agent, listing.id, {
      images: [{ url: '/demo-media/house-3.svg' }],
      bedrooms: 5,
      features: ['Pool'],
    });
    expect(facts.json<TProperty>().approval).toBe('approved');
    const visible = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(visible.statusCode).toBe(200);
    const sameContent = await patch(agent, listing.id, { title: listing.title });
    expect(sameContent.json<TProperty>().approval).toBe('approved');
    t.clock.advance(1000);
    const edited = await patch(agent, listing.id, { description: 'Now with a new roof.' });
    expect(edited.json<TProperty>()).toMatchObject({ approval: 'pending' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect((await history(listing.id))[0]).toMatchObject({
      kind: 'approval',
      oldStatus: 'approved',
      newStatus: 'pending',
      adminId: agent.id,
    });
  });

  it('a changed title or address also sends an approved listing back to review', async () => {
    const retitled = await createApprovedListing(t.app, agent, admin);
    const title = await patch(agent, retitled.id, { title: 'A brand new name' });
    expect(title.json<TProperty>().approval).toBe('pending');
    const moved = await createApprovedListing(t.app, agent, admin);
    const address = await patch(agent, moved.id, {
      location: { ...moved.location, address: '9 Elsewhere Rd' },
    });
    expect(address.json<TProperty>().approval).toBe('pending');
  });

  it('a rejected listing edited by its owner is pending again; admin edits keep approval', async () => {
    const listing = await createListing(t.app, agent);
    await decide(t.app, admin, listing.id, 'rejected', 'Missing photos');
    const edited = await patch(agent, listing.id, {
      images: [{ url: '/demo-media/house-3.svg' }],
    });
    expect(edited.json<TProperty>()).toMatchObject({
      approval: 'pending',
      rejectionReason: 'Missing photos',
    });
    const approved = await createApprovedListing(t.app, agent, admin);
    const byAdmin = await patch(admin, approved.id, { title: 'Retitled by admin' });
    expect(byAdmin.json<TProperty>()).toMatchObject({
      approval: 'approved',
      title: 'Retitled by admin',
    });
  });

  it('toggles active state with history; inactive listings leave public view', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
    expect(off.json<TProperty>().isActive).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(anonymous.statusCode).toBe(404);
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/active`,
      headers: admin.headers,
      payload: { isActive: true },
    });
    expect(
      (await history(listing.id))
        .filter((item) => item.kind === 'active')
        .map((item) => [item.oldStatus, item.newStatus, item.adminId]),
    ).toEqual([
      ['inactive', 'active', admin.id],
      ['active', 'inactive', agent.id],
    ]);
  });

  it('changes status with reason and buyer (named by an admin); sold listings show under the buyer’s purchases', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    t.clock.advance(5000);
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: admin.headers,
      payload: { status: 'sold', reason: 'Offer accepted', buyerId: buyer.id },
    });
    expect(sold.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(sold.json<TProperty>()).toMatchObject({
      status: 'sold',
      buyerId: buyer.id,
      soldAt: at,
      statusUpdatedAt: at,
      statusUpdatedBy: admin.id,
    });
    expect((await history(listing.id))[0]).toMatchObject({
      kind: 'status',
      oldStatus: 'for-sale',
      newStatus: 'sold',
      reason: 'Offer accepted',
      adminId: admin.id,
      timestamp: at,
    });
    const purchased = await t.app.inject({
      method: 'GET',
      url: '/api/me/purchased',
      headers: buyer.headers,
    });
    expect(purchased.json<{ items: TProperty[] }>().items.map((item) => item.id)).toContain(
      listing.id,
    );
    // The buyer sees itself named; other callers do not see who bought.
    expect(purchased.json<{ items: TProperty[] }>().items[0]!.buyerId).toBe(buyer.id);
    const publicView = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(publicView.json<TProperty>().buyerId).toBeNull();

    const relisted = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: admin.headers,
      payload: { status: 'for-sale' },
    });
    expect(relisted.json<TProperty>()).toMatchObject({ status: 'for-sale', buyerId: null });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me/purchased',
      headers: buyer.headers,
    });
    expect(after.json<{ items: TProperty[] }>().items.map((item) => item.id)).not.toContain(
      listing.id,
    );
  });

  it('a status sent through PATCH is recorded in the history too', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    t.clock.advance(1000);
    const response = await patch(agent, listing.id, { status: 'off-market' });
    expect(response.json<TProperty>()).toMatchObject({
      status: 'off-market',
      approval: 'approved',
    });
    expect((await history(listing.id))[0]).toMatchObject({
      kind: 'status',
      newStatus: 'off-market',
    });
  });
});
