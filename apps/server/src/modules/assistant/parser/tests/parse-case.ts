import type { AssistantIntent, TAssistantFilters } from '@nestwise/shared';
import { expect, it } from 'vitest';
import { parseTranscript } from '../parse-transcript';
import type { ParseInput } from '../types';

export type ParseCase = [
  transcript: string,
  filters: TAssistantFilters,
  intent?: AssistantIntent,
  extra?: Omit<ParseInput, 'transcript'>,
];

/** One `it` per case: the exact filters (no extra keys) and the intent. */
export function itParses(cases: ParseCase[]) {
  for (const [transcript, filters, intent = 'property_search', extra = {}] of cases) {
    it(`${JSON.stringify(transcript)} → ${intent} ${JSON.stringify(filters)}`, () => {
      const result = parseTranscript({ transcript, ...extra });
      expect({ intent: result.intent, filters: result.filters }).toEqual({ intent, filters });
    });
  }
}
