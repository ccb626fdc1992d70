import type { ZodType } from 'zod';
import {
  ZIdTokenRequestSchema,
  ZRefreshTokenRequestSchema,
  ZResetPasswordRequestSchema,
  ZRevokeTokenRequestSchema,
  ZSendOobCodeRequestSchema,
  ZSignInWithPasswordRequestSchema,
  ZSignUpRequestSchema,
  ZUpdateAccountRequestSchema,
} from '@nestwise/shared';

/**
 * The request bodies of the identity provider's routes, by route URL as registered ('::' is
 * Fastify's escaped colon). Those routes parse their bodies in the handler with these same
 * schemas, so the document shows them without the routes validating twice.
 */
export const identityRequestBodies: Record<string, ZodType | undefined> = {
  '/identity/v1/accounts::signUp': ZSignUpRequestSchema,
  '/identity/v1/accounts::signInWithPassword': ZSignInWithPasswordRequestSchema,
  '/identity/v1/accounts::lookup': ZIdTokenRequestSchema,
  '/identity/v1/accounts::update': ZUpdateAccountRequestSchema,
  '/identity/v1/accounts::delete': ZIdTokenRequestSchema,
  '/identity/v1/accounts::sendOobCode': ZSendOobCodeRequestSchema,
  '/identity/v1/accounts::resetPassword': ZResetPasswordRequestSchema,
  '/identity/v1/token': ZRefreshTokenRequestSchema,
  '/identity/v2/accounts::revokeToken': ZRevokeTokenRequestSchema,
};
