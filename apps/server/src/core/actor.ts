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

/** What every route uses to learn its caller; `plugins/authenticate.ts` builds it. */
export interface Authenticator {
  /** The caller, or null when no bearer token was sent; a bad or stale token is refused. */
  optional(request: FastifyRequest): Promise<Actor | null>;
  require(request: FastifyRequest): Promise<Actor>;
  requireRole(request: FastifyRequest, ...roles: UserRole[]): Promise<Actor>;
}
