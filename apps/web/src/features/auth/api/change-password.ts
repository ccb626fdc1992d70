import { useCallback } from 'react';
import { AUTH_MESSAGES } from '@nestwise/shared';
import { authErrorMessage } from '@/lib/auth-errors';
import {
  identityRequest,
  IdentityRequestError,
  type IdentitySession,
} from '@/lib/http/identity-client';
import { saveTokens } from '@/lib/session';
import { authFailed, authStarted, passwordChanged } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { signInWithPassword } from './sign-in';

/** POST /identity/v1/accounts:update {idToken, password}; answers new tokens. */
export function updatePassword(idToken: string, password: string): Promise<IdentitySession> {
  return identityRequest<IdentitySession>('/v1/accounts:update', {
    idToken,
    password,
    returnSecureToken: true,
  });
}

/** The message (auth-messages in packages/shared) for a failed password change. */
export function changePasswordMessage(error: unknown, step: 'reauthenticate' | 'update'): string {
  if (error instanceof IdentityRequestError) {
    const code = error.identityCode;
    if (
      step === 'reauthenticate' &&
      ['INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD'].includes(code)
    )
      return AUTH_MESSAGES.currentPasswordIncorrect;
    if (code === 'WEAK_PASSWORD') return AUTH_MESSAGES.newPasswordTooWeak;
    if (code === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN')
      return AUTH_MESSAGES.recentLoginForPasswordChange;
  }
  return authErrorMessage(error, 'changePassword');
}

/** Re-authenticates with the current password, then sets the new one; resolves to the error or null. */
export function useChangePassword() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (email: string, currentPassword: string, newPassword: string): Promise<string | null> => {
      dispatch(authStarted());
      let fresh: IdentitySession;
      try {
        fresh = await signInWithPassword(email, currentPassword);
        saveTokens({ idToken: fresh.idToken, refreshToken: fresh.refreshToken });
      } catch (error) {
        const message = changePasswordMessage(error, 'reauthenticate');
        dispatch(authFailed(message));
        return message;
      }
      try {
        const updated = await updatePassword(fresh.idToken, newPassword);
        saveTokens({ idToken: updated.idToken, refreshToken: updated.refreshToken });
        dispatch(passwordChanged(updated.idToken));
        return null;
      } catch (error) {
        const message = changePasswordMessage(error, 'update');
        dispatch(authFailed(message));
        return message;
      }
    },
    [dispatch],
  );
}
