import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import type { ObjectStore } from '../storage/object-store';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { properties } from './properties.schema';
import { createListing, listingBody } from './properties.test-support';

/** A store that records what it is told to delete. */
function recordingStore() {
  const deleted: string[] = [];
  const store: ObjectStore = {
    async deleteObject(key) {
      deleted.push(key);
    },
  };
  return { store, deleted };
}

const image = (key: string) => ({ key, url: `/files/${key}` });
const twinItem = (s3Key: string) => ({ s3Key, name: 'Deed', format: 'pdf' });

let t: TestApp;
let agent: TestUser;
let otherAgent: TestUser;
let admin: TestUser;
const { store, deleted } = recordingStore();

beforeAll(async () => {
  t = await createTestApp({}, {}, { objectStore: store });
  [agent, otherAgent, admin] = await Promise.all([
    createUser(t.app, 'agent'),
    createUser(t.app, 'agent'),
    createUser(t.app, 'admin'),
  ]);
});
afterAll(() => t.close());

const patch = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers: user.headers, payload });

function expectForeignKeyRefusal(
  response: Awaited<ReturnType<typeof patch>>,
  operation: 'create' | 'update',
  key: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toEqual({
    code: 'properties/foreign-storage-key',
    message: `Failed to ${operation} property: the file ${key} does not belong to this listing; upload it to this listing first`,
  });
}

describe('storage keys a listing may hold', () => {
  it('refuses, on update, a key of another listing in images, digitalTwin or media', async () => {
    const mine = await createListing(t.app, agent);
    const theirs = await createListing(t.app, otherAgent);
    const foreign = `properties/${theirs.id}/images/1_abc_front.jpg`;
    const foreignDoc = `properties/${theirs.id}/documents/2_abc_deed.pdf`;
    for (const [payload, key] of [
      [{ images: [image(`properties/${mine.id}/images/1_a_ok.jpg`), image(foreign)] }, foreign],
      [{ digitalTwin: { models: [], documents: [twinItem(foreignDoc)] } }, foreignDoc],
      [{ media: { tour: { rooms: [{ key: foreign }] } } }, foreign],
      [{ media: { plan: { s3Key: foreignDoc } } }, foreignDoc],
    ] as const) {
      for (const user of [agent, admin]) {
        expectForeignKeyRefusal(await patch(user, mine.id, payload), 'update', key);
      }
    }
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${mine.id}`,
      headers: agent.headers,
    });
    expect(stored.json<TProperty>().images).toEqual(mine.images);
  });

  it('refuses keys outside the properties/{id}/… shape', async () => {
    const mine = await createListing(t.app, agent);
    for (const key of [
      'keys/storage-signing-key',
      `properties/${mine.id}/../other/images/a.jpg`,
      `properties/${mine.id}/videos/1_a_b.mp4`,
      `properties/${mine.id}`,
    ]) {
      expectForeignKeyRefusal(await patch(agent, mine.id, { images: [image(key)] }), 'update', key);
    }
  });

  it('refuses any stored key on create: files are uploaded once the listing exists', async () => {
    const theirs = await createListing(t.app, otherAgent);
    const foreign = `properties/${theirs.id}/images/1_abc_front.jpg`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: agent.headers,
      payload: listingBody({ images: [image(foreign)] }),
    });
    expectForeignKeyRefusal(response, 'create', foreign);
  });

  it("takes the listing's own keys and plain urls", async () => {
    const mine = await createListing(t.app, agent, {
      images: ['https://example.com/a.jpg', { url: '/demo-media/house-2.svg' }],
    });
    const own = `properties/${mine.id}/images/1_abc_front.jpg`;
    const ownDoc = `properties/${mine.id}/documents/2_abc_deed.pdf`;
    const response = await patch(agent, mine.id, {
      images: [image(own)],
      digitalTwin: { models: [], documents: [twinItem(ownDoc)] },
      media: { tour: { key: own } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TProperty>().images).toEqual([image(own)]);
  });

  it('deleting a listing never deletes a key outside its own prefix, even one already stored', async () => {
    const mine = await createListing(t.app, agent);
    const theirs = await createListing(t.app, otherAgent);
    const own = `properties/${mine.id}/images/1_abc_front.jpg`;
    const foreign = `properties/${theirs.id}/images/1_abc_front.jpg`;
    // Written before keys were checked: straight into the row.
    await t.app.context.db
      .update(properties)
      .set({
        images: [image(own), image(foreign)],
        digitalTwin: { models: [], documents: [twinItem('keys/storage-signing-key')] },
        media: { tour: { key: `properties/${theirs.id}/models/3_abc_house.glb` } },
      })
      .where(eq(properties.id, mine.id));
    deleted.length = 0;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${mine.id}`,
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filesCleaned: 1, filesNeedingManualCleanup: 0 });
    expect(deleted).toEqual([own]);
  });
});
