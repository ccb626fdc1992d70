import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODES, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@nestwise/shared';
import { ApiError } from '../lib/api-error';

const CHECKED_PREFIXES = ['/api/', '/identity/'];

function check(part: unknown) {
  const path = findUnstorableText(part);
  if (!path) return;
  const field = path.join('.') || 'body';
  const message = UNSTORABLE_TEXT_MESSAGE(field);
  throw new ApiError(400, API_ERROR_CODES.validation, message, [{ path: field, message }]);
}

/**
 * Every route, before its schema runs: a string anywhere in the query, the path parameters or a
 * parsed (JSON or form) body that holds U+0000 or an unpaired surrogate is a 400, not a Postgres
 * error. One place instead of a refinement on every text field of every schema. A raw text body
 * (the sales CSV) is left to its route, which reports such rows one by one. The object store's
 * S3-style routes (/files, /storage) and the pages check their own keys in their own error shapes.
 */
export function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!CHECKED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    check(request.params);
    check(request.query);
    if (request.body !== null && typeof request.body === 'object') check(request.body);
  });
}
