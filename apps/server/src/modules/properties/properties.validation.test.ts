import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES as M } from '@nestwise/shared';
import {
  createTestAppWithUsers,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { createApprovedListing, createListing, listingBody } from './properties.test-support';

describe('listings: validation messages (PROPERTY_MESSAGES) and bad input', () => {
  let t: TestApp, agent: TestUser;
  beforeAll(async () => ({ t, agent } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const create = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: agent.headers,
      payload: payload as object,
    });

  const without = (key: string) => {
    const body: Record<string, unknown> = { ...listingBody() };
    delete body[key];
    return body;
  };

  const cases: Array<[string, unknown, string]> = [
    ['missing title', without('title'), M.titleRequired],
    ['blank title', listingBody({ title: '   ' }), M.titleRequired],
    ['title not text', listingBody({ title: 42 }), M.titleRequired],
    ['title too long', listingBody({ title: 'x'.repeat(201) }), M.titleTooLong],
    ['missing price', without('price'), M.priceRequired],
    ['zero price', listingBody({ price: 0 }), M.priceRequired],
    ['negative price', listingBody({ price: -5 }), M.priceRequired],
    ['price not a number', listingBody({ price: 'lots' }), M.priceRequired],
    ['blank price', listingBody({ price: '' }), M.priceRequired],
    ['null price', listingBody({ price: null }), M.priceRequired],
    ['missing bedrooms', without('bedrooms'), M.bedroomsRequired],
    ['negative bedrooms', listingBody({ bedrooms: -1 }), M.bedroomsRequired],
    ['fractional bedrooms', listingBody({ bedrooms: 1.5 }), M.bedroomsRequired],
    ['bedrooms not a number', listingBody({ bedrooms: 'three' }), M.bedroomsRequired],
    ['missing bathrooms', without('bathrooms'), M.bathroomsRequired],
    ['negative bathrooms', listingBody({ bathrooms: -0.5 }), M.bathroomsRequired],
    ['blank bathrooms', listingBody({ bathrooms: '' }), M.bathroomsRequired],
    ['missing type', without('propertyType'), M.propertyTypeRequired],
    ['unknown type', listingBody({ propertyType: 'castle' }), M.propertyTypeRequired],
    ['missing status', without('status'), M.statusRequired],
    ['unknown status', listingBody({ status: 'auction' }), M.statusRequired],
    ['missing location', without('location'), M.addressRequired],
    ['missing address', listingBody({ location: { city: 'Austin' } }), M.addressRequired],
    [
      'blank address',
      listingBody({ location: { address: ' ', city: 'Austin' } }),
      M.addressRequired,
    ],
    ['missing city', listingBody({ location: { address: '1 Main St' } }), M.cityRequired],
    ['blank city', listingBody({ location: { address: '1 Main St', city: '' } }), M.cityRequired],
  ];

  for (const [name, payload, message] of cases) {
    it(`${name} → '${message}'`, async () => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation-error', message });
    });
  }

  it('accepts zero bedrooms and bathrooms (land, studios)', async () => {
    const response = await create(listingBody({ bedrooms: 0, bathrooms: 0 }));
    expect(response.statusCode).toBe(201);
  });

  it('gives the same messages on PATCH', async () => {
    const listing = await createListing(t.app, agent);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/properties/${listing.id}`,
        headers: agent.headers,
        payload,
      });
    for (const [payload, message] of [
      [{ title: '' }, M.titleRequired],
      [{ price: 0 }, M.priceRequired],
      [{ bedrooms: -2 }, M.bedroomsRequired],
      [{ bathrooms: 'x' }, M.bathroomsRequired],
      [{ location: { address: '' } }, M.addressRequired],
      [{ location: { city: '' } }, M.cityRequired],
    ] as const) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('refuses a link that passes for a path but leads to another host, and stores paths normalised', async () => {
    const offSite = await create(
      listingBody({
        digitalTwin: { documents: [{ url: '/\\evil.test/doc.pdf', name: 'Deed', format: 'pdf' }] },
      }),
    );
    expect(offSite.statusCode).toBe(400);
    expect(offSite.json().error.code).toBe('validation-error');
    for (const url of ['//evil.test/a.png', '/\\evil.test/a.png', '\\\\evil.test/a.png']) {
      expect((await create(listingBody({ images: [{ url }] }))).statusCode).toBe(400);
    }
    const stored = await create(listingBody({ images: [{ url: '/files/../files/a b.png' }] }));
    expect(stored.statusCode).toBe(201);
    expect(stored.json().images[0].url).toBe('/files/a%20b.png');
  });

  it('never answers 500 to malformed bodies, queries or cursors', async () => {
    const listing = await createListing(t.app, agent);
    const attempts = [
      create('not json at all'),
      create([]),
      create(listingBody({ images: [{ url: 'javascript:alert(1)' }] })),
      create(listingBody({ images: 'x'.repeat(10) })),
      create(listingBody({ features: Array.from({ length: 500 }, (_, i) => `f${i}`) })),
      create(listingBody({ price: 1e300 })),
      create(listingBody({ location: { address: 'a', city: 'b', latitude: 500 } })),
      create(listingBody({ digitalTwin: { models: [{ name: 'm', format: 'glb' }] } })),
      create(listingBody({ title: 'x'.repeat(5000) })),
      t.app.inject({ method: 'GET', url: '/api/properties?limit=0' }),
      t.app.inject({ method: 'GET', url: '/api/properties?limit=101' }),
      t.app.inject({ method: 'GET', url: '/api/properties?limit=abc' }),
      t.app.inject({ method: 'GET', url: '/api/properties?minPrice=-1' }),
      t.app.inject({ method: 'GET', url: '/api/properties?sort=random' }),
      t.app.inject({ method: 'GET', url: '/api/properties?status=nope' }),
      t.app.inject({ method: 'GET', url: '/api/properties?startAfter=garbage' }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties?startAfter=${Buffer.from('["newest","not a date","x",0,"words"]').toString('base64url')}`,
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties?sort=price-asc&startAfter=${Buffer.from('["newest","2026-01-01T00:00:00.000Z","00000000-0000-0000-0000-000000000000",1,"words"]').toString('base64url')}`,
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties?sort=price-asc&startAfter=${Buffer.from('["price-asc","1","00000000-0000-0000-0000-000000000000",1,"words"]').toString('base64url')}`,
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties?startAfter=${Buffer.from('["newest","2026-01-01T00:00:00.000Z","00000000-0000-0000-0000-000000000000",-1,"words"]').toString('base64url')}`,
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties?startAfter=${Buffer.from('["newest","2026-01-01T00:00:00.000Z","00000000-0000-0000-0000-000000000000",1,"regex"]').toString('base64url')}`,
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/status`,
        headers: agent.headers,
        payload: { status: 'sold', buyerId: 'not-a-user' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/active`,
        headers: agent.headers,
        payload: { isActive: 'maybe' },
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/properties/${listing.id}/views?startAfter=${Buffer.from('["x","y"]').toString('base64url')}`,
        headers: agent.headers,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
  });

  it('ignores blank filters and accepts filters at their bounds', async () => {
    for (const url of [
      '/api/properties?city=&minPrice=&maxPrice=&features=&q=',
      '/api/properties?limit=100&features=pool,garage&features=view',
      '/api/properties?q=' + encodeURIComponent('\'"!&|:*()<>%_\\'),
      '/api/properties?neighborhood=' + encodeURIComponent('100%_'),
      '/api/properties?agentId=not-a-uuid',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a buyer on a listing that is not sold or rented, and an unknown buyer', async () => {
    const listing = await createListing(t.app, agent);
    const buyer = await createUser(t.app, 'buyer');
    const forSale = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: agent.headers,
      payload: { status: 'for-sale', buyerId: buyer.id },
    });
    expect(forSale.statusCode).toBe(400);
    expect(forSale.json().error.message).toBe(
      'Failed to update property: A buyer can only be set when the status is sold or rented',
    );
    const admin = await createUser(t.app, 'admin');
    const approved = await createApprovedListing(t.app, agent, admin);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${approved.id}/status`,
      headers: admin.headers,
      payload: { status: 'sold', buyerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Failed to update property: Buyer not found');
  });
});
