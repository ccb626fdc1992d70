import type { AssistantIntent } from '@nestwise/shared';
import type { PhraseSet } from './phrase-table';
import * as cues from './rules/intent-cues';
import type { ParseState } from './types';

/** The words that chose the intent ("market", "tour", "worth") are explained by it. */
const CUE_WORDS = new Set(
  Object.values(cues)
    .filter((value): value is PhraseSet => typeof value === 'object' && value !== null)
    .flatMap((set) => [...set.phrases()].flat()),
);

/** Words that carry no request of their own. */
const FILLER = new Set(
  `a an the me i my we us you to for of in on at with and or is are do does can could would
  please show find some any that this those these it be have has there what which how i'm i'd
  want need looking look like get give just only also let see am was were will should about
  something anything somewhere anywhere place places one ones home homes hey hi so um uh well
  okay ok really maybe kind sort around near by from there's that's it's what's where's us our
  available listings listing properties property tell know good nice`.split(/\s+/),
);

/**
 * How sure the parse is: every content word left unexplained costs much more than the last,
 * each spelling correction a little, so a parse that skipped words scores well below one that
 * explained the sentence. Refusals and off-topic answers are sure; "unknown" is not.
 */
export function scoreConfidence(state: ParseState, intent: AssistantIntent): number {
  if (intent === 'unsupported' || intent === 'off_topic') return 0.95;
  if (intent === 'unknown') return 0.2;
  let unexplained = 0;
  state.tokens.forEach((token, index) => {
    const explained = state.used[index] || FILLER.has(token.text) || CUE_WORDS.has(token.text);
    if (!explained && token.kind !== 'symbol') unexplained += 1;
  });
  const corrected = state.tokens.filter((token) => token.corrected).length;
  const content = state.tokens.length === 0 ? 1 : state.tokens.length;
  const share = unexplained / content;
  const score = 0.98 - 0.5 * share - 0.04 * Math.min(unexplained, 5) - 0.03 * corrected;
  return Math.round(Math.max(0.3, Math.min(0.98, score)) * 100) / 100;
}
