import { describe, expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import { loadContractExamples } from './examples-file';

describe('the contract examples (contract-examples.jsonl)', () => {
  const examples = loadContractExamples();

  it('reads the whole file', () => {
    expect(examples.length).toBeGreaterThanOrEqual(29);
  });

  for (const example of examples) {
    it(example.transcript, () => {
      const result = parseTranscript({
        transcript: example.transcript,
        propertyContext: example.propertyContext ?? example.context,
        recentSearchResults: example.recentSearchResults,
        previousFilters: example.previousFilters,
      });
      expect({ intent: result.intent, filters: result.filters }).toEqual(example.expect);
      expect(result.confidence).toBeGreaterThan(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
    });
  }
});
