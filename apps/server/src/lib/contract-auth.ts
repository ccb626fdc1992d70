import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationAuth } from '@nestwise/shared/contracts';
import type { Actor, RequiringAuthenticator } from '../core/actor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by `registerContractAuth`; the gates `fromContract` puts on routes ask it. */
    contractAuthenticator?: RequiringAuthenticator;
  }
}

/** The caller each gate let through, for the handler (`callerOf`). */
const callers = new WeakMap<FastifyRequest, Actor>();

/**
 * Hands the gates the authenticator: app.ts calls this once, before any module registers a route
 * (child plugins inherit the decoration). A route whose contract needs sign-in is refused at
 * start-up without it (`registerContractChecks`).
 */
export function registerContractAuth(app: FastifyInstance, authenticator: RequiringAuthenticator) {
  app.decorate('contractAuthenticator', authenticator);
}

/**
 * The onRequest hook that enforces an operation's `auth` before anything else of the route runs:
 * before its body is read (an anonymous upload is never taken in), before validation and the
 * handler. Public operations get none. The errors are the authenticator's: 401
 * `auth/unauthenticated` 'User not authenticated' without a valid token, 403
 * `auth/user-deactivated` for a deactivated account, 403 `forbidden` for a role not listed.
 */
export function contractGate(name: string, auth: OperationAuth) {
  if (auth === 'public') return undefined;
  return async function contractAuthGate(request: FastifyRequest) {
    const authenticator = request.server.contractAuthenticator;
    if (!authenticator)
      throw new Error(`${name}: no authenticator for its gate (registerContractAuth)`);
    const actor =
      auth === 'signed-in'
        ? await authenticator.require(request)
        : await authenticator.requireRole(request, ...auth);
    callers.set(request, actor);
  };
}

/**
 * The signed-in caller of a route whose contract demands sign-in or a role (the gate found it; no
 * second lookup). On a public route it throws: there the caller is `auth.optional(request)`, and a
 * route may not demand sign-in its contract does not declare.
 */
export function callerOf(request: FastifyRequest): Actor {
  const actor = callers.get(request);
  if (!actor) {
    throw new Error(
      `${request.method} ${request.routeOptions.url}: callerOf needs a contract that requires sign-in`,
    );
  }
  return actor;
}
