import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { assistantErrorMessage, queryAssistant } from './assistant-request';

vi.mock('@/lib/session', () => ({ getIdToken: async () => null, endSession: vi.fn() }));

const answer = {
  intent: 'greeting',
  confidence: 1,
  filters: {},
  entities: [],
  reply: 'Hello!',
  properties: [],
  totalCount: 0,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering each call with the next result (a Response, or an error it throws). */
function stubFetch(...results: Array<Response | Error>) {
  const fetchMock = vi.fn(async () => {
    const next = results.shift();
    if (next instanceof Error) throw next;
    return next!;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('queryAssistant', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the question and answers the data', async () => {
    const fetchMock = stubFetch(json(200, { success: true, data: answer }));
    await expect(queryAssistant({ transcript: 'hi' })).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/assistant/query',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ transcript: 'hi' }) }),
    );
  });

  it('tries once more after a server fault or no connection', async () => {
    const fetchMock = stubFetch(
      json(503, { error: { code: 'unavailable', message: 'down' } }),
      json(200, { success: true, data: answer }),
    );
    await expect(queryAssistant({ transcript: 'hi' })).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const twice = stubFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(queryAssistant({ transcript: 'hi' })).rejects.toThrow('Network error');
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refused question', async () => {
    const fetchMock = stubFetch(
      json(400, { error: { code: 'validation', message: 'transcript must not be blank' } }),
    );
    await expect(queryAssistant({ transcript: ' ' })).rejects.toThrow(
      'transcript must not be blank',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a call after 30 s, then retries once', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            signals.push(init!.signal!);
            init!.signal!.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const result = queryAssistant({ transcript: 'hi' });
    const settled = expect(result).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await settled;
    await result.catch((error) => expect(assistantErrorMessage(error)).toMatch(/too long/));
  });

  it('explains failures for the banner', () => {
    expect(assistantErrorMessage(new ApiError(0, 'timeout', 'x'))).toMatch(/too long/);
    expect(assistantErrorMessage(new ApiError(500, 'internal', 'x'))).toMatch(/unavailable/);
    expect(assistantErrorMessage(new ApiError(429, 'rate-limited', 'Too many requests.'))).toBe(
      'Too many requests.',
    );
  });
});
