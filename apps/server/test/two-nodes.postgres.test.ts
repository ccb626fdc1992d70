import { randomBytes } from 'node:crypto';
import { TEST_CARDS } from '@nestwise/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seed-accounts';
import { waitUntilReady, type ServerProcess } from './server-process';
import {
  ADMIN,
  SIGN_IN_PER_MINUTE,
  call,
  clientAddress,
  createCluster,
  signIn,
  signUp,
  type Cluster,
} from './two-nodes/cluster';
import { loadThroughBalancer } from './two-nodes/balancer';
import { leaveCheckoutStuck, readUntil } from './two-nodes/scenes';

/**
 * Two real server processes behind one database, Redis, bucket and signing key: what the README
 * says scale-out needs. Runs where TEST_DATABASE_URL names a Postgres server (vitest.config.ts)
 * and a Redis server answers (TEST_REDIS_URL, default 127.0.0.1:6379 database 5).
 */
let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;
let agent: string;
let readyAt = 0;

beforeAll(async () => {
  cluster = await createCluster(inject('postgresServerUrl'));
}, 60_000);
afterAll(() => cluster?.close(), 60_000);

const demo = (role: 'agent' | 'buyer' | 'admin') =>
  DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

const rows = async (text: string, values: unknown[] = []) =>
  (await cluster.sql.query(text, values)).rows;

