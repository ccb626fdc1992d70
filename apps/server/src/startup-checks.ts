import { Redis } from 'ioredis';
import { redactRedisUrl } from './core/redis';
import type { DatabaseHandle } from './db/client';

/** A start-up failure whose message says everything: printed as one line, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const REACH_TIMEOUT_MS = 15_000;
const REDIS_REACH_TIMEOUT_MS = 5_000;

/** DATABASE_URL without its password, fit for a log line. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Asks the Postgres server of DATABASE_URL for one row before anything else runs, so a wrong or
 * unreachable address stops start-up with one line saying so (and never hangs on a host that
 * drops packets).
 */
export async function assertDatabaseReachable(
  handle: DatabaseHandle,
  databaseUrl: string,
  timeoutMs = REACH_TIMEOUT_MS,
): Promise<void> {
  if (!handle.pool) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([handle.pool.query('select 1'), timedOut]);
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new StartupError(
      `Cannot reach the database at DATABASE_URL=${redactDatabaseUrl(databaseUrl)}: ${reason.split('\n')[0]}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pings REDIS_URL once before serving, so a wrong or unreachable Redis stops start-up with one
 * line, as DATABASE_URL does, rather than a node that starts and then cannot share its limits.
 */
export async function assertRedisReachable(
  redisUrl: string,
  timeoutMs = REDIS_REACH_TIMEOUT_MS,
): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // The socket's error says why (ECONNREFUSED…); connect() itself only says the connection closed.
  let socketError: Error | undefined;
  redis.on('error', (error: Error) => (socketError ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const cause = socketError ?? error;
    const reason = cause instanceof Error && cause.message ? cause.message : String(cause);
    throw new StartupError(
      `Cannot reach Redis at REDIS_URL=${redactRedisUrl(redisUrl)}: ${reason.split('\n')[0]}`,
    );
  } finally {
    redis.disconnect();
  }
}
