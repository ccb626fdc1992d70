import type { FastifyRequest } from 'fastify';
import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  type AccountStatus,
  type UserRole,
} from '@nestwise/shared';
import { ApiError } from '../lib/api-error';

/** Who is calling, read from the database on every request so role and status changes bite at once. */
export interface Actor {
  id: string;
  email: string;
  role: UserRole;
  status: AccountStatus;
}

export const deactivatedError = () =>
  new ApiError(403, API_ERROR_CODES.deactivated, AUTH_MESSAGES.userDeactivated);

/**
 * What modules get to learn a caller on their own: only the optional read, for public routes whose
 * answer a token may change and for rate-limit keys. Sign-in and roles are the contract's to
 * demand (`lib/contract-auth.ts`); a route gets that caller with `callerOf(request)`.
 */
export interface Authenticator {
  /** The caller, or null when no bearer token was sent; a bad or stale token is refused. */
  optional(request: FastifyRequest): Promise<Actor | null>;
}

/** The gate's side (`plugins/authenticate.ts` builds it, app.ts hands it to the gate). */
export interface RequiringAuthenticator extends Authenticator {
  /** The caller; 401 `auth/unauthenticated` without a valid token. */
  require(request: FastifyRequest): Promise<Actor>;
  /** The caller of one of the roles; 401 signed out, 403 `auth/forbidden` for another role. */
  requireRole(request: FastifyRequest, ...roles: UserRole[]): Promise<Actor>;
}
