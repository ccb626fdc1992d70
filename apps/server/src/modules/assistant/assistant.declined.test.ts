import { ZAssistantQueryResponseSchema } from '@nestwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ask } from './assistant.test-support';

/**
 * docs/assistant-contract.md: a client tells a fair-housing refusal from an action the assistant
 * cannot take (both intent `unsupported`) by `data.declined`; answers that decline nothing carry
 * no such key.
 */
describe('POST /api/assistant/query: why a request was declined', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["I don't want Muslim neighbors", 'unsupported', 'steering'],
    ['homes in a neighborhood without children', 'unsupported', 'steering'],
    ['book a showing for saturday', 'unsupported', 'action'],
    ['what is the weather in Chicago tomorrow', 'off_topic', 'off_topic'],
  ])('"%s" → intent %s, declined %s', async (transcript, intent, declined) => {
    const { status, body } = await ask(t.app, { transcript });
    expect(status).toBe(200);
    expect(ZAssistantQueryResponseSchema.parse(body).data).toMatchObject({ intent, declined });
  });

  it('says a refusal by source of income is one, as the contract lists it among the classes', async () => {
    const { body } = await ask(t.app, {
      transcript: 'a quiet street in Boise without any section 8 tenants',
    });
    expect(body.data).toMatchObject({ intent: 'unsupported', declined: 'steering' });
    expect(body.data.reply).toMatch(/source of income/);
  });

  it('leaves declined out of an answer that declines nothing', async () => {
    const { body } = await ask(t.app, { transcript: 'houses in Austin with a pool' });
    expect(body.data.intent).toBe('property_search');
    expect(body.data).not.toHaveProperty('declined');
  });
});
