import { useCallback } from 'react';
import { authErrorMessage } from '@/lib/auth-errors';
import { identityRequest } from '@/lib/http/identity-client';
import { authFailed, authStarted, passwordResetRequested } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';

/** POST /identity/v1/accounts:sendOobCode: mails a link to /forgot-password?mode=resetPassword. */
export function sendPasswordReset(email: string): Promise<unknown> {
  return identityRequest('/v1/accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
}

export function useSendPasswordReset() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (email: string) => {
      dispatch(authStarted());
      try {
        await sendPasswordReset(email.trim());
        dispatch(passwordResetRequested());
      } catch (error) {
        dispatch(authFailed(authErrorMessage(error, 'passwordReset')));
      }
    },
    [dispatch],
  );
}
