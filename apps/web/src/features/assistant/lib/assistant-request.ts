import {
  AI_CALL_RETRIES,
  AI_CALL_TIMEOUT_MS,
  type TAssistantAnswer,
  type TAssistantQueryRequest,
} from '@nestwise/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/** No answer in time: an ApiError without a status, like a dropped connection, as RTK Query wants. */
export class AssistantTimeoutError extends ApiError {
  override name = 'AssistantTimeoutError';
  constructor() {
    super(0, 'timeout', 'The AI service took too long to respond. Please try again.');
  }
}

interface Options {
  timeoutMs?: number;
  retries?: number;
  /** Aborts the call (and its retry) from outside, e.g. when the widget unmounts. */
  signal?: AbortSignal;
  /** The transport, replaceable in tests. */
  request?: typeof apiRequest;
}

/** A fault worth one more try: no answer in time, no connection, or a server fault. */
const retryable = (error: unknown) =>
  error instanceof AssistantTimeoutError ||
  (error instanceof ApiError && (error.status === 0 || error.status >= 500));

async function attempt(
  body: TAssistantQueryRequest,
  timeoutMs: number,
  outer: AbortSignal | undefined,
  request: typeof apiRequest,
): Promise<TAssistantAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward);
  try {
    const answer = await request<{ success: boolean; data?: TAssistantAnswer }>(
      '/api/assistant/query',
      { method: 'POST', body, signal: controller.signal },
    );
    if (!answer?.success || !answer.data || !Array.isArray(answer.data.properties)) {
      throw new ApiError(502, 'bad-answer', 'The AI service sent an answer the app cannot read.');
    }
    return answer.data;
  } catch (error) {
    if (timedOut) throw new AssistantTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** POST /api/assistant/query with the spec's 30 s timeout and 1 retry (spec §7, §9). */
export async function queryAssistant(
  body: TAssistantQueryRequest,
  {
    timeoutMs = AI_CALL_TIMEOUT_MS,
    retries = AI_CALL_RETRIES,
    signal,
    request = apiRequest,
  }: Options = {},
): Promise<TAssistantAnswer> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(body, timeoutMs, signal, request);
    } catch (error) {
      if (tries >= retries || signal?.aborted || !retryable(error)) throw error;
    }
  }
}

/** The banner text for a failed call. */
export function assistantErrorMessage(error: unknown): string {
  if (error instanceof AssistantTimeoutError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.status >= 500)
      return 'The AI service is unavailable right now. Please try again later.';
    return error.message;
  }
  return 'The AI service could not answer. Please try again.';
}

/** Spec §8: an AI service failure leaves an apology in the chat. */
export const APOLOGY_MESSAGE =
  "I'm sorry, I couldn't process your request right now. Please try again in a moment.";
