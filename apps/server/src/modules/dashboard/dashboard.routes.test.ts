import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminDashboard,
  TAgentDashboard,
  TBuyerDashboard,
  TProperty,
} from '@nestwise/shared';
import {
  createTestAppWithUsers,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { createListing, decide } from '../properties/properties.test-support';

describe('GET /api/dashboard/summary', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  let otherAgent: TestUser;

  const summary = async <T>(user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ({ t, agent, admin, buyer } = await createTestAppWithUsers());
    otherAgent = await createUser(t.app, 'agent');
  });
  afterAll(() => t.close());

  it('answers 401 without a token and 403 auth/user-deactivated for a deactivated account', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
    const off = await createUser(t.app, 'agent');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${off.id}/status`,
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: off.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'auth/user-deactivated' } });
  });

  it("an agent's figures count only its own listings, by approval, status and active flag, with views per day", async () => {
    const [a, b, c] = [
      await createListing(t.app, agent),
      await createListing(t.app, agent, { status: 'for-rent' }),
      await createListing(t.app, agent),
    ];
    await createListing(t.app, otherAgent);
    await decide(t.app, admin, a.id, 'approved');
    await decide(t.app, admin, b.id, 'approved');
    await decide(t.app, admin, c.id, 'rejected', 'Blurry photos');
    await post(agent, `/api/properties/${b.id}/active`, { isActive: false });
    // Views: two today on a, one on a three days ago (another viewer), none older than 30 days counted.
    t.clock.set(new Date('2026-11-18T09:00:00.000Z'));
    await post(buyer, `/api/properties/${a.id}/views`);
    t.clock.set(new Date('2026-09-01T09:00:00.000Z'));
    await post(admin, `/api/properties/${a.id}/views`);
    t.clock.set(new Date('2026-11-21T12:00:00.000Z'));
    await post(admin, `/api/properties/${a.id}/views`);
    await post(otherAgent, `/api/properties/${a.id}/views`);

    const figures = await summary<TAgentDashboard>(agent);
    expect(figures.role).toBe('agent');
    expect(figures.listings).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
      byApproval: { pending: 0, approved: 2, rejected: 1 },
      byStatus: { 'for-sale': 2, 'for-rent': 1, sold: 0, rented: 0, 'off-market': 0 },
    });
    expect(figures.views.total).toBe(4);
    expect(figures.views.perDay).toHaveLength(30);
    expect(figures.views.perDay[0]).toEqual({ date: '2026-10-23', views: 0 });
    expect(figures.views.perDay.at(-1)).toEqual({ date: '2026-11-21', views: 2 });
    expect(figures.views.perDay.find((d) => d.date === '2026-11-18')).toEqual({
      date: '2026-11-18',
      views: 1,
    });
    expect(figures.views.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(3);
  });

  it('an admin sees listings by approval (the review queue) and accounts by role and status', async () => {
    const before = await summary<TAdminDashboard>(admin);
    await createListing(t.app, otherAgent);
    const extra = await createUser(t.app, 'buyer');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${extra.id}/status`,
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    const after = await summary<TAdminDashboard>(admin);
    expect(after.role).toBe('admin');
    expect(after.approvals.pending).toBe(before.approvals.pending + 1);
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.byRole.buyer).toBe(before.users.byRole.buyer + 1);
    expect(after.users.byStatus.Inactive).toBe(before.users.byStatus.Inactive + 1);
    expect(after.users.byRole.admin).toBeGreaterThanOrEqual(1);
    expect(after.users.byRole.buyer + after.users.byRole.agent + after.users.byRole.admin).toBe(
      after.users.total,
    );
  });

  it('a buyer sees its saved and closed deals, and the listings it viewed latest first, hidden ones left out', async () => {
    const viewer = await createUser(t.app, 'buyer');
    const approved = async () => {
      const listing = await createListing(t.app, agent);
      return decide(t.app, admin, listing.id, 'approved');
    };
    const [first, second, hidden, sold, rented] = [
      await approved(),
      await approved(),
      await approved(),
      await approved(),
      await approved(),
    ];
    await t.app.inject({
      method: 'PUT',
      url: `/api/me/favorites/${first.id}`,
      headers: viewer.headers,
    });
    await post(admin, `/api/properties/${sold.id}/status`, {
      status: 'sold',
      buyerId: viewer.id,
    });
    await post(agent, `/api/properties/${rented.id}/status`, {
      status: 'rented',
      buyerEmail: viewer.email,
    });
    await post(viewer, `/api/me/purchases/${rented.id}/confirm`);
    t.clock.advance(60_000);
    await post(viewer, `/api/properties/${first.id}/views`);
    t.clock.advance(60_000);
    await post(viewer, `/api/properties/${hidden.id}/views`);
    t.clock.advance(60_000);
    await post(viewer, `/api/properties/${second.id}/views`);
    t.clock.advance(31 * 60_000);
    await post(viewer, `/api/properties/${first.id}/views`);
    await post(agent, `/api/properties/${hidden.id}/active`, { isActive: false });

    const figures = await summary<TBuyerDashboard>(viewer);
    expect(figures).toMatchObject({
      role: 'buyer',
      savedCount: 1,
      purchasedCount: 1,
      rentedCount: 1,
    });
    expect(figures.recentlyViewed.map((p: TProperty) => p.id)).toEqual([first.id, second.id]);
    // The buyer's own view of a listing shows no internals of the agent.
    expect(figures.recentlyViewed[0]!.rejectionReason).toBeNull();
  });
});

