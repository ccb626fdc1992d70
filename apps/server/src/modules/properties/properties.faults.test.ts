import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestAppWithUsers,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { createListing, listingBody } from './properties.test-support';

describe("listings: faults answer the 'Failed to … property' family of PROPERTY_MESSAGES", () => {
  let t: TestApp, agent: TestUser;
  beforeAll(async () => ({ t, agent } = await createTestAppWithUsers()));
  afterAll(() => t.close());

  it('create, get, update and delete say which operation failed, without internals', async () => {
    const listing = await createListing(t.app, agent);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/approval`,
      headers: (await createUser(t.app, 'admin')).headers,
      payload: { decision: 'approved' },
    });
    const { db } = t.app.context;
    const fault = () => {
      throw new Error('connection reset by peer');
    };
    const cases = [
      ['transaction', { method: 'POST', url: '/api/properties', payload: listingBody() }, 'create'],
      ['select', { method: 'GET', url: `/api/properties/${listing.id}` }, 'get'],
      [
        'transaction',
        { method: 'PATCH', url: `/api/properties/${listing.id}`, payload: { price: 2 } },
        'update',
      ],
      ['transaction', { method: 'DELETE', url: `/api/properties/${listing.id}` }, 'delete'],
    ] as const;
    for (const [method, request, operation] of cases) {
      const spy = vi.spyOn(db, method).mockImplementation(fault);
      try {
        // Signed out for the read: the authenticator's own lookup would fail first otherwise.
        const headers = operation === 'get' ? {} : agent.headers;
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(500);
        expect(response.json().error.message).toBe(
          `Failed to ${operation} property: Internal Server Error`,
        );
        expect(response.body).not.toContain('connection reset');
      } finally {
        spy.mockRestore();
      }
    }
  });
});
