import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAgentMessage,
  TClientsResponse,
  TConversation,
  TConversationMessage,
  TConversationMessagesResponse,
  TConversationReadResponse,
  TConversationsResponse,
  TListNotificationsResponse,
  TProperty,
  TUnreadMessagesResponse,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing } from '../properties/properties.test-support';

describe('Messages: conversations between a buyer and a listing agent', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let listing: TProperty;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    otherAgent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    buyer = await createUser(t.app, 'buyer');
    otherBuyer = await createUser(t.app, 'buyer');
    listing = await createApprovedListing(t.app, agent, admin);
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  const post = (user: TestUser | null, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });
  const messageFromListing = (user: TestUser, body: string) =>
    post(user, `/api/properties/${listing.id}/messages`, { body });
  const unread = async (user: TestUser) =>
    (await get(user, '/api/conversations/unread')).json<TUnreadMessagesResponse>().unreadCount;
  const notifications = async (user: TestUser) =>
    (await get(user, '/api/notifications')).json<TListNotificationsResponse>().items;

  it("a buyer's messages from the listing page open one conversation the agent sees unread", async () => {
    const first = await messageFromListing(buyer, 'Is the roof new?');
    expect(first.statusCode).toBe(201);
    conversationId = first.json<TAgentMessage>().conversationId;
    const second = await messageFromListing(buyer, 'And the boiler?');
    expect(second.json<TAgentMessage>().conversationId).toBe(conversationId);

    const inbox = (await get(agent, '/api/conversations')).json<TConversationsResponse>();
    expect(inbox.totalCount).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      id: conversationId,
      propertyId: listing.id,
      propertyTitle: listing.title,
      role: 'agent',
      counterpart: { id: buyer.id, name: 'Test buyer' },
      lastMessage: { body: 'And the boiler?', mine: false },
      unreadCount: 2,
    });
    expect(await unread(agent)).toBe(2);
    // The buyer's side: the agent is the counterpart, nothing unread (the buyer wrote both).
    const mine = (await get(buyer, `/api/conversations/${conversationId}`)).json<TConversation>();
    expect(mine).toMatchObject({ role: 'buyer', counterpart: { id: agent.id }, unreadCount: 0 });
    expect(await unread(buyer)).toBe(0);

    const note = (await notifications(agent)).find((item) => item.kind === 'agent-message');
    expect(note).toMatchObject({
      title: `New message about ${listing.title}`,
      data: expect.objectContaining({
        conversationId,
        href: `/dashboard/messages/${conversationId}`,
      }),
    });
  });

  it('the thread lists messages newest first; opening it marks them read for the reader only', async () => {
    const thread = (
      await get(agent, `/api/conversations/${conversationId}/messages`)
    ).json<TConversationMessagesResponse>();
    expect(thread.items.map((m) => [m.body, m.mine, m.readAt])).toEqual([
      ['And the boiler?', false, null],
      ['Is the roof new?', false, null],
    ]);

    const before = await get(agent, '/api/notifications');
    const bell = before.json<TListNotificationsResponse>();
    const aboutIt = bell.items
      .filter((item) => item.data?.['conversationId'] === conversationId)
      .map((item) => item.id);
    expect(aboutIt).toHaveLength(2);
    expect(bell.items.filter((item) => !item.isRead).length).toBeGreaterThan(aboutIt.length);

    const read = await post(agent, `/api/conversations/${conversationId}/read`);
    expect(read.statusCode).toBe(200);
    // The bell's notifications of these messages are read with them; the others stay unread.
    expect(read.json<TConversationReadResponse>()).toEqual({
      conversationUnread: 0,
      unreadCount: 0,
      notifications: {
        readIds: expect.arrayContaining(aboutIt),
        unreadCount: bell.unreadCount - aboutIt.length,
      },
    });
    expect(read.json<TConversationReadResponse>().notifications.readIds).toHaveLength(2);
    expect(await unread(agent)).toBe(0);
    const after = (await get(agent, '/api/notifications')).json<TListNotificationsResponse>();
    expect(after.unreadCount).toBe(bell.unreadCount - aboutIt.length);
    expect(after.items.filter((item) => aboutIt.includes(item.id)).every((i) => i.isRead)).toBe(
      true,
    );
    expect(after.items.some((item) => !item.isRead && !aboutIt.includes(item.id))).toBe(true);
    const seen = (
      await get(buyer, `/api/conversations/${conversationId}/messages`)
    ).json<TConversationMessagesResponse>();
    // The buyer sees its own messages as read by the agent.
    expect(seen.items.every((m) => m.mine && m.readAt !== null)).toBe(true);
  });

  it("the agent's reply reaches the buyer, unread and notified; the buyer's answer reaches the agent", async () => {
    const reply = await post(agent, `/api/conversations/${conversationId}/messages`, {
      body: '  Yes, replaced in 2024.  ',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<TConversationMessage>()).toMatchObject({
      body: 'Yes, replaced in 2024.',
      mine: true,
      senderName: 'Test agent',
      readAt: null,
    });
    expect(await unread(buyer)).toBe(1);
    const buyerInbox = (await get(buyer, '/api/conversations')).json<TConversationsResponse>();
    expect(buyerInbox.items[0]).toMatchObject({
      id: conversationId,
      unreadCount: 1,
      lastMessage: { body: 'Yes, replaced in 2024.', mine: false },
    });
    expect((await notifications(buyer)).find((item) => item.kind === 'agent-reply')).toMatchObject({
      title: `Test agent replied about ${listing.title}`,
      body: 'Yes, replaced in 2024.',
      data: expect.objectContaining({ href: `/dashboard/messages/${conversationId}` }),
    });

    await post(buyer, `/api/conversations/${conversationId}/read`);
    expect(await unread(buyer)).toBe(0);
    const answer = await post(buyer, `/api/conversations/${conversationId}/messages`, {
      body: 'Great, thanks!',
    });
    expect(answer.statusCode).toBe(201);
    expect(await unread(agent)).toBe(1);
    const agentNotes = (await notifications(agent)).filter((item) => item.kind === 'agent-message');
    expect(agentNotes.map((item) => item.body)).toContain('Great, thanks!');

    const thread = (
      await get(buyer, `/api/conversations/${conversationId}/messages`)
    ).json<TConversationMessagesResponse>();
    // Sent order, although the test clock stands still: each message is a millisecond on.
    expect(thread.items.map((m) => m.body).reverse()).toEqual([
      'Is the roof new?',
      'And the boiler?',
      'Yes, replaced in 2024.',
      'Great, thanks!',
    ]);
  });

  it('signed out is 401; only the two participants may read or write (403), admins included', async () => {
    const paths = [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
      ['GET', `/api/conversations/${conversationId}`],
      ['GET', `/api/conversations/${conversationId}/messages`],
      ['POST', `/api/conversations/${conversationId}/messages`],
      ['POST', `/api/conversations/${conversationId}/read`],
    ] as const;
    for (const [method, url] of paths) {
      const answer = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { body: 'x' } : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const outsider of [otherBuyer, otherAgent, admin]) {
      for (const [method, url] of paths.slice(2)) {
        const answer = await t.app.inject({
          method,
          url,
          headers: outsider.headers,
          payload: method === 'POST' ? { body: 'hello' } : undefined,
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json().error.code).toBe('conversations/not-participant');
      }
      expect(
        (await get(outsider, '/api/conversations')).json<TConversationsResponse>().items,
      ).toEqual([]);
    }
    // Nothing an outsider tried was written.
    expect(
      (
        await get(buyer, `/api/conversations/${conversationId}/messages`)
      ).json<TConversationMessagesResponse>().totalCount,
    ).toBe(4);
  });

  it('refuses bad input with stable codes: unknown, malformed ids, empty or long bodies, forged cursors', async () => {
    const unknown = await get(buyer, '/api/conversations/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'not-found',
      message: 'Conversation not found',
    });
    expect((await get(buyer, '/api/conversations/not-a-uuid')).statusCode).toBe(400);
    const empty = await post(buyer, `/api/conversations/${conversationId}/messages`, {
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation-error' });
    expect(empty.json().error.issues[0].message).toBe('Write a message to the agent');
    const long = await post(buyer, `/api/conversations/${conversationId}/messages`, {
      body: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    const forged = await get(buyer, `/api/conversations/${conversationId}/messages?cursor=abc`);
    expect(forged.statusCode).toBe(400);
    expect((await get(buyer, '/api/conversations?limit=0')).statusCode).toBe(400);
  });

  it('pages a long thread and a long inbox by keyset, without gaps or repeats', async () => {
    const other = await createApprovedListing(t.app, agent, admin);
    const opened = await post(buyer, `/api/properties/${other.id}/messages`, { body: 'm0' });
    const id = opened.json<TAgentMessage>().conversationId;
    for (let i = 1; i < 7; i += 1) {
      const from = i % 2 ? agent : buyer;
      await post(from, `/api/conversations/${id}/messages`, { body: `m${i}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (
        await get(buyer, `/api/conversations/${id}/messages?limit=3${query}`)
      ).json<TConversationMessagesResponse>();
      expect(page.totalCount).toBe(7);
      seen.push(...page.items.map((m) => m.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1', 'm0']);

    const first = (await get(buyer, '/api/conversations?limit=1')).json<TConversationsResponse>();
    expect(first).toMatchObject({ totalCount: 2, items: [{ id }] });
    const second = (
      await get(buyer, `/api/conversations?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).json<TConversationsResponse>();
    expect(second.items.map((c) => c.id)).toEqual([conversationId]);
    expect(second.nextCursor).toBeNull();
  });

  it("an agent who asked about another agent's listing does not list that agent among its clients", async () => {
    const sent = await post(otherAgent, `/api/properties/${listing.id}/messages`, {
      body: 'Co-op with my buyer?',
    });
    const id = sent.json<TAgentMessage>().conversationId;
    await post(agent, `/api/conversations/${id}/messages`, { body: 'Sure, call me.' });
    const clients = (await get(otherAgent, '/api/agent/clients')).json<TClientsResponse>();
    expect(clients.items).toEqual([]);
    const theirs = (await get(agent, '/api/agent/clients')).json<TClientsResponse>();
    const asked = theirs.items.find((client) => client.buyer.id === otherAgent.id);
    expect(asked?.messages.map((m) => [m.body, m.conversationId])).toEqual([
      ['Co-op with my buyer?', id],
    ]);
  });
});
