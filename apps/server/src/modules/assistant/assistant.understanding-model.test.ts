import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ask } from './assistant.test-support';
import { createTranscriptUnderstander } from './assistant.understanding-model';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-model-server';

const setSearch = (value: unknown) => ({
  toolCall: { name: 'set_search', arguments: JSON.stringify(value) },
});

describe('the model reading a transcript (AI_BASE_URL, tool calling)', () => {
  let model: FakeModelServer;
  beforeAll(async () => {
    model = await startFakeModelServer();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.calls.length = 0;
    model.respond = [];
  });

  describe('createTranscriptUnderstander', () => {
    const understand = () =>
      createTranscriptUnderstander({ baseUrl: model.baseUrl, model: 'm', timeoutMs: 2_000 });

    it('asks for a set_search call and returns its schema-checked intent and filters', async () => {
      const reading = { intent: 'property_search', filters: { cities: ['Austin', 'Denver'] } };
      model.respond = [setSearch(reading)];
      expect(await understand()('homes in Austin or Denver')).toEqual(reading);
      const call = model.calls[0] as unknown as { tools: Array<{ function: { name: string } }> };
      expect(call.tools[0]!.function.name).toBe('set_search');
    });

    it('rejects filters outside the schema, refusals and plain text, then gives up', async () => {
      model.respond = [
        setSearch({ intent: 'property_search', filters: { propertyType: 'castle' } }),
        setSearch({ intent: 'unsupported', filters: {} }),
      ];
      expect(await understand()('a castle')).toBeNull();
      model.respond = [{ content: 'Sure! Austin.' }, { raw: 'not json' }];
      expect(await understand()('a castle')).toBeNull();
      expect(model.calls).toHaveLength(4);
    });
  });

  describe('POST /api/assistant/query', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-gpt' });
    });
    afterAll(() => t.close());

    it('uses the model when the grammar is unsure, and the grammar when it is sure', async () => {
      model.respond = [
        setSearch({
          intent: 'property_search',
          filters: { city: 'Denver', features: ['pet-friendly'] },
        }),
        { content: 'Nothing yet in Denver for you and your pup.' },
      ];
      const { body } = await ask(t.app, { transcript: 'somewhere my pup would adore in Denver' });
      expect(body.data.filters).toEqual({ city: 'Denver', features: ['pet-friendly'] });
      expect(model.calls).toHaveLength(2);

      model.calls.length = 0;
      model.respond = [{ content: 'Reworded.' }];
      const sure = await ask(t.app, { transcript: 'condos in Miami under 300k' });
      expect(sure.body.data.filters).toEqual({
        propertyType: 'condo',
        city: 'Miami',
        maxPrice: 300_000,
      });
      expect(model.calls).toHaveLength(1);
    });

    it("keeps the grammar's reading when the model's answer fails the schema", async () => {
      model.respond = [
        setSearch({ intent: 'property_search', filters: { minPrice: -5 } }),
        setSearch({ intent: 'property_search', filters: { city: '' } }),
        { content: 'Reworded.' },
      ];
      const { body } = await ask(t.app, { transcript: 'somewhere my pup would adore in Denver' });
      expect(body.data.filters).toEqual({ city: 'Denver' });
    });
  });
});
