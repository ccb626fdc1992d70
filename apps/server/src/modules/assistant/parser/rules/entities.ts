import type { ParseState } from '../types';

/** Records what a span of tokens meant and marks the tokens as explained. */
export function markSpan(
  state: ParseState,
  from: number,
  to: number,
  type: string,
  value: string | number | boolean | null,
) {
  for (let index = from; index < to; index += 1) state.used[index] = true;
  const first = state.tokens[from];
  const last = state.tokens[to - 1];
  if (!first || !last) return;
  state.entities.push({ type, text: state.transcript.slice(first.start, last.end), value });
  state.entityStarts.push(first.start);
}

export function consume(state: ParseState, from: number, to: number) {
  for (let index = from; index < to; index += 1) state.used[index] = true;
}
