import type { FastifyRequest } from 'fastify';
import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  IDENTITY_CODE_TO_AUTH_CODE,
  type AccountStatus,
  type UserRole,
} from '@nestwise/shared';
import type { Database } from '../db/client';
import { ApiError } from '../lib/api-error';
import { IdentityError } from '../modules/identity/identity.errors';
import type { IdentityService } from '../modules/identity/identity.service';
import { findUserDetails } from '../modules/users/users.repo';

/** Who is calling, read from the database on every request so role and status changes bite at once. */
export interface Actor {
  id: string;
  email: string;
  role: UserRole;
  status: AccountStatus;
}

export const deactivatedError = () =>
  new ApiError(403, API_ERROR_CODES.deactivated, AUTH_MESSAGES.userDeactivated);

export interface Authenticator {
  /** The caller, or null when no bearer token was sent; a bad or stale token is refused. */
  optional(request: FastifyRequest): Promise<Actor | null>;
  require(request: FastifyRequest): Promise<Actor>;
  requireRole(request: FastifyRequest, ...roles: UserRole[]): Promise<Actor>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw ApiError.unauthenticated();
  return match[1]!;
}

export function createAuthenticator(db: Database, identity: IdentityService): Authenticator {
  async function resolve(token: string): Promise<Actor> {
    let accountId: string;
    try {
      accountId = (await identity.verifySession(token)).account.id;
    } catch (error) {
      if (!(error instanceof IdentityError)) throw error;
      if (error.code === 'USER_DISABLED') throw deactivatedError();
      const code = IDENTITY_CODE_TO_AUTH_CODE[error.code] ?? API_ERROR_CODES.unauthenticated;
      throw new ApiError(401, code, AUTH_MESSAGES.notAuthenticated);
    }
    const details = await findUserDetails(db, accountId);
    if (!details) throw ApiError.unauthenticated();
    if (details.status === 'Inactive') throw deactivatedError();
    return { id: details.id, email: details.email, role: details.role, status: details.status };
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
