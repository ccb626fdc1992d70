import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createReplyRephraser } from './assistant.model';
import { ask } from './assistant.test-support';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-model-server';

describe('the optional reply model', () => {
  let model: FakeModelServer;
  beforeAll(async () => {
    model = await startFakeModelServer();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.calls.length = 0;
    model.respond = [];
  });

  describe('createReplyRephraser', () => {
    const rephraser = (timeoutMs = 2_000) =>
      createReplyRephraser({ baseUrl: model.baseUrl, apiKey: 'k', model: 'test-model', timeoutMs });

    it('sends the question and the reply, and returns the reworded text', async () => {
      model.respond = [{ content: '  Here are 3 homes.  ' }];
      expect(await rephraser()('homes?', 'I found 3 homes.')).toBe('Here are 3 homes.');
      expect(model.calls[0]!.model).toBe('test-model');
      expect(model.calls[0]!.messages.at(-1)!.content).toContain('I found 3 homes.');
    });

    it('retries once, then gives up with null', async () => {
      model.respond = [{ status: 500, raw: '{}' }, { content: 'Second try.' }];
      expect(await rephraser()('q', 'r')).toBe('Second try.');
      model.respond = [{ status: 500, raw: '{}' }, { status: 503, raw: '{}' }, { content: 'late' }];
      expect(await rephraser()('q', 'r')).toBeNull();
      expect(model.calls).toHaveLength(4);
    });

    it('gives up on a call that takes longer than the timeout', async () => {
      model.respond = [{ delayMs: 400 }, { delayMs: 400 }];
      const started = Date.now();
      expect(await rephraser(60)('q', 'r')).toBeNull();
      expect(Date.now() - started).toBeLessThan(400);
      expect(model.calls).toHaveLength(2);
    });

    it('treats a malformed or empty answer as a failure', async () => {
      model.respond = [{ raw: 'not json' }, { content: '   ' }];
      expect(await rephraser()('q', 'r')).toBeNull();
    });

    it('resolves to null when nothing listens', async () => {
      const nobody = createReplyRephraser({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
      expect(await nobody('q', 'r')).toBeNull();
    });
  });

  describe('POST /api/assistant/query with AI_BASE_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-gpt' });
    });
    afterAll(() => t.close());

    it('uses the reworded reply and never changes the filters', async () => {
      model.respond = [{ content: 'No condos in Miami match yet; try a wider budget.' }];
      const { body } = await ask(t.app, { transcript: 'condos in Miami under 300k' });
      expect(body.data.reply).toBe('No condos in Miami match yet; try a wider budget.');
      expect(body.data.filters).toEqual({
        propertyType: 'condo',
        city: 'Miami',
        maxPrice: 300_000,
      });
      expect(model.calls).toHaveLength(1);
      expect(model.calls[0]!.model).toBe('fake-gpt');
    });

    it('falls back to the plain reply when the model fails twice', async () => {
      model.respond = [
        { status: 500, raw: '{}' },
        { status: 500, raw: '{}' },
      ];
      const { status, body } = await ask(t.app, { transcript: 'condos in Miami under 300k' });
      expect(status).toBe(200);
      expect(body.data.reply).toBe(
        'I couldn\'t find any condos in Miami under $300,000. A price that size reads as a purchase, so these are for sale; say "for rent" for rentals. Try a wider price range, another area or fewer features.',
      );
      expect(model.calls).toHaveLength(2);
    });

    it('does not send refusals to the model', async () => {
      const { body } = await ask(t.app, { transcript: 'a white neighborhood please' });
      expect(body.data.intent).toBe('unsupported');
      expect(model.calls).toHaveLength(0);
    });
  });
});
