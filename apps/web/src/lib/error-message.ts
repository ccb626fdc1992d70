import { ApiError } from './http/api-client';

/**
 * The message to show for a failed call: the server's own, or a plain fallback. Its own module:
 * api-client is in the shell chunk, and what lazy pages import from it would load on every page.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Try again.') {
  return error instanceof ApiError ? error.message : fallback;
}
