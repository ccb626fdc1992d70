import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAppointment,
  TAppointmentsResponse,
  TClientsResponse,
  TListNotificationsResponse,
  TProperty,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from '../properties/properties.test-support';

describe('tour requests and messages to a listing agent', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let listing: TProperty;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    otherAgent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    buyer = await createUser(t.app, 'buyer');
    listing = await createApprovedListing(t.app, agent, admin);
  });
  afterAll(() => t.close());

  const inAWeek = () => new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
  const requestTour = (user: TestUser | null, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/tour-requests`,
      headers: user?.headers ?? {},
      payload,
    });
  const get = (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers });

  it("a buyer's tour request reaches the agent's appointments and notifications", async () => {
    const preferredAt = inAWeek();
    const response = await requestTour(buyer, listing.id, {
      preferredAt,
      message: 'Saturday morning if possible',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<TAppointment>()).toMatchObject({
      status: 'requested',
      startsAt: preferredAt,
    });

    const mine = (await get(agent, '/api/agent/appointments')).json<TAppointmentsResponse>();
    expect(mine.items).toEqual([
      expect.objectContaining({
        propertyId: listing.id,
        propertyTitle: listing.title,
        note: 'Saturday morning if possible',
        buyer: { id: buyer.id, name: expect.any(String), email: buyer.email },
        status: 'requested',
      }),
    ]);
    const theirs = (await get(otherAgent, '/api/agent/appointments')).json<TAppointmentsResponse>();
    expect(theirs.items).toEqual([]);
    const all = (await get(admin, '/api/agent/appointments')).json<TAppointmentsResponse>();
    expect(all.items.map((item) => item.id)).toContain(mine.items[0]!.id);
    expect((await get(buyer, '/api/agent/appointments')).statusCode).toBe(403);

    const notes = (await get(agent, '/api/notifications')).json<TListNotificationsResponse>();
    // The test clock stands still: find it by kind, not by position.
    expect(notes.items.find((item) => item.kind === 'tour-requested')).toMatchObject({
      title: `Tour request: ${listing.title}`,
      data: expect.objectContaining({ href: '/dashboard/appointments' }),
    });
  });

  it('the agent confirms or declines its own requests; another agent gets 404', async () => {
    // Another slot: one open request per buyer and slot.
    const inEightDays = new Date(t.clock.now().getTime() + 8 * 86_400_000).toISOString();
    const created = (
      await requestTour(buyer, listing.id, { preferredAt: inEightDays })
    ).json<TAppointment>();
    const decide = (user: TestUser, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/agent/appointments/${created.id}/status`,
        headers: user.headers,
        payload: { status },
      });
    expect((await decide(otherAgent, 'confirmed')).statusCode).toBe(404);
    const confirmed = await decide(agent, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<TAppointment>().status).toBe('confirmed');
    expect((await decide(admin, 'declined')).json<TAppointment>().status).toBe('declined');
    expect((await decide(admin, 'declined')).statusCode).toBe(200);
    expect((await decide(agent, 'maybe')).statusCode).toBe(400);

    const answers = (await get(buyer, '/api/notifications')).json<TListNotificationsResponse>();
    const about = answers.items.filter((item) => item.data?.propertyId === listing.id);
    expect(about.filter((item) => item.kind === 'tour-confirmed')).toEqual([
      expect.objectContaining({
        title: `Tour confirmed: ${listing.title}`,
        body: expect.stringContaining('is confirmed'),
        data: expect.objectContaining({ href: `/properties/${listing.id}` }),
      }),
    ]);
    // Declining twice tells the buyer once: only a change of answer is news.
    expect(about.filter((item) => item.kind === 'tour-declined')).toEqual([
      expect.objectContaining({ title: `Tour declined: ${listing.title}` }),
    ]);
    const agentNotes = (await get(agent, '/api/notifications')).json<TListNotificationsResponse>();
    expect(agentNotes.items.some((item) => item.kind.startsWith('tour-c'))).toBe(false);
  });

  it('refuses a tour in the past, signed out, on a hidden listing, or on its own listing', async () => {
    const past = await requestTour(buyer, listing.id, { preferredAt: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Choose a date and time in the future');
    expect((await requestTour(buyer, listing.id, { preferredAt: 'soon' })).statusCode).toBe(400);
    expect((await requestTour(null, listing.id, { preferredAt: inAWeek() })).statusCode).toBe(401);
    const pending = await createListing(t.app, agent);
    expect((await requestTour(buyer, pending.id, { preferredAt: inAWeek() })).statusCode).toBe(404);
    expect((await requestTour(agent, listing.id, { preferredAt: inAWeek() })).statusCode).toBe(409);
  });

  it("a buyer's message lists the buyer among the agent's clients, with the message", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/messages`,
      headers: buyer.headers,
      payload: { body: '  Is the roof new?  ' },
    });
    expect(sent.statusCode).toBe(201);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/messages`,
      headers: buyer.headers,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);

    const clients = (await get(agent, '/api/agent/clients')).json<TClientsResponse>();
    expect(clients.items).toHaveLength(1);
    expect(clients.items[0]).toMatchObject({
      buyer: { id: buyer.id, email: buyer.email },
      tourRequests: 2,
      messages: [{ body: 'Is the roof new?', propertyTitle: listing.title }],
    });
    expect((await get(otherAgent, '/api/agent/clients')).json<TClientsResponse>().items).toEqual(
      [],
    );
    const notes = (await get(agent, '/api/notifications')).json<TListNotificationsResponse>();
    expect(notes.items.find((item) => item.kind === 'agent-message')).toMatchObject({
      body: 'Is the roof new?',
    });
  });
});
