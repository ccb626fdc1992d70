import { Redis } from 'ioredis';

interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/** REDIS_URL without its password, fit for a log line. */
export function redactRedisUrl(redisUrl: string): string {
  try {
    const url = new URL(redisUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * The shared Redis (rate-limit counters). Built so that a Redis lost while serving costs no
 * request: commands fail at once instead of queueing for a reconnect (no offline queue, one try,
 * a short timeout), the callers fail open, and the client's error events, which ioredis would
 * otherwise print as unhandled every second, become one warning per outage.
 */
export function createRedisClient(redisUrl: string, log: RedisLog): Redis {
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      `Redis at REDIS_URL=${redactRedisUrl(redisUrl)} is unreachable (${error.message}): rate limits are not enforced until it answers again`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are enforced');
  });
  return redis;
}

/** True when the client holds a working connection (readiness reports it). */
export function redisIsReady(redis: Redis): boolean {
  return redis.status === 'ready';
}
