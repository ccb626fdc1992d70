import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAssistantFilters } from '@nestwise/shared';

export interface ContractExample {
  transcript: string;
  propertyContext?: { id: string };
  context?: { id: string };
  recentSearchResults?: Array<{ id: string; price?: number }>;
  previousFilters?: TAssistantFilters;
  expect: { intent: string; filters: TAssistantFilters };
}

/** shared/assistant/examples.jsonl, found beside the repository (as CI lays it out). */
export function loadContractExamples(): ContractExample[] {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'shared', 'assistant', 'examples.jsonl');
    if (fs.existsSync(candidate)) {
      return fs
        .readFileSync(candidate, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as ContractExample);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('shared/assistant/examples.jsonl not found');
    dir = parent;
  }
}
