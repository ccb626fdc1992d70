import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, decide } from '../properties/properties.test-support';
import { listNotifications } from './notifications.test-support';

describe('notifications to savers carry only reviewed listings', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let saver: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    saver = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  const savedListing = async (title: string) => {
    const listing = await createApprovedListing(t.app, agent, admin, { title, price: 500_000 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/me/favorites/${listing.id}`,
      headers: saver.headers,
    });
    expect(saved.statusCode).toBe(200);
    return listing;
  };
  const change = async (id: string, url: string, method: 'PATCH' | 'POST', payload: object) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method,
      url: `/api/properties/${id}${url}`,
      headers: agent.headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const aboutListing = async (id: string) =>
    (await listNotifications(t.app, saver)).items.filter(
      (item) => (item.data as { propertyId?: string } | null)?.propertyId === id,
    );

  it('an edit awaiting review never reaches savers, neither its new title nor its new price', async () => {
    const listing = await savedListing('Reviewed title');
    const edited = await change(listing.id, '', 'PATCH', {
      title: 'Call 555-0100 for a cash deal',
      price: 450_000,
    });
    expect(edited.approval).toBe('pending');
    const items = await aboutListing(listing.id);
    expect(JSON.stringify(items)).not.toContain('555-0100');
    expect(items).toEqual([]);
  });

  it('a rejected or pending listing does not notify savers of price or status changes', async () => {
    const rejected = await savedListing('Later rejected');
    await decide(t.app, admin, rejected.id, 'rejected', 'Misleading photos');
    await change(rejected.id, '', 'PATCH', { price: 420_000 });
    await change(rejected.id, '/status', 'POST', { status: 'sold' });
    expect(await aboutListing(rejected.id)).toEqual([]);

    const pending = await savedListing('Back under review');
    await change(pending.id, '', 'PATCH', { description: 'A new description to review.' });
    await change(pending.id, '', 'PATCH', { price: 410_000 });
    expect(await aboutListing(pending.id)).toEqual([]);
  });

  it('an approved listing still tells its savers, with its reviewed title', async () => {
    const listing = await savedListing('Still approved');
    await change(listing.id, '', 'PATCH', { price: 480_000 });
    const items = await aboutListing(listing.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'favorite-price-changed',
      data: { propertyTitle: 'Still approved' },
    });
  });
});
