import type { TCreatePropertyRequest, TProperty } from '@nestwise/shared';
import type { App } from '../../app';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

/** A complete, valid listing body; tests override what they exercise. */
export function listingBody(overrides: Record<string, unknown> = {}): TCreatePropertyRequest {
  return {
    title: 'Sunny craftsman near the park',
    description: 'Three bedrooms, a big garden and a pool.',
    price: 450_000,
    propertyType: 'house',
    status: 'for-sale',
    location: {
      address: '12 Elm Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      neighborhood: 'Downtown',
      latitude: 30.27,
      longitude: -97.74,
    },
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    features: ['pool', 'garden'],
    images: [{ url: '/demo-media/house-1.svg' }],
    ...overrides,
  } as TCreatePropertyRequest;
}

export async function createListing(
  app: App,
  agent: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<TProperty> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: agent.headers,
    payload: listingBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<TProperty>();
}

export async function decide(
  app: App,
  admin: TestUser,
  id: string,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/properties/${id}/approval`,
    headers: admin.headers,
    payload: { decision, ...(reason ? { reason } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`approval failed: ${response.body}`);
  return response.json<TProperty>();
}

export async function createApprovedListing(
  app: App,
  agent: TestUser,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const listing = await createListing(app, agent, overrides);
  return decide(app, admin, listing.id, 'approved');
}

/**
 * Every kind of caller (anonymous, each role, deactivated), the deactivated one already switched
 * off by the admin.
 */
export interface Cast {
  buyer: TestUser;
  owner: TestUser;
  otherAgent: TestUser;
  admin: TestUser;
  deactivated: TestUser;
}

/** A test app with the cast above, for the suites that try every caller. */
export async function createTestAppWithCast(): Promise<{ t: TestApp; cast: Cast }> {
  const t = await createTestApp();
  return { t, cast: await createCast(t.app) };
}

export async function createCast(app: App): Promise<Cast> {
  const [buyer, owner, otherAgent, admin, deactivated] = [
    await createUser(app, 'buyer'),
    await createUser(app, 'agent'),
    await createUser(app, 'agent'),
    await createUser(app, 'admin'),
    await createUser(app, 'agent'),
  ];
  const off = await app.inject({
    method: 'PATCH',
    url: `/api/users/${deactivated.id}/status`,
    headers: admin.headers,
    payload: { status: 'Inactive' },
  });
  if (off.statusCode !== 200) throw new Error(`deactivation failed: ${off.body}`);
  return { buyer, owner, otherAgent, admin, deactivated };
}

export type CallerName = 'anonymous' | keyof Cast;
export const CALLERS: CallerName[] = [
  'anonymous',
  'buyer',
  'owner',
  'otherAgent',
  'admin',
  'deactivated',
];

export function headersOf(cast: Cast, caller: CallerName): Record<string, string> {
  return caller === 'anonymous' ? {} : cast[caller].headers;
}
