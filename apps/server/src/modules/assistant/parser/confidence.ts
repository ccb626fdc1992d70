import type { AssistantIntent } from '@nestwise/shared';
import type { ParseState } from './types';

/** Words that carry no request of their own. */
const FILLER = new Set(
  `a an the me i my we us you to for of in on at with and or is are do does can could would
  please show find some any that this those these it be have has there what which how i'm i'd
  want need looking look like get give just only also let see`.split(/\s+/),
);

/** How much of what was said the parser explained, mapped onto 0..1 per intent. */
export function scoreConfidence(state: ParseState, intent: AssistantIntent): number {
  if (intent === 'unsupported') return 0.95;
  if (intent === 'unknown') return 0.2;
  const content = state.tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => !FILLER.has(token.text) && token.kind !== 'symbol');
  const explained = content.filter(({ index }) => state.used[index]).length;
  const coverage = content.length === 0 ? 1 : explained / content.length;
  const base = intent === 'property_search' ? 0.6 : 0.75;
  return Math.round(Math.min(0.98, base + (1 - base) * coverage) * 100) / 100;
}
