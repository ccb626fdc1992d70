import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_REQUEST_LIMITS,
  AGENT_REQUEST_MESSAGES as M,
  type TListNotificationsResponse,
  type TProperty,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from '../properties/properties.test-support';

const HOUR_MS = 3_600_000;

describe('limits on messages and tour requests to agents', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let listings: TProperty[];
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    listings = [];
    for (let i = 0; i < 4; i += 1) listings.push(await createApprovedListing(t.app, agent, admin));
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const message = (user: TestUser, listing: TProperty, n: number) =>
    post(user, `/api/properties/${listing.id}/messages`, { body: `Question ${n}` });
  const tour = (user: TestUser, listing: TProperty, daysAhead: number) =>
    post(user, `/api/properties/${listing.id}/tour-requests`, {
      preferredAt: new Date(t.clock.now().getTime() + daysAhead * 24 * HOUR_MS).toISOString(),
    });
  const notificationCount = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: agent.headers,
    });
    return response.json<TListNotificationsResponse>().items.length;
  };

  it('refuses messages past the per-listing and per-hour limits with a clear 429', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const { perHour, perListingPerDay } = AGENT_REQUEST_LIMITS.messages;
    const before = await notificationCount();
    for (let n = 0; n < perListingPerDay; n += 1) {
      expect((await message(buyer, listings[0]!, n)).statusCode).toBe(201);
    }
    const overListing = await message(buyer, listings[0]!, 99);
    expect(overListing.statusCode).toBe(429);
    expect(overListing.json().error).toEqual({
      code: 'agent-requests/too-many',
      message: M.tooManyMessagesPerListing,
    });

    // The hourly limit counts every listing: fill it on the next two.
    for (const listing of listings.slice(1, 3)) {
      for (let n = 0; n < perListingPerDay; n += 1) {
        expect((await message(buyer, listing, n)).statusCode).toBe(201);
      }
    }
    expect(3 * perListingPerDay).toBe(perHour);
    const overHour = await message(buyer, listings[3]!, 100);
    expect(overHour.statusCode).toBe(429);
    expect(overHour.json().error.message).toBe(M.tooManyMessagesPerHour);
    // Only what was accepted reached the agent.
    expect((await notificationCount()) - before).toBe(perHour);
    // Another buyer is not held back by this one.
    expect((await message(await createUser(t.app, 'buyer'), listings[0]!, 0)).statusCode).toBe(201);
  });

  it('takes one of 30 concurrent requests for the same slot and answers the others 409', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => tour(buyer, listings[1]!, 3)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: 'agent-requests/duplicate-tour',
      message: M.tourAlreadyRequested,
    });
  });

  it('refuses tour requests past the per-listing and per-hour limits with a clear 429', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const { perHour, perListingPerDay } = AGENT_REQUEST_LIMITS.tourRequests;
    for (let day = 1; day <= perListingPerDay; day += 1) {
      expect((await tour(buyer, listings[2]!, day)).statusCode).toBe(201);
    }
    const overListing = await tour(buyer, listings[2]!, 30);
    expect(overListing.statusCode).toBe(429);
    expect(overListing.json().error).toEqual({
      code: 'agent-requests/too-many',
      message: M.tooManyToursPerListing,
    });
    for (let day = 1; day <= perHour - perListingPerDay; day += 1) {
      expect((await tour(buyer, listings[3]!, day)).statusCode).toBe(201);
    }
    const overHour = await tour(buyer, listings[0]!, 40);
    expect(overHour.statusCode).toBe(429);
    expect(overHour.json().error.message).toBe(M.tooManyToursPerHour);
  });
});
