import { AI_CALL_RETRIES, AI_CALL_TIMEOUT_MS } from '@nestwise/shared';

/** An OpenAI-compatible model (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`). */
export interface ReplyModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  retries?: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  content?: unknown;
  tool_calls?: Array<{ function?: { name?: unknown; arguments?: unknown } }>;
}

/** One POST to /chat/completions within the call time-out; the first choice's message. */
export async function postChatCompletion(
  options: ReplyModelOptions,
  request: Record<string, unknown>,
): Promise<ChatMessage> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: options.model, ...request }),
    signal: AbortSignal.timeout(options.timeoutMs ?? AI_CALL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: ChatMessage }> };
  return body.choices?.[0]?.message ?? {};
}

/**
 * `call` with AI_CALL_RETRIES retries (one by default); every failure goes to `onError`, and after
 * the last one the answer is null, so the caller keeps what it had without the model.
 */
export function withModelRetries<A extends unknown[], R>(
  options: ReplyModelOptions,
  onError: (error: unknown) => void,
  call: (...args: A) => Promise<R>,
): (...args: A) => Promise<R | null> {
  const attempts = 1 + (options.retries ?? AI_CALL_RETRIES);
  return async (...args) => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        return await call(...args);
      } catch (error) {
        onError(error);
      }
    }
    return null;
  };
}
