import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@nestwise/shared';
import type { OutgoingMail } from '../mail/mail.service';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('POST /api/contact', () => {
  let t: TestApp;
  const sent: OutgoingMail[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, {}, { mailer: { send: async (mail) => void sent.push(mail) } });
  });
  afterAll(() => t.close());

  it('mails the message to support', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Jordan Lee',
        email: 'Jordan@Example.test',
        topic: 'buying',
        message: 'Do you list homes in Boulder?',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(SUPPORT_EMAIL);
    expect(sent[0]?.subject).toBe('[Contact] Buying or renting — Jordan Lee');
    expect(sent[0]?.text).toContain('From: Jordan Lee <jordan@example.test>');
    expect(sent[0]?.text).toContain('Do you list homes in Boulder?');
  });

  it('refuses an incomplete message with the field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'not-an-email', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation-error');
    expect(
      response
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
  });
});
