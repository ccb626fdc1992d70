import {
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_PROACTIVE_REFRESH_MS,
  TOKEN_REFRESH_MAX_BACKOFF_MS,
  TOKEN_REFRESH_RETRY_MS,
} from '@nestwise/shared';
import { IdentityRequestError, identityRequest, type TokenGrant } from './http/identity-client';
import { tokenExpiresAt } from './jwt';

/**
 * The identity tokens of the signed-in user (the ID token is stored as accessToken) and
 * their refresh (the TOKEN_* constants in packages/shared). Refresh tokens rotate and may be used
 * once, so a refresh is single-flight
 * in this tab and, through the Web Locks API, across tabs.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
const LOCK_NAME = 'nestwise-token-refresh';

export type SessionEndReason = 'expired' | 'deactivated' | 'signed-out';
export type SessionEvent =
  { type: 'token'; idToken: string } | { type: 'ended'; reason: SessionEndReason };

const listeners = new Set<(event: SessionEvent) => void>();
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function currentIdToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function saveTokens(tokens: { idToken: string; refreshToken: string }) {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.idToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  scheduleRefresh();
  emit({ type: 'token', idToken: tokens.idToken });
}

export function clearTokens() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  cancelRefresh();
}

/** Signs out locally because the server said so (expired, revoked, disabled or deactivated). */
export function endSession(reason: SessionEndReason) {
  if (!currentIdToken() && reason === 'expired') return;
  clearTokens();
  emit({ type: 'ended', reason });
}

const isFresh = (token: string, margin: number) => tokenExpiresAt(token) - margin > Date.now();

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

let inFlight: Promise<string> | null = null;

/** Exchanges the refresh token once, unless another tab already did while we waited for the lock. */
function refresh(seenToken: string, margin: number): Promise<string> {
  inFlight ??= withLock(async () => {
    const latest = currentIdToken();
    if (!latest) throw new IdentityRequestError('TOKEN_EXPIRED', 'auth/user-token-expired');
    if (latest !== seenToken && isFresh(latest, margin)) return latest;
    const refreshToken = read(REFRESH_TOKEN_KEY);
    if (!refreshToken) throw new IdentityRequestError('TOKEN_EXPIRED', 'auth/user-token-expired');
    const grant = await identityRequest<TokenGrant>(
      '/v1/token',
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
    saveTokens({ idToken: grant.id_token, refreshToken: grant.refresh_token });
    return grant.id_token;
  })
    .catch((error: unknown) => {
      if (
        error instanceof IdentityRequestError &&
        error.identityCode !== 'NETWORK_REQUEST_FAILED'
      ) {
        endSession(error.identityCode === 'USER_DISABLED' ? 'deactivated' : 'expired');
      }
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The ID token for a request: refreshed first when it expires within 30 s (TOKEN_EXPIRY_MARGIN_MS).
 */
export async function getIdToken(options: { force?: boolean } = {}): Promise<string | null> {
  const token = currentIdToken();
  if (!token) return null;
  if (!options.force && isFresh(token, TOKEN_EXPIRY_MARGIN_MS)) return token;
  return refresh(token, options.force ? TOKEN_PROACTIVE_REFRESH_MS : TOKEN_EXPIRY_MARGIN_MS);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = TOKEN_REFRESH_RETRY_MS;

function cancelRefresh() {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

/** Refreshes 5 minutes before expiry; on a network error retries after 30 s, doubling up to 16 min. */
export function scheduleRefresh(delay?: number) {
  cancelRefresh();
  const token = currentIdToken();
  if (!token) return;
  const wait =
    delay ?? Math.max(0, tokenExpiresAt(token) - TOKEN_PROACTIVE_REFRESH_MS - Date.now());
  timer = setTimeout(
    () => {
      const seen = currentIdToken();
      if (!seen) return;
      refresh(seen, TOKEN_PROACTIVE_REFRESH_MS)
        .then(() => {
          retryDelay = TOKEN_REFRESH_RETRY_MS;
          scheduleRefresh();
        })
        .catch((error: unknown) => {
          if (
            error instanceof IdentityRequestError &&
            error.identityCode === 'NETWORK_REQUEST_FAILED'
          ) {
            const next = retryDelay;
            retryDelay = Math.min(retryDelay * 2, TOKEN_REFRESH_MAX_BACKOFF_MS);
            scheduleRefresh(next);
          }
        });
    },
    Math.min(wait, 2 ** 31 - 1),
  );
}

/** Another tab refreshed or signed out: follow it. */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    const token = currentIdToken();
    if (token) {
      scheduleRefresh();
      emit({ type: 'token', idToken: token });
    } else {
      cancelRefresh();
      emit({ type: 'ended', reason: 'signed-out' });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
