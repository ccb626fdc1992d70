import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointmentsResponse, TClientsResponse, TProperty } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from '../properties/properties.test-support';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Issue #26: the agent's lists honour `limit` and page by cursor instead of answering whole. */
describe("paging the agent's appointments and clients", () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let buyers: TestUser[];
  /** Per buyer: how many tours they asked and messages they sent. */
  const asked = new Map<string, { tours: number; messages: number }>();
  let tourCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    otherAgent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const listing: TProperty = await createApprovedListing(t.app, agent, admin);
    buyers = [];
    for (let i = 0; i < 7; i += 1) buyers.push(await createUser(t.app, 'buyer'));
    for (const [i, buyer] of buyers.entries()) {
      const tours = i % 3;
      for (let n = 0; n < tours; n += 1) {
        t.clock.advance(MINUTE_MS);
        const at = new Date(t.clock.now().getTime() + ((i * 7 + n * 3) % 11) * DAY_MS + DAY_MS);
        const response = await post(buyer, `/api/properties/${listing.id}/tour-requests`, {
          preferredAt: at.toISOString(),
        });
        expect(response.statusCode).toBe(201);
      }
      t.clock.advance(MINUTE_MS);
      const messages = i === 0 ? 0 : 1 + (i % 2);
      for (let n = 0; n < messages; n += 1) {
        const response = await post(buyer, `/api/properties/${listing.id}/messages`, {
          body: `Question ${n} from buyer ${i}`,
        });
        expect(response.statusCode).toBe(201);
      }
      if (tours + messages > 0) asked.set(buyer.id, { tours, messages });
      tourCount += tours;
    }
  });
  afterAll(() => t.close());

  function post(user: TestUser, url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  }
  const get = (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers });

  /** Every page of a list, following nextCursor until it is null. */
  async function allPages<P extends { nextCursor: string | null }>(path: string, limit: number) {
    const pages: P[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await get(agent, `${path}?limit=${limit}${query}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<P>();
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('answers appointments a page of `limit` at a time, soonest first, each once', async () => {
    const pages = await allPages<TAppointmentsResponse>('/api/agent/appointments', 2);
    expect(pages[0]!.items).toHaveLength(2);
    expect(pages[0]!.totalCount).toBe(tourCount);
    for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(2);
    const items = pages.flatMap((page) => page.items);
    expect(items).toHaveLength(tourCount);
    expect(new Set(items.map((item) => item.id)).size).toBe(tourCount);
    const starts = items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('groups clients per buyer and pages them, latest contact first, each once', async () => {
    const pages = await allPages<TClientsResponse>('/api/agent/clients', 2);
    expect(pages[0]!.items).toHaveLength(2);
    expect(pages[0]!.totalCount).toBe(asked.size);
    const clients = pages.flatMap((page) => page.items);
    expect(clients.map((client) => client.buyer.id).sort()).toEqual([...asked.keys()].sort());
    const latest = clients.map((client) => client.lastContactAt);
    expect(latest).toEqual([...latest].sort().reverse());
    for (const client of clients) {
      const expected = asked.get(client.buyer.id)!;
      expect(client).toMatchObject({
        tourRequests: expected.tours,
        messageCount: expected.messages,
      });
      expect(client.messages).toHaveLength(expected.messages);
    }
    expect((await get(otherAgent, '/api/agent/clients')).json<TClientsResponse>()).toEqual({
      items: [],
      nextCursor: null,
      totalCount: 0,
    });
  });

  it('refuses a forged cursor or a limit out of range with 400, never 500', async () => {
    const forged = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-21T12:00:00.000Z', 'not-a-uuid'])).toString('base64url'),
    ];
    for (const path of ['/api/agent/appointments', '/api/agent/clients']) {
      for (const cursor of forged) {
        const response = await get(agent, `${path}?cursor=${cursor}`);
        expect(response.statusCode, `${path} ${cursor}`).toBe(400);
      }
      for (const limit of ['0', '101', 'many']) {
        expect((await get(agent, `${path}?limit=${limit}`)).statusCode).toBe(400);
      }
    }
  });
});
