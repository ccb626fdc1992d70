import type { FastifyRequest } from 'fastify';
import type { Actor, RequiringAuthenticator } from '../core/actor';
import { deactivatedError } from '../core/actor';
import { ApiError } from '../lib/api-error';

/** What the authenticator needs, implemented in app.ts by the identity and users modules. */
export interface AuthenticatorPorts {
  /** The account a session's ID token names; throws the ApiError to answer for a bad or stale one. */
  verifySession(token: string): Promise<string>;
  /** The account's user record as an actor, or null when it has none. */
  findActor(accountId: string): Promise<Actor | null>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw ApiError.unauthenticated();
  return match[1]!;
}

export function createAuthenticator(ports: AuthenticatorPorts): RequiringAuthenticator {
  async function resolve(token: string): Promise<Actor> {
    const accountId = await ports.verifySession(token);
    const actor = await ports.findActor(accountId);
    if (!actor) throw ApiError.unauthenticated();
    if (actor.status === 'Inactive') throw deactivatedError();
    return actor;
  }

  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  const optional = (request: FastifyRequest) => {
    let actor = cache.get(request);
    if (!actor) {
      const token = bearerToken(request);
      actor = token ? resolve(token) : Promise.resolve(null);
      cache.set(request, actor);
    }
    return actor;
  };

  return {
    optional,
    async require(request) {
      const actor = await optional(request);
      if (!actor) throw ApiError.unauthenticated();
      return actor;
    },
    async requireRole(request, ...roles) {
      const actor = await this.require(request);
      if (!roles.includes(actor.role)) throw ApiError.forbidden();
      return actor;
    },
  };
}
