/**
 * Codes the identity service answers with, in the identity provider's REST shape
 * (contracts/identity.ts).
 */
export const IDENTITY_ERROR_CODES = [
  'EMAIL_EXISTS',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'USER_DISABLED',
  'WEAK_PASSWORD',
  'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
  'INVALID_ID_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'MISSING_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_OOB_CODE',
  'EXPIRED_OOB_CODE',
  'MISSING_REFRESH_TOKEN',
  'INVALID_GRANT_TYPE',
  'INVALID_API_KEY',
  'INVALID_ARGUMENT',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/** The mapping of identity codes to the client's auth/* codes. */
export const IDENTITY_CODE_TO_AUTH_CODE: Record<string, string> = {
  EMAIL_EXISTS: 'auth/email-already-in-use',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  INVALID_PASSWORD: 'auth/wrong-password',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  TOKEN_EXPIRED: 'auth/user-token-expired',
  USER_NOT_FOUND: 'auth/user-token-expired',
  USER_DISABLED: 'auth/user-disabled',
  WEAK_PASSWORD: 'auth/weak-password',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'auth/requires-recent-login',
  INVALID_ID_TOKEN: 'auth/invalid-user-token',
  INVALID_REFRESH_TOKEN: 'auth/invalid-refresh-token',
  MISSING_PASSWORD: 'auth/missing-password',
  INVALID_EMAIL: 'auth/invalid-email',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
};
export const NETWORK_REQUEST_FAILED = 'auth/network-request-failed';

/** Stable codes of the /api routes' 4xx answers: `{error: {code, message}}`. */
export const API_ERROR_CODES = {
  validation: 'validation-error',
  unauthenticated: 'auth/unauthenticated',
  deactivated: 'auth/user-deactivated',
  forbidden: 'forbidden',
  notFound: 'not-found',
  rateLimited: 'rate-limited',
  conflict: 'conflict',
} as const;
