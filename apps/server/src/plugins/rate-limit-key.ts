import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../core/actor';

/**
 * A rate-limit key per caller: the verified account when the request carries a valid token
 * (every spelling of the header, and every session of the account, share one bucket), else the
 * client address (TRUST_PROXY decides whether X-Forwarded-For may name it). A bad token counts
 * against the address; the route itself then refuses it.
 */
export function callerRateLimitKey(auth: Authenticator, scope: string) {
  return async (request: FastifyRequest): Promise<string> => {
    const actor = await auth.optional(request).catch(() => null);
    return actor ? `${scope}-user:${actor.id}` : `${scope}-ip:${request.ip}`;
  };
}
