import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification, TNotificationStreamTicketResponse } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createListing, decide } from '../properties/properties.test-support';
import { notifications } from './notifications.schema';
import { writeNotification } from './notifications.test-support';

/** Reads server-sent events until `count` `data:` events arrived, or fails after `timeoutMs`. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number, timeoutMs = 10_000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event?: string; id?: string; data: TNotification }> = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (events.length < count) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no event within ${timeoutMs} ms: ${buffer}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        ) as Record<string, string>;
        if (fields.data) {
          events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) });
        }
      }
    }
    return events;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

describe('notifications: delivery without reload (server-sent events)', () => {
  let t: TestApp;
  let base: string;
  let agent: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
  });

  const ticketFor = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/stream-ticket',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TNotificationStreamTicketResponse>();
  };
  const open = (ticket: string, signal?: AbortSignal) =>
    fetch(`${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, { signal });

  it('delivers what is written after connecting: an approval, and a row any node wrote', async () => {
    const listing = await createListing(t.app, agent, { title: 'Stream test house' });
    const { ticket, expiresAt } = await ticketFor(agent);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(60_000);
    const controller = new AbortController();
    const response = await open(ticket, controller.signal);
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      t.clock.advance(1000);
      await decide(t.app, admin, listing.id, 'approved');
      // Another node's write is just a committed row: insert it straight into the table.
      t.clock.advance(1000);
      await t.app.context.db.insert(notifications).values({
        userId: agent.id,
        kind: 'payment-succeeded',
        title: 'From another node',
        createdAt: t.clock.now(),
      });
      const events = await readEvents(response.body!, 2);
      expect(events[0]).toMatchObject({
        event: 'notification',
        data: { kind: 'listing-approved', data: { propertyId: listing.id }, isRead: false },
      });
      expect(events[0]!.id).toBe(events[0]!.data.id);
      expect(events[1]!.data).toMatchObject({ title: 'From another node' });
    } finally {
      controller.abort();
    }
  });

  it('does not send other users’ notifications, nor ones older than the connection', async () => {
    const buyer = await createUser(t.app, 'buyer');
    await writeNotification(t.app, buyer.id, { title: 'before connecting' });
    const { ticket } = await ticketFor(buyer);
    const controller = new AbortController();
    const response = await open(ticket, controller.signal);
    try {
      expect(response.status).toBe(200);
      await writeNotification(t.app, agent.id, { title: 'for someone else' });
      t.clock.advance(1);
      await writeNotification(t.app, buyer.id, { title: 'after connecting' });
      const [event] = await readEvents(response.body!, 1);
      expect(event!.data.title).toBe('after connecting');
    } finally {
      controller.abort();
    }
  });

  it('a ticket opens one stream only, within 60 s; a forged or missing ticket is refused', async () => {
    const { ticket } = await ticketFor(agent);
    const controller = new AbortController();
    const first = await open(ticket, controller.signal);
    expect(first.status).toBe(200);
    controller.abort();
    const reused = await open(ticket);
    expect(reused.status).toBe(401);

    const late = await ticketFor(agent);
    t.clock.advance(61_000);
    expect((await open(late.ticket)).status).toBe(401);

    const forged = `${late.ticket.slice(0, -4)}AAAA`;
    expect((await open(forged)).status).toBe(401);
    expect((await open(agent.idToken)).status).toBe(401);
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(400);
  });

  it('the polling fallback returns what is newer than `since`', async () => {
    const buyer = await createUser(t.app, 'buyer');
    const since = t.clock.now().toISOString();
    t.clock.advance(1);
    await writeNotification(t.app, buyer.id, { title: 'polled' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?since=${encodeURIComponent(since)}`,
      headers: buyer.headers,
    });
    expect(response.json().items.map((item: TNotification) => item.title)).toEqual(['polled']);
  });

  it('an open stream ends when the server closes, and does not hold it open', async () => {
    const { ticket } = await ticketFor(agent);
    const response = await open(ticket);
    expect(response.status).toBe(200);
    const reading = readEvents(response.body!, 1, 10_000).then(
      () => 'event',
      (error: Error) => error.message,
    );
    const started = Date.now();
    closed = true;
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await reading).toBe('the stream ended');
  });
});
