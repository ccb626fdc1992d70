import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyPage } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from './properties.test-support';

const model = { url: '/demo-media/model-1.gltf', name: 'House model', format: 'gltf' };
const document = { url: '/demo-media/document-1-inspection.pdf', name: 'Report', format: 'pdf' };

describe('listings: the digital-twin filter (twin=any|models|documents)', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/properties?${query}`,
      headers,
    });
    return response;
  };
  const titles = async (query: string, headers: Record<string, string> = {}) => {
    const response = await search(query, headers);
    expect(response.statusCode).toBe(200);
    const page = response.json<TPropertyPage>();
    return { titles: page.items.map((item) => item.title).sort(), total: page.totalCount };
  };

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    await createApprovedListing(t.app, agent, admin, {
      title: 'Model only',
      digitalTwin: { models: [model], documents: [] },
    });
    await createApprovedListing(t.app, agent, admin, {
      title: 'Documents only',
      digitalTwin: { models: [], documents: [document] },
    });
    await createApprovedListing(t.app, agent, admin, {
      title: 'Both',
      location: { address: '5 Pine Rd', city: 'Denver', state: 'CO' },
      digitalTwin: { models: [model], documents: [document] },
    });
    await createApprovedListing(t.app, agent, admin, { title: 'Plain listing' });
    // Not approved: the filter never widens who sees what.
    await createListing(t.app, agent, {
      title: 'Pending with a model',
      digitalTwin: { models: [model], documents: [] },
    });
  });
  afterAll(() => t.close());

  it('twin=any lists public listings with models or documents, not the plain one', async () => {
    expect(await titles('twin=any')).toEqual({
      titles: ['Both', 'Documents only', 'Model only'],
      total: 3,
    });
  });

  it('twin=models and twin=documents keep only listings that have that kind of file', async () => {
    expect((await titles('twin=models')).titles).toEqual(['Both', 'Model only']);
    expect((await titles('twin=documents')).titles).toEqual(['Both', 'Documents only']);
  });

  it('combines with the other filters and text search', async () => {
    expect((await titles('twin=documents&city=denver')).titles).toEqual(['Both']);
    expect((await titles('twin=any&q=documents')).titles).toEqual(['Documents only']);
  });

  it("shows the owner's own unapproved listing with a twin, as other searches do", async () => {
    expect((await titles('twin=models', agent.headers)).titles).toEqual([
      'Both',
      'Model only',
      'Pending with a model',
    ]);
  });

  it('a listing whose files are all removed leaves the hub', async () => {
    const listing = await createApprovedListing(t.app, agent, admin, {
      title: 'Soon empty',
      digitalTwin: { models: [model], documents: [] },
    });
    expect((await titles('twin=any', admin.headers)).titles).toContain('Soon empty');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: admin.headers,
      payload: { digitalTwin: { models: [], documents: [] } },
    });
    expect(patched.statusCode).toBe(200);
    expect((await titles('twin=any', admin.headers)).titles).not.toContain('Soon empty');
  });

  /*
   * Decision (issue #17): like photos, models and documents are media an agent keeps up to date;
   * only a changed title, description or address sends an approved listing back for review.
   */
  it('a twin change by the agent or an admin keeps an approved listing live', async () => {
    const listing = await createApprovedListing(t.app, agent, admin, { title: 'Reviewed twin' });
    const patch = (headers: Record<string, string>, documents: unknown[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/properties/${listing.id}`,
        headers,
        payload: { digitalTwin: { models: [], documents } },
      });
    const byAdmin = await patch(admin.headers, [document]);
    expect(byAdmin.json()).toMatchObject({ approval: 'approved' });
    expect((await titles('twin=documents')).titles).toContain('Reviewed twin');
    const byAgent = await patch(agent.headers, [document, { ...document, name: 'Second report' }]);
    expect(byAgent.json()).toMatchObject({ approval: 'approved' });
    expect((await titles('twin=documents')).titles).toContain('Reviewed twin');
  });

  it('refuses an unknown twin value with a 400 and a clear message; blank means no filter', async () => {
    const bad = await search('twin=glb');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('twin must be any, models or documents');
    expect(await titles('twin=')).toEqual(await titles(''));
    expect((await titles('twin=')).total).toBeGreaterThan((await titles('twin=any')).total);
  });
});