describe('two nodes on one database, Redis, bucket and key', () => {
  it('both come up when started together on an empty database, seeding once', async () => {
    [a, b] = await Promise.all([cluster.start(), cluster.start()]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    readyAt = Date.now();
    const emails = [...DEMO_ACCOUNTS.map((account) => account.email), ADMIN.email];
    const accounts = await rows(
      'select email, count(*)::int as n from identity_accounts where email = any($1) group by email',
      [emails],
    );
    expect(accounts).toHaveLength(emails.length);
    expect(accounts.every((row) => row.n === 1)).toBe(true);
    const ready = await call(b, 'GET', '/api/health/ready');
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
    });
    admin = await signIn(a, ADMIN.email, ADMIN.password);
    agent = await signIn(b, demo('agent'), DEMO_PASSWORD);
  }, 120_000);

  it('counts one sign-in budget across both nodes (Redis)', async () => {
    const from = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_PER_MINUTE; attempt += 1) {
      const node = attempt % 2 === 0 ? a : b;
      const answer = await call(node, 'POST', '/identity/v1/accounts:signInWithPassword', {
        body: { email: demo('buyer'), password: DEMO_PASSWORD, returnSecureToken: true },
        from,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, SIGN_IN_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses[SIGN_IN_PER_MINUTE]).toBe(429);
  });

  it('streams a notification made through one node to a stream open on the other, alerting once', async () => {
    const buyer = await signUp(a);
    for (const frequency of ['instant', 'daily']) {
      const saved = await call(a, 'POST', '/api/me/saved-searches', {
        token: buyer.token,
        body: {
          name: `Two nodes ${frequency}`,
          // Two searches of one account may not share their filters.
          filters: { city: 'Twonodeville', maxPrice: frequency === 'daily' ? 900_000 : 800_000 },
          frequency,
        },
      });
      expect(saved.status).toBe(201);
    }
    const ticket = await call(b, 'POST', '/api/notifications/stream-ticket', {
      token: buyer.token,
    });
    const controller = new AbortController();
    const stream = await fetch(
      `${b.url}/api/notifications/stream?ticket=${encodeURIComponent(ticket.body.ticket)}`,
      { signal: controller.signal },
    );
    expect(stream.status).toBe(200);
    const listing = await call(b, 'POST', '/api/properties', {
      token: agent,
      body: {
        title: 'Two-node cottage',
        price: 310_000,
        propertyType: 'house',
        status: 'for-sale',
        location: { address: '2 Node Lane', city: 'Twonodeville', state: 'TX', zip: '78701' },
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    expect(listing.status).toBe(201);
    const approved = await call(a, 'POST', `/api/properties/${listing.body.id}/approval`, {
      token: admin,
      body: { decision: 'approved' },
    });
    expect(approved.status).toBe(200);

    const text = await readUntil(stream.body!, 'saved-search-match', 15_000);
    controller.abort();
    expect(text).toContain('event: notification');
    expect(text).toContain('saved-search-match');

    // Each node's alert scheduler ticks; the instant alert reached the buyer once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const alerts = await rows(
      `select count(*)::int as n from notifications where user_id = $1 and kind = 'saved-search-match'`,
      [buyer.id],
    );
    // One per matching search (instant and daily), on whichever node: never one per node.
    expect(alerts[0].n).toBe(2);
    const mails = await call(a, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(buyer.email)}`, {
      token: admin,
    });
    expect(
      mails.body.items.filter((mail: { subject: string }) => mail.subject.includes('instant')),
    ).toHaveLength(1);
    // The daily search's digest falls due now; both nodes' schedulers (every minute) race for it.
    await rows(
      `update saved_searches set last_digest_at = now() - interval '2 days' where user_id = $1 and frequency = 'daily'`,
      [buyer.id],
    );
    digestOwner = buyer.email;
  }, 60_000);

  let digestOwner = '';

  it('serves and resizes through one node a file uploaded through the other', async () => {
    const listing = await call(a, 'POST', '/api/properties', {
      token: agent,
      body: {
        title: 'Two-node photo house',
        price: 410_000,
        propertyType: 'house',
        status: 'for-sale',
        location: { address: '4 Node Lane', city: 'Austin', state: 'TX' },
        bedrooms: 3,
        bathrooms: 2,
      },
    });
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const presign = await call(a, 'POST', '/api/storage/presign', {
      token: agent,
      body: {
        propertyId: listing.body.id,
        type: 'images',
        fileName: 'front.png',
        contentType: 'image/png',
        size: photo.length,
      },
    });
    expect(presign.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(presign.body.fields as Record<string, string>)) {
      form.append(name, value);
    }
    form.append('file', new Blob([photo], { type: 'image/png' }), 'front.png');
    expect((await fetch(presign.body.url, { method: 'POST', body: form })).status).toBe(204);

    const served = await fetch(`${b.url}${presign.body.fileUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const resized = await fetch(`${b.url}${presign.body.fileUrl}?w=400`);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(400);
  });

  it("shows a listing repriced through one node in the other's next search, cached or not", async () => {
    const prices = async (node: ServerProcess) =>
      (await call(node, 'GET', '/api/properties?city=Cachedale')).body.items.map(
        (item: { price: number }) => item.price,
      );
    const location = { address: '6 Node Lane', city: 'Cachedale', state: 'TX', zip: '78701' };
    const body = { title: 'Two-node loft', price: 500_000, propertyType: 'condo', location };
    const listing = await call(a, 'POST', '/api/properties', {
      token: agent,
      body: { ...body, status: 'for-sale', bedrooms: 1, bathrooms: 1 },
    });
    const approval = { token: admin, body: { decision: 'approved' } };
    await call(a, 'POST', `/api/properties/${listing.body.id}/approval`, approval);
    expect(await prices(b)).toEqual([500_000]);
    expect(await prices(b)).toEqual([500_000]); // b keeps the page (decision 0560)
    const repriced = await call(a, 'PATCH', `/api/properties/${listing.body.id}`, {
      token: agent,
      body: { price: 520_000 },
    });
    expect(repriced.status).toBe(200);
    expect(await prices(b)).toEqual([520_000]);
  });

  it('confirms through one node a second-step checkout started on the other', async () => {
    const buyer = await signUp(b);
    const started = await call(a, 'POST', '/api/billing/checkout', {
      token: buyer.token,
      body: {
        planId: 'buyer-pro',
        interval: 'monthly',
        idempotencyKey: `two-nodes-${randomBytes(6).toString('hex')}`,
        card: { number: TEST_CARDS.requiresAction, expiry: '12/30', cvc: '123', name: 'Ada' },
      },
    });
    expect(started.status).toBe(200);
    expect(started.body.payment.status).toBe('requires_action');
    const confirmed = await call(
      b,
      'POST',
      `/api/billing/payments/${started.body.payment.id}/confirm`,
      {
        token: buyer.token,
        body: { authenticated: true },
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment.status).toBe('succeeded');
    expect(confirmed.body.subscription.planId).toBe('buyer-pro');
  });

  it('settles a stuck checkout once when both nodes are asked at the same moment', async () => {
    const buyer = await signUp(a);
    const key = `stuck-${randomBytes(6).toString('hex')}`;
    const card = TEST_CARDS.succeeds;
    await leaveCheckoutStuck(cluster.sql, buyer.id, key, card);
    const body = {
      planId: 'buyer-pro',
      interval: 'monthly',
      idempotencyKey: key,
      card: { number: card, expiry: '12/30', cvc: '123', name: 'Ada' },
    };
    const answers = await Promise.all(
      [a, b].map((node) =>
        call(node, 'POST', '/api/billing/checkout', { token: buyer.token, body }),
      ),
    );
    expect(answers.map((answer) => answer.body.payment?.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const subscriptions = await rows(
      'select count(*)::int as n from subscriptions where user_id = $1',
      [buyer.id],
    );
    expect(subscriptions[0].n).toBe(1);
    const receipts = await rows(
      `select count(*)::int as n from notifications where user_id = $1 and kind = 'payment-succeeded'`,
      [buyer.id],
    );
    expect(receipts[0].n).toBe(1);
  });

  it('mails a due digest once although both nodes run the scheduler', async () => {
    // Both schedulers first tick a minute after start-up.
    const firstTick = readyAt + 62_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstTick - Date.now())));
    let digests: unknown[] = [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const mails = await call(b, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(digestOwner)}`, {
        token: admin,
      });
      digests = mails.body.items.filter((mail: { subject: string }) =>
        mail.subject.includes('daily'),
      );
      if (digests.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = await call(b, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(digestOwner)}`, {
      token: admin,
    });
    expect(
      mails.body.items.filter((mail: { subject: string }) => mail.subject.includes('daily')),
    ).toHaveLength(1);
    expect(digests).toHaveLength(1);
  }, 120_000);

  it('loses only the requests in flight on a node killed under load', async () => {
    const report = await loadThroughBalancer([a, b], {
      path: '/api/properties?limit=12',
      concurrency: 12,
      durationMs: 4_000,
      killAfterMs: 1_500,
      kill: () => {
        a.child.kill('SIGKILL');
        return a.exited;
      },
    });
    expect(report.completed).toBeGreaterThan(50);
    expect(report.non2xx).toBe(0);
    // Lost: only requests the killed node had taken before it died; none sent to the other node,
    // none sent after (their refused connections went to the other node).
    expect(report.failedOn[1]).toBe(0);
    expect(report.failedAfterDeath).toBe(0);
    expect(report.completedAfterDeath).toBeGreaterThan(10);
  }, 30_000);
});
