import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  clearTokens,
  getIdToken,
  onSessionEvent,
  REFRESH_TOKEN_KEY,
  saveTokens,
  scheduleRefresh,
  type SessionEvent,
} from './session';

/** An unsigned JWT expiring `seconds` from now (the client only reads `exp`). */
function jwt(seconds: number, tag = 'a'): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, tag }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

function grant(idToken: string, refreshToken: string) {
  return new Response(
    JSON.stringify({
      access_token: idToken,
      id_token: idToken,
      refresh_token: refreshToken,
      expires_in: '3600',
      user_id: 'u1',
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

const refusal = (message: string) =>
  new Response(JSON.stringify({ error: { code: 400, message } }), { status: 400 });

let events: SessionEvent[];
let stop: () => void;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  events = [];
  stop = onSessionEvent((event) => events.push(event));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  stop();
  clearTokens();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session tokens', () => {
  it('uses the stored ID token while it is fresh', async () => {
    const token = jwt(3600);
    saveTokens({ idToken: token, refreshToken: 'r1' });
    expect(await getIdToken()).toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent callers when the token expires within 30 s', async () => {
    saveTokens({ idToken: jwt(20), refreshToken: 'r1' });
    const fresh = jwt(3600, 'fresh');
    fetchMock.mockResolvedValueOnce(grant(fresh, 'r2'));
    const [a, b] = await Promise.all([getIdToken(), getIdToken()]);
    expect(a).toBe(fresh);
    expect(b).toBe(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/identity/v1/token');
    expect(String(init?.body)).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
    expect(events).toContainEqual({ type: 'token', idToken: fresh });
  });

  it('signs out when the refresh token is refused', async () => {
    saveTokens({ idToken: jwt(10), refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(refusal('TOKEN_EXPIRED'));
    await expect(getIdToken()).rejects.toThrow('TOKEN_EXPIRED');
    expect(events).toContainEqual({ type: 'ended', reason: 'expired' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('sends a disabled user to the deactivated page', async () => {
    saveTokens({ idToken: jwt(10), refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(refusal('USER_DISABLED'));
    await expect(getIdToken()).rejects.toThrow('USER_DISABLED');
    expect(events).toContainEqual({ type: 'ended', reason: 'deactivated' });
  });

  it('refreshes 5 minutes before expiry and backs off from 30 s on network errors', async () => {
    vi.useFakeTimers();
    saveTokens({ idToken: jwt(10 * 60), refreshToken: 'r1' });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    scheduleRefresh();

    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1_000);
    expect(fetchMock).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const fresh = jwt(3600, 'fresh');
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(grant(fresh, 'r2'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(fresh);
    expect(events.some((event) => event.type === 'ended')).toBe(false);
  });
});
