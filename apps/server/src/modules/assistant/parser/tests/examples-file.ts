import fs from 'node:fs';
import type { TAssistantFilters } from '@nestwise/shared';

export interface ContractExample {
  transcript: string;
  propertyContext?: { id: string };
  context?: { id: string };
  recentSearchResults?: Array<{ id: string; price?: number }>;
  previousFilters?: TAssistantFilters;
  expect: { intent: string; filters: TAssistantFilters };
}

/** The worked examples of the assistant's contract (docs/assistant-contract.md). */
export function loadContractExamples(): ContractExample[] {
  return fs
    .readFileSync(new URL('../../contract-examples.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ContractExample);
}
