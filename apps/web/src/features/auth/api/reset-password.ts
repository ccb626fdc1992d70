import { useCallback, useState } from 'react';
import { authErrorMessage } from '@/lib/auth-errors';
import { identityRequest } from '@/lib/http/identity-client';

/** POST /identity/v1/accounts:resetPassword with the mailed one-time code. */
export function resetPassword(oobCode: string, newPassword: string): Promise<{ email: string }> {
  return identityRequest('/v1/accounts:resetPassword', { oobCode, newPassword });
}

export function useResetPassword() {
  const [state, setState] = useState<{ loading: boolean; error: string | null; done: boolean }>({
    loading: false,
    error: null,
    done: false,
  });
  const run = useCallback(async (oobCode: string, newPassword: string) => {
    setState({ loading: true, error: null, done: false });
    try {
      await resetPassword(oobCode, newPassword);
      setState({ loading: false, error: null, done: true });
    } catch (error) {
      setState({ loading: false, error: authErrorMessage(error, 'passwordReset'), done: false });
    }
  }, []);
  return { ...state, resetPassword: run };
}
