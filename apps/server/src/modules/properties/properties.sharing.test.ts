import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreateShareResponse, TProperty, TPropertySharesResponse } from '@nestwise/shared';
import { createTestAppWithUsers, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from './properties.test-support';

describe('listings: share links', () => {
  let t: TestApp, agent: TestUser, admin: TestUser, buyer: TestUser;
  beforeAll(async () => ({ t, agent, admin, buyer } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  const share = async (id: string, user: TestUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/share`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(201);
    return response.json<TCreateShareResponse>();
  };
  const openShared = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/shared/${encodeURIComponent(token)}` });

  it('makes an unguessable link that opens the listing signed out', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const first = await share(listing.id, buyer);
    const second = await share(listing.id, buyer);
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`${t.config.publicUrl}/shared/property/${first.token}`);
    const opened = await openShared(first.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<TProperty>()).toMatchObject({ id: listing.id, rejectionReason: null });
  });

  it('stores no token in clear, and unknown tokens are refused', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const made = await share(listing.id, buyer);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/shares`,
      headers: agent.headers,
    });
    expect(JSON.stringify(list.json())).not.toContain(made.token);
    for (const token of [
      'nope',
      made.token.slice(0, -1) + (made.token.endsWith('A') ? 'B' : 'A'),
      'x'.repeat(300),
    ]) {
      const response = await openShared(token);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('the owner lists and revokes links; a revoked link stops working', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const made = await share(listing.id, buyer);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/shares`,
      headers: agent.headers,
    });
    expect(listed.json<TPropertySharesResponse>().items).toEqual([
      expect.objectContaining({ id: made.id, createdBy: buyer.id, revokedAt: null }),
    ]);
    t.clock.advance(1000);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}/shares/${made.id}`,
      headers: agent.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toBe(t.clock.now().toISOString());
    const opened = await openShared(made.token);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error.message).toBe('This share link is not valid or has been revoked');
    const unknownShare = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}/shares/00000000-0000-4000-8000-000000000000`,
      headers: agent.headers,
    });
    expect(unknownShare.statusCode).toBe(404);
  });

  it('a link stops working while its listing is not public', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const made = await share(listing.id, agent);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
    expect((await openShared(made.token)).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/active`,
      headers: agent.headers,
      payload: { isActive: true },
    });
    expect((await openShared(made.token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect((await openShared(made.token)).statusCode).toBe(404);
  });
});
