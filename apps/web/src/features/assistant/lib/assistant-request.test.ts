import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type apiRequest } from '@/lib/api-client';
import { AssistantTimeoutError, assistantErrorMessage, queryAssistant } from './assistant-request';

const answer = {
  intent: 'greeting',
  confidence: 1,
  filters: {},
  entities: [],
  reply: 'Hello!',
  properties: [],
  totalCount: 0,
};

type Request = typeof apiRequest;
const transport = (...results: Array<unknown | Error>) => {
  const fn = vi.fn(async () => {
    const next = results.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return fn as unknown as Request & typeof fn;
};

describe('queryAssistant', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts the question and answers the data', async () => {
    const request = transport({ success: true, data: answer });
    await expect(queryAssistant({ transcript: 'hi' }, { request })).resolves.toEqual(answer);
    expect(request).toHaveBeenCalledWith(
      '/api/assistant/query',
      expect.objectContaining({ method: 'POST', body: { transcript: 'hi' } }),
    );
  });

  it('tries once more after a server fault or no connection', async () => {
    const request = transport(new ApiError(503, 'internal', 'down'), {
      success: true,
      data: answer,
    });
    await expect(queryAssistant({ transcript: 'hi' }, { request })).resolves.toEqual(answer);
    expect(request).toHaveBeenCalledTimes(2);

    const twice = transport(
      new ApiError(0, 'network-error', 'Network error'),
      new ApiError(0, 'network-error', 'Network error'),
    );
    await expect(queryAssistant({ transcript: 'hi' }, { request: twice })).rejects.toThrow(
      'Network error',
    );
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refused question', async () => {
    const request = transport(new ApiError(400, 'validation', 'transcript must not be blank'));
    await expect(queryAssistant({ transcript: ' ' }, { request })).rejects.toThrow(
      'transcript must not be blank',
    );
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('gives up on a call after 30 s, then retries once', async () => {
    const signals: AbortSignal[] = [];
    const request = vi.fn(
      (_path: string, init?: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ) as unknown as Request;
    const result = queryAssistant({ transcript: 'hi' }, { request });
    const settled = expect(result).rejects.toBeInstanceOf(AssistantTimeoutError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
  });

  it('explains failures for the banner', () => {
    expect(assistantErrorMessage(new AssistantTimeoutError())).toMatch(/too long/);
    expect(assistantErrorMessage(new ApiError(500, 'internal', 'x'))).toMatch(/unavailable/);
    expect(assistantErrorMessage(new ApiError(429, 'rate-limited', 'Too many requests.'))).toBe(
      'Too many requests.',
    );
  });
});