describe('POST /api/properties/{id}/status with buyerEmail', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const change = (id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/status`,
      headers: agent.headers,
      payload,
    });

  it('names the buyer by email (any case); the deal shows under purchased once the buyer confirms', async () => {
    const listing = await decide(t.app, admin, (await createListing(t.app, agent)).id, 'approved');
    const response = await change(listing.id, {
      status: 'sold',
      reason: 'Closed at asking',
      buyerEmail: `  ${buyer.email.toUpperCase()} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TProperty>()).toMatchObject({
      status: 'sold',
      buyerId: null,
      pendingBuyerEmail: buyer.email,
    });
    const purchased = () =>
      t.app.inject({ method: 'GET', url: '/api/me/purchased', headers: buyer.headers });
    expect((await purchased()).json<{ items: TProperty[] }>().items).toEqual([]);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/me/purchases/${listing.id}/confirm`,
      headers: buyer.headers,
    });
    expect(confirm.statusCode).toBe(200);
    expect((await purchased()).json<{ items: TProperty[] }>().items.map((p) => p.id)).toContain(
      listing.id,
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/history`,
      headers: agent.headers,
    });
    expect(history.json<{ items: Array<{ reason: string | null }> }>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'status',
          oldStatus: 'for-sale',
          newStatus: 'sold',
          reason: 'Closed at asking',
        }),
        expect.objectContaining({ kind: 'status', reason: 'Buyer confirmed the deal' }),
      ]),
    );
  });

  it('does not say whether an address has an account: an unknown one waits like any other', async () => {
    const listing = await decide(t.app, admin, (await createListing(t.app, agent)).id, 'approved');
    const response = await change(listing.id, {
      status: 'sold',
      buyerEmail: 'nobody@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TProperty>()).toMatchObject({
      status: 'sold',
      buyerId: null,
      pendingBuyerEmail: 'nobody@example.test',
    });
  });

  it('refuses a malformed address, a buyer on an open status, and both id and email', async () => {
    const listing = await createListing(t.app, agent);
    const malformed = await change(listing.id, { status: 'sold', buyerEmail: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { message: string } }>().error.message).toContain(
      "Enter the buyer's email address",
    );
    const open = await change(listing.id, { status: 'for-sale', buyerEmail: buyer.email });
    expect(open.statusCode).toBe(400);
    expect(open.json<{ error: { message: string } }>().error.message).toBe(
      'Failed to update property: A buyer can only be set when the status is sold or rented',
    );
    const both = await change(listing.id, {
      status: 'sold',
      buyerEmail: buyer.email,
      buyerId: buyer.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ error: { message: string } }>().error.message).toBe(
      'Failed to update property: Give the buyer by id or by email, not both',
    );
  });
});
