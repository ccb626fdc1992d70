import { AUTH_MESSAGES } from '@nestwise/shared';
import { ApiError } from './http/api-client';
import { IdentityRequestError } from './http/identity-client';

/**
 * What the user reads for each auth/* code of packages/shared/src/messages/error-codes.ts (the
 * sentences are ours).
 */
const AUTH_CODE_SENTENCES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/wrong-password': 'The password is incorrect.',
  'auth/user-not-found': 'No account exists with this email.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/user-disabled': AUTH_MESSAGES.userDeactivated,
  'auth/user-deactivated': AUTH_MESSAGES.userDeactivated,
  'auth/network-request-failed':
    'We could not reach the server. Check your connection and try again.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/invalid-action-code': 'This password reset link is invalid or has already been used.',
  'auth/expired-action-code': 'This password reset link has expired. Please request a new one.',
  'auth/invalid-user-token': 'Your session has expired. Please sign in again.',
  'auth/invalid-refresh-token': 'Your session has expired. Please sign in again.',
  'auth/requires-recent-login': 'For security reasons, please sign out and sign in again first.',
};

export type AuthOperation = keyof typeof FALLBACKS;
const FALLBACKS = {
  login: AUTH_MESSAGES.loginFailed,
  register: AUTH_MESSAGES.registrationFailed,
  logout: AUTH_MESSAGES.logoutFailed,
  passwordReset: AUTH_MESSAGES.passwordResetFailed,
  updateProfile: AUTH_MESSAGES.updateProfileFailed,
  changePassword: AUTH_MESSAGES.changePasswordFailed,
  fetchUser: AUTH_MESSAGES.fetchUserFailed,
  updateRole: AUTH_MESSAGES.updateRoleFailed,
  deleteAccount: 'Failed to delete account',
} as const;

/** The auth/* code of an error, when it has one. */
export function authCodeOf(error: unknown): string | undefined {
  if (error instanceof IdentityRequestError) return error.authCode;
  if (error instanceof ApiError) return error.code;
  return undefined;
}

/** A clear sentence for an identity or API error, else the spec's generic fallback for the operation. */
export function authErrorMessage(error: unknown, operation: AuthOperation): string {
  if (error instanceof IdentityRequestError) {
    if (error.identityCode === 'WEAK_PASSWORD') {
      return error.detail ?? 'This password is too weak.';
    }
    return AUTH_CODE_SENTENCES[error.authCode] ?? FALLBACKS[operation];
  }
  if (error instanceof ApiError) {
    if (error.status === 0) return AUTH_CODE_SENTENCES['auth/network-request-failed']!;
    if (error.status >= 400 && error.status < 500) {
      return AUTH_CODE_SENTENCES[error.code] ?? error.message ?? FALLBACKS[operation];
    }
  }
  return FALLBACKS[operation];
}
