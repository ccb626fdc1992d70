import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth-errors';
import { identityRequest, type IdentitySession } from '@/lib/http/identity-client';
import { authFailed, authStarted } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { isDeactivation, startSession } from '../lib/start-session';

/** POST /identity/v1/accounts:signInWithPassword. */
export function signInWithPassword(email: string, password: string): Promise<IdentitySession> {
  return identityRequest<IdentitySession>('/v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
}

/** Signs in and loads the user; a deactivated account goes to /account-deactivated. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (email: string, password: string): Promise<boolean> => {
      dispatch(authStarted());
      try {
        await startSession(dispatch, await signInWithPassword(email.trim(), password));
        return true;
      } catch (error) {
        if (isDeactivation(error)) {
          navigate(paths.accountDeactivated, { replace: true });
          return false;
        }
        dispatch(authFailed(authErrorMessage(error, 'login')));
        return false;
      }
    },
    [dispatch, navigate],
  );
}
