import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyStatus, TPropertyPage } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from './properties.test-support';

describe('listings: the buy, rent and sold modes of the browse', () => {
  let t: TestApp;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const statuses: Array<[string, PropertyStatus]> = [
      ['Sale one', 'for-sale'],
      ['Rental one', 'for-rent'],
      ['Sold one', 'sold'],
      ['Rented one', 'rented'],
      ['Withdrawn one', 'off-market'],
      ['Sale two', 'for-sale'],
    ];
    for (const [title, status] of statuses) {
      t.clock.advance(1000);
      const rental = status === 'for-rent' || status === 'rented';
      const listing = await createApprovedListing(t.app, agent, admin, {
        title,
        status: rental ? 'for-rent' : 'for-sale',
        price: rental ? 2_000 : 400_000,
      });
      if (status === 'for-sale' || status === 'for-rent') continue;
      const changed = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/status`,
        headers: agent.headers,
        payload: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TPropertyPage>();
    return { titles: page.items.map((item) => item.title).sort(), total: page.totalCount };
  };

  it('buy shows homes for sale only: never sold, rented, off-market or rentals', async () => {
    expect(await search('mode=buy')).toEqual({ titles: ['Sale one', 'Sale two'], total: 2 });
  });

  it('rent shows rentals only, and sold shows sold homes only', async () => {
    expect((await search('mode=rent')).titles).toEqual(['Rental one']);
    expect((await search('mode=sold')).titles).toEqual(['Sold one']);
  });

  it('pages through one mode by cursor without other statuses creeping in', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/properties?mode=buy&limit=1' });
    const page = first.json<TPropertyPage>();
    expect(page.items.map((item) => item.title)).toEqual(['Sale two']);
    const cursor = encodeURIComponent(page.nextCursor ?? '');
    const second = await search(`mode=buy&limit=1&startAfter=${cursor}`);
    expect(second).toEqual({ titles: ['Sale one'], total: 2 });
  });

  it('keeps callers that pass a status working: the status wins over the mode', async () => {
    expect((await search('status=off-market')).titles).toEqual(['Withdrawn one']);
    expect((await search('mode=buy&status=rented')).titles).toEqual(['Rented one']);
    expect((await search('')).total).toBe(6);
  });

  it('rejects an unknown mode with a clear 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties?mode=lease' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('mode must be buy, rent or sold');
  });
});
