import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../test/dev-mailbox';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { createMailer } from './mail.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailbox(query: string) {
  const response = await readDevMailbox(t.app, query);
  return { status: response.statusCode, items: response.json().items as Array<{ to: string }> };
}

/** The smallest SMTP server nodemailer will talk to; it keeps what it receives. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (inData) {
        data += chunk.toString();
        if (data.endsWith('\r\n.\r\n')) {
          inData = false;
          received.push(data);
          data = '';
          socket.write('250 queued\r\n');
        }
        return;
      }
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the dev mailbox', () => {
  it('keeps mail for its lower-cased recipient, newest first, and filters by recipient', async () => {
    const mailer = t.app.context.mailer;
    await mailer.send({ to: 'Reader@Test.Nestwise.dev', subject: 'one', text: 'first' });
    // The outbox stamps mail with the database's clock: let it move on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mailer.send({ to: 'reader@test.nestwise.dev', subject: 'two', text: 'second' });
    await mailer.send({ to: 'someone-else@test.nestwise.dev', subject: 'x', text: 'x' });
    const { status, items } = await mailbox('?to=READER@test.nestwise.dev');
    expect(status).toBe(200);
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.to === 'reader@test.nestwise.dev')).toBe(true);
    expect(items.map((item) => (item as unknown as { subject: string }).subject)).toEqual([
      'two',
      'one',
    ]);
  });

  it('lists every recipient without a filter, up to the limit', async () => {
    const { items } = await mailbox('?limit=1');
    expect(items).toHaveLength(1);
    expect((await mailbox('?limit=0')).status).toBe(400);
  });
});

describe('who may read the dev mailbox', () => {
  it('answers admins only: signed out 401, buyers and agents 403', async () => {
    await t.app.context.mailer.send({
      to: 'reset-target@test.nestwise.dev',
      subject: 'Reset your Nestwise password',
      text: 'a one-time link',
    });
    const url = '/api/dev/mailbox?to=reset-target@test.nestwise.dev';
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('one-time link');
    for (const role of ['buyer', 'agent'] as const) {
      const user = await createUser(t.app, role);
      const refused = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.body).not.toContain('one-time link');
    }
    const admin = await createUser(t.app, 'admin');
    const allowed = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('one-time link');
  });

  it('does not exist in production, even for an admin', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const admin = await createUser(production.app, 'admin');
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } });
    } finally {
      await production.close();
    }
  });
});

describe('createMailer with SMTP_URL', () => {
  it('sends through the SMTP server instead of the dev mailbox', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Nestwise <no-reply@nestwise.dev>',
        db: t.app.context.db,
      });
      await mailer.send({ to: 'smtp-reader@test.nestwise.dev', subject: 'Hi', text: 'Hello' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Subject: Hi');
      expect(smtp.received[0]).toContain('To: smtp-reader@test.nestwise.dev');
      expect((await mailbox('?to=smtp-reader@test.nestwise.dev')).items).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
