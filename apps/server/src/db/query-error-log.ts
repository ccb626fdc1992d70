import type { FastifyServerOptions } from 'fastify';

/** Properties that carry a query's values (emails, password hashes, tokens), never logged. */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'values', 'detail', 'where']);
const MAX_CAUSE_DEPTH = 5;

type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

/** The message without values: a failed query keeps its SQL text, not the `params:` line. */
function safeMessage(error: Error & { query?: unknown; code?: unknown; severity?: unknown }) {
  if (typeof error.query === 'string') return `Failed query: ${error.query}`;
  // Postgres data exceptions (class 22) quote the offending value: `…: "the value"`.
  if (typeof error.severity === 'string' && String(error.code).startsWith('22')) {
    const at = error.message.indexOf(': "');
    if (at >= 0) return `${error.message.slice(0, at)}: [value not logged]`;
  }
  return error.message;
}

function serialize(error: Error, depth: number): Serialized {
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Serialized = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key) || key === 'cause' || key === 'message' || key === 'stack') {
      continue;
    }
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && depth < MAX_CAUSE_DEPTH) out.cause = serialize(cause, depth + 1);
  return out;
}

/**
 * The `err` serializer of every log line: a failed query is logged with its SQL text and the
 * database's code, table and constraint, but without its parameters or the row values Postgres
 * echoes in `detail` (drizzle's message alone would print every email and password hash).
 */
export function serializeErrorForLog(error: Error): Serialized {
  return serialize(error instanceof Error ? error : new Error(String(error)), 0);
}

/** Adds the serializer to the server's logger options (a `false` logger stays off). */
export function withSafeErrorLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeErrorForLog } };
}
