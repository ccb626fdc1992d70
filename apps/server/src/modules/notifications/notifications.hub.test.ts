import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { notifications } from './notifications.schema';
import type { NotificationRow } from './notifications.repo';
import { createStreamHub } from './notifications.stream';
import { writeNotification } from './notifications.test-support';

describe('notifications: the per-node stream poller', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app, 'buyer');
  });
  afterAll(() => t.close());

  it('pages through a burst, sends each row once, and catches a row that committed late', async () => {
    const hub = createStreamHub(t.app.context.db, t.clock, {
      intervalMs: 60_000,
      maxRowsPerPoll: 2,
      lagMs: 10_000,
    });
    const received: NotificationRow[] = [];
    const stop = await hub.subscribe(user.id, (row) => received.push(row));
    try {
      for (let i = 0; i < 5; i += 1) {
        t.clock.advance(1);
        await writeNotification(t.app, user.id, { title: `burst ${i}` });
      }
      await hub.poll();
      expect(received.map((row) => row.title)).toEqual([0, 1, 2, 3, 4].map((i) => `burst ${i}`));
      await hub.poll();
      expect(received).toHaveLength(5);

      // Stamped 3 s before the newest row already sent, but only now visible: still sent.
      t.clock.advance(5000);
      const late = new Date(t.clock.now().getTime() - 3000);
      await t.app.context.db
        .insert(notifications)
        .values({ userId: user.id, kind: 'payment-succeeded', title: 'late', createdAt: late });
      // Older than the look-back window: left to the client's refetch of the list.
      await t.app.context.db.insert(notifications).values({
        userId: user.id,
        kind: 'payment-succeeded',
        title: 'too old',
        createdAt: new Date(t.clock.now().getTime() - 60_000),
      });
      await hub.poll();
      expect(received.map((row) => row.title).slice(5)).toEqual(['late']);
      expect(hub.openStreams).toBe(1);
    } finally {
      stop();
    }
    expect(hub.openStreams).toBe(0);
  });
});
