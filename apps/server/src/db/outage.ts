/**
 * Errors that mean the database cannot be reached right now (not a bad query): the socket
 * errors of node-postgres, Postgres's connection-exception class (08), its shutdown and
 * too-many-connections codes, a pool that cannot hand out a connection in time, and an embedded
 * database that has been closed. The request then answers 503 with Retry-After, as /api/health
 * does, instead of 500.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /pglite is closed/i,
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 6; depth += 1) {
    const { code, message, errors } = at as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || code.startsWith('08') || SQLSTATES.has(code))
    )
      return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // A failed connect to a host with several addresses reports them together.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
