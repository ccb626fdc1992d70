import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { listNotifications, writeNotification } from './notifications.test-support';

describe('notifications: list, mark read, read all, remove', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.app, 'buyer');
    bob = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  it('answers 401 signed out on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${id}/read`],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', `/api/notifications/${id}`],
      ['POST', '/api/notifications/stream-ticket'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists only the caller’s, newest first, keyset-paged, with the unread count', async () => {
    const user = await createUser(t.app, 'buyer');
    const written = [];
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(1000);
      written.push(await writeNotification(t.app, user.id, { title: `n${i}` }));
    }
    // Two in the same millisecond: the id breaks the tie, none is skipped or repeated.
    written.push(await writeNotification(t.app, user.id, { title: 'n5' }));
    await writeNotification(t.app, bob.id, { title: 'not yours' });

    const first = await listNotifications(t.app, user, '?limit=4');
    expect(first.unreadCount).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listNotifications(t.app, user, `?limit=4&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((item) => item.title).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    expect(all.slice(2).map((item) => item.title)).toEqual(['n3', 'n2', 'n1', 'n0']);
    const times = all.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all[0]).toMatchObject({
      kind: 'payment-succeeded',
      body: 'Buyer Pro: USD 19.00 paid.',
      data: { amount: 19 },
      isRead: false,
      readAt: null,
    });

    // The polling fallback: only what is newer than `since`.
    const since = new Date(Date.parse(written[2]!.createdAt.toISOString())).toISOString();
    const newer = await listNotifications(t.app, user, `?since=${encodeURIComponent(since)}`);
    expect(newer.items.map((item) => item.title).sort()).toEqual(['n3', 'n4', 'n5']);
    expect(newer.unreadCount).toBe(6);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=not-a-cursor',
      headers: user.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks one read, then all; removes; another user’s ids answer 404 and change nothing', async () => {
    t.clock.advance(1000);
    const one = await writeNotification(t.app, alice.id, { title: 'one' });
    t.clock.advance(1);
    const two = await writeNotification(t.app, alice.id, { title: 'two' });
    t.clock.advance(1);
    const three = await writeNotification(t.app, alice.id, { title: 'three' });

    for (const [method, url] of [
      ['POST', `/api/notifications/${one.id}/read`],
      ['DELETE', `/api/notifications/${one.id}`],
      ['POST', '/api/notifications/not-a-uuid/read'],
      ['DELETE', '/api/notifications/not-a-uuid'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bob.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe('Notification not found');
    }
    const untouched = await listNotifications(t.app, alice);
    expect(untouched.unreadCount).toBe(3);
    expect(untouched.items).toHaveLength(3);

    t.clock.advance(5000);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${one.id}/read`,
      headers: alice.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      item: { id: one.id, isRead: true, readAt: t.clock.now().toISOString() },
      unreadCount: 2,
    });
    // Reading again keeps the first read time.
    t.clock.advance(5000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${one.id}/read`,
      headers: alice.headers,
    });
    expect(again.json().item.readAt).toBe(read.json().item.readAt);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${two.id}`,
      headers: alice.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: two.id, unreadCount: 1 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${two.id}`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(404);

    await writeNotification(t.app, bob.id, { title: 'bob stays unread' });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: alice.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 1, unreadCount: 0 });
    const after = await listNotifications(t.app, alice);
    expect(after.items.map((item) => [item.id, item.isRead])).toEqual([
      [three.id, true],
      [one.id, true],
    ]);
    expect((await listNotifications(t.app, bob)).items.some((item) => !item.isRead)).toBe(true);
  });
});
