import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeletePropertyResponse } from '@nestwise/shared';
import type { ObjectStore } from '../storage/object-store';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { findPropertyOwner } from './properties.repo';
import { propertyShares, propertyStatusHistory, propertyViews } from './properties.schema';
import { createApprovedListing, createListing } from './properties.test-support';

/** A store that forgets what it is told to, and fails on keys containing "broken". */
function recordingStore() {
  const deleted: string[] = [];
  const store: ObjectStore = {
    async deleteObject(key) {
      if (key.includes('broken')) throw new Error('storage is down');
      deleted.push(key);
    },
  };
  return { store, deleted };
}

const files = (id: string) => ({
  images: [
    {
      key: `properties/${id}/images/1_a_front.jpg`,
      url: `/files/properties/${id}/images/1_a_front.jpg`,
    },
    {
      key: `properties/${id}/images/2_b_broken.jpg`,
      url: `/files/properties/${id}/images/2_b_broken.jpg`,
    },
    { url: 'https://example.com/external.jpg' },
  ],
  digitalTwin: {
    models: [{ s3Key: `properties/${id}/models/3_c_house.glb`, name: 'House', format: 'glb' }],
    documents: [
      { s3Key: `properties/${id}/documents/4_d_broken.pdf`, name: 'Deed', format: 'pdf' },
      { url: 'https://example.com/plan.pdf', name: 'Plan', format: 'pdf' },
    ],
  },
});

describe('listings: delete cleans stored files and goes on when storage fails', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  const { store, deleted } = recordingStore();
  beforeAll(async () => {
    t = await createTestApp({}, {}, { objectStore: store });
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('deletes the listing with its rows and reports cleaned and failed files', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
      payload: files(listing.id),
    });
    await t.app.inject({ method: 'POST', url: `/api/properties/${listing.id}/views` });
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/share`,
      headers: admin.headers,
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TDeletePropertyResponse>()).toEqual({
      filesCleaned: 2,
      filesNeedingManualCleanup: 2,
    });
    expect(deleted).toEqual([
      `properties/${listing.id}/images/1_a_front.jpg`,
      `properties/${listing.id}/models/3_c_house.glb`,
    ]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    const { db } = t.app.context;
    for (const table of [propertyViews, propertyShares, propertyStatusHistory]) {
      expect(await db.select().from(table).where(eq(table.propertyId, listing.id))).toEqual([]);
    }
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers zero counts for a listing without stored files', async () => {
    const listing = await createListing(t.app, agent);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: admin.headers,
    });
    expect(response.json()).toEqual({ filesCleaned: 0, filesNeedingManualCleanup: 0 });
  });

  it('tells the storage module who owns a listing', async () => {
    const listing = await createListing(t.app, agent);
    expect(await findPropertyOwner(t.app.context.db, listing.id)).toEqual({ agentId: agent.id });
    expect(await findPropertyOwner(t.app.context.db, 'nope')).toBeUndefined();
    expect(
      await findPropertyOwner(t.app.context.db, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
  });

  it("account deletion removes the user's views and share links, and forgets it as buyer", async () => {
    const buyer = await createUser(t.app, 'buyer');
    const listing = await createApprovedListing(t.app, agent, admin);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/views`,
      headers: buyer.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/share`,
      headers: buyer.headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: admin.headers,
      payload: { status: 'sold', buyerId: buyer.id },
    });
    const { db, accountHooks } = t.app.context;
    await db.transaction(async (tx) => {
      for (const hook of accountHooks.onDeleting) await hook(tx, buyer.id);
    });
    expect(
      await db.select().from(propertyViews).where(eq(propertyViews.viewerId, buyer.id)),
    ).toEqual([]);
    expect(
      await db.select().from(propertyShares).where(eq(propertyShares.createdBy, buyer.id)),
    ).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect(after.json()).toMatchObject({ status: 'sold', buyerId: null, viewCount: 1 });
  });
});
