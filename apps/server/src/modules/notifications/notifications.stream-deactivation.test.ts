import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationStreamTicketResponse } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { userDetails } from '../users/users.schema';
import { writeNotification } from './notifications.test-support';

/** Everything the stream sends until it ends (or `timeoutMs` passes: then "still open"). */
async function readToEnd(body: ReadableStream<Uint8Array>, timeoutMs: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), timeoutMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk === 'still open') return { ended: false, text };
      if (chunk.done) return { ended: true, text };
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

describe('notifications: a deactivated user’s open stream', () => {
  let t: TestApp;
  let base: string;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await createUser(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function openStream(user: TestUser) {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/stream-ticket',
      headers: user.headers,
    });
    const { ticket: value } = ticket.json<TNotificationStreamTicketResponse>();
    const response = await fetch(`${base}/api/notifications/stream?ticket=${value}`);
    expect(response.status).toBe(200);
    return response;
  }

  const setStatus = (user: TestUser, status: 'Active' | 'Inactive') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/status`,
      headers: admin.headers,
      payload: { status },
    });

  it('is closed at once, and nothing written afterwards reaches it', async () => {
    const user = await createUser(t.app, 'buyer');
    const bystander = await createUser(t.app, 'buyer');
    const stream = await openStream(user);
    const other = await openStream(bystander);
    expect((await setStatus(user, 'Inactive')).statusCode).toBe(200);
    await writeNotification(t.app, user.id, { title: 'after deactivation' });
    // Well under the 25 s keep-alive check that used to be the only way out.
    const { ended, text } = await readToEnd(stream.body!, 5_000);
    expect(ended).toBe(true);
    expect(text).not.toContain('after deactivation');
    // Somebody else's stream stays open.
    expect((await readToEnd(other.body!, 300)).ended).toBe(false);
  });

  it('is closed by the next poll when another node deactivated the account', async () => {
    const user = await createUser(t.app, 'buyer');
    const stream = await openStream(user);
    // Another node's deactivation is just committed rows here: no hook ran on this node.
    await t.app.context.db
      .update(userDetails)
      .set({ status: 'Inactive' })
      .where(eq(userDetails.id, user.id));
    const { ended } = await readToEnd(stream.body!, 5_000);
    expect(ended).toBe(true);
  });
});
