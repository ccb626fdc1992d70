import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAppointment,
  TConversationMessagesResponse,
  TConversationsResponse,
  TProperty,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from '../properties/properties.test-support';

describe("Messages: a tour's story in its conversation, and the inbox's listing", () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let listing: TProperty;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    buyer = await createUser(t.app, 'buyer');
    listing = await createApprovedListing(t.app, agent, admin, {
      price: 725_000,
      images: [{ url: '/demo-media/photo-3.webp' }, { url: '/demo-media/photo-4.webp' }],
    });
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user.headers });
  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const daysOn = (days: number) =>
    new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
  const inbox = async (user: TestUser) =>
    (await get(user, '/api/conversations')).json<TConversationsResponse>();
  const thread = async (user: TestUser, id: string, query = '') =>
    (
      await get(user, `/api/conversations/${id}/messages${query}`)
    ).json<TConversationMessagesResponse>();

  it('a tour request opens the conversation, and the decisions and messages follow in time order', async () => {
    const firstTour = daysOn(7);
    const requested = await post(buyer, `/api/properties/${listing.id}/tour-requests`, {
      preferredAt: firstTour,
      message: 'Saturday morning if possible',
    });
    expect(requested.statusCode).toBe(201);
    const tour = requested.json<TAppointment>();

    // Nobody has written yet: the request alone opens the conversation, on both sides.
    const agentInbox = await inbox(agent);
    expect(agentInbox.items).toHaveLength(1);
    const id = agentInbox.items[0]!.id;
    expect(agentInbox.items[0]).toMatchObject({
      counterpart: { id: buyer.id },
      lastMessage: {
        kind: 'tour-requested',
        mine: false,
        body: 'Saturday morning if possible',
        tour: { id: tour.id, startsAt: firstTour },
      },
      // A tour is news for the bell, not an unread message.
      unreadCount: 0,
    });
    expect((await inbox(buyer)).items.map((item) => item.id)).toEqual([id]);

    await post(agent, `/api/conversations/${id}/messages`, { body: 'Saturday at 10 works.' });
    expect(
      (await post(agent, `/api/agent/appointments/${tour.id}/status`, { status: 'confirmed' }))
        .statusCode,
    ).toBe(200);
    await post(buyer, `/api/conversations/${id}/messages`, { body: 'Can we move it?' });
    const secondTour = daysOn(9);
    const second = (
      await post(buyer, `/api/properties/${listing.id}/tour-requests`, { preferredAt: secondTour })
    ).json<TAppointment>();
    await post(agent, `/api/agent/appointments/${second.id}/status`, { status: 'declined' });
    // Deciding the same again is no news: nothing more joins the thread.
    await post(agent, `/api/agent/appointments/${second.id}/status`, { status: 'declined' });

    const forBuyer = await thread(buyer, id);
    expect(forBuyer.totalCount).toBe(6);
    expect(
      forBuyer.items
        .map((entry) => [entry.kind, entry.mine, entry.body, entry.tour?.startsAt ?? null])
        .reverse(),
    ).toEqual([
      ['tour-requested', true, 'Saturday morning if possible', firstTour],
      ['message', false, 'Saturday at 10 works.', null],
      ['tour-confirmed', false, '', firstTour],
      ['message', true, 'Can we move it?', null],
      ['tour-requested', true, '', secondTour],
      ['tour-declined', false, '', secondTour],
    ]);
    expect(forBuyer.items[0]).toMatchObject({ senderName: 'Test agent', readAt: null });
    const buyerInbox = await inbox(buyer);
    expect(buyerInbox.items[0]!.lastMessage).toMatchObject({ kind: 'tour-declined', mine: false });

    // The agent's side of the same story, paged two at a time without gaps or repeats.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await thread(agent, id, query);
      seen.push(...page.items.map((entry) => `${entry.kind}:${entry.mine ? 'me' : 'them'}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.reverse()).toEqual([
      'tour-requested:them',
      'message:me',
      'tour-confirmed:me',
      'message:them',
      'tour-requested:them',
      'tour-declined:me',
    ]);
    // Only the message counts as unread for the agent.
    expect((await inbox(agent)).items[0]!.unreadCount).toBe(1);
  });

  it("the inbox shows each conversation's listing: cover photo, address, price and status", async () => {
    const [item] = (await inbox(buyer)).items;
    expect(item!.listing).toEqual({
      title: listing.title,
      address: listing.location.address,
      city: listing.location.city,
      state: listing.location.state ?? null,
      zip: listing.location.zip ?? null,
      price: 725_000,
      status: listing.status,
      image: { url: '/demo-media/photo-3.webp' },
    });
    expect(item!.counterpart).toMatchObject({ id: agent.id, name: 'Test agent' });
  });
});
