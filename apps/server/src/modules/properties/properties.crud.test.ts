import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty, TPropertyPage } from '@nestwise/shared';
import type { TestApp } from '../../../test/test-app';
import {
  createTestAppWithCast,
  createListing,
  decide,
  listingBody,
  type Cast,
} from './properties.test-support';

describe('listings: create, read, update', () => {
  let t: TestApp, cast: Cast;
  beforeAll(async () => ({ t, cast } = await createTestAppWithCast()));
  afterAll(() => t.close());

  it('creates a pending listing owned by the creating agent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: cast.owner.headers,
      payload: { ...listingBody(), agentId: cast.otherAgent.id, approval: 'approved' },
    });
    expect(response.statusCode).toBe(201);
    const listing = response.json<TProperty>();
    expect(listing).toMatchObject({
      title: 'Sunny craftsman near the park',
      price: 450_000,
      agentId: cast.owner.id,
      agentEmail: cast.owner.email,
      agentName: 'Test agent',
      approval: 'pending',
      isActive: true,
      viewCount: 0,
      features: ['pool', 'garden'],
      images: [{ url: '/demo-media/house-1.svg' }],
      digitalTwin: { models: [], documents: [] },
      location: { address: '12 Elm Street', city: 'Austin', state: 'TX', neighborhood: 'Downtown' },
      createdAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('accepts numbers sent as text and plain image urls', async () => {
    const listing = await createListing(t.app, cast.owner, {
      price: '1250000',
      bedrooms: '4',
      bathrooms: '2.5',
      images: ['https://example.com/a.jpg', { url: '/demo-media/house-2.svg' }],
    });
    expect(listing.price).toBe(1_250_000);
    expect(listing.bathrooms).toBe(2.5);
    expect(listing.images).toEqual([
      { url: 'https://example.com/a.jpg' },
      { url: '/demo-media/house-2.svg' },
    ]);
  });

  it('shows the listing to its owner and admin, hides it from others until approved', async () => {
    const listing = await createListing(t.app, cast.owner);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers });
    expect((await get({})).statusCode).toBe(404);
    expect((await get({})).json().error.message).toBe('Property not found');
    expect((await get(cast.buyer.headers)).statusCode).toBe(404);
    expect((await get(cast.otherAgent.headers)).statusCode).toBe(404);
    expect((await get(cast.owner.headers)).statusCode).toBe(200);
    expect((await get(cast.admin.headers)).statusCode).toBe(200);
    await decide(t.app, cast.admin, listing.id, 'approved');
    expect((await get({})).statusCode).toBe(200);
    expect((await get(cast.buyer.headers)).json<TProperty>().approvalUpdatedBy).toBeNull();
    expect((await get(cast.owner.headers)).json<TProperty>().approvalUpdatedBy).toBe(cast.admin.id);
  });

  it('answers 404 for ids that are not listings, never 500', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1'; drop table x;--"]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${encodeURIComponent(id)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('patches fields, merging a partial location', async () => {
    const listing = await createListing(t.app, cast.owner);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: cast.owner.headers,
      payload: { price: 399_000, location: { neighborhood: 'Hyde Park' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TProperty>()).toMatchObject({
      price: 399_000,
      location: { address: '12 Elm Street', city: 'Austin', neighborhood: 'Hyde Park' },
    });
  });

  it('lists with the answer shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties?limit=2' });
    expect(response.statusCode).toBe(200);
    const page = response.json<TPropertyPage>();
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(typeof page.totalCount).toBe('number');
  });
});
