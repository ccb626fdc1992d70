import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/toast';
import { AUTH_MESSAGES } from '@nestwise/shared';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth-errors';
import { identityRequest, IdentityRequestError } from '@/lib/http/identity-client';
import { leaveThen } from '@/lib/leave-then';
import { clearTokens, getIdToken } from '@/lib/session';
import { signedOut } from '@/stores/auth-slice';
import { clearFavorites } from '@/stores/favorites-slice';
import { useAppDispatch } from '@/stores/hooks';

/** POST /identity/v1/accounts:delete: the server removes the user's data, then the account. */
export function deleteAccount(idToken: string): Promise<unknown> {
  return identityRequest('/v1/accounts:delete', { idToken });
}

export function useDeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  const run = useCallback(async (): Promise<boolean> => {
    setState({ loading: true, error: null });
    try {
      const idToken = await getIdToken();
      if (!idToken) throw new Error(AUTH_MESSAGES.notAuthenticated);
      await deleteAccount(idToken);
      clearTokens();
      leaveThen(navigate, paths.home, () => {
        dispatch(signedOut());
        dispatch(clearFavorites());
      });
      notify('success', 'Your account has been deleted.');
      return true;
    } catch (error) {
      const message =
        error instanceof IdentityRequestError &&
        error.identityCode === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN'
          ? AUTH_MESSAGES.recentLoginForDelete
          : authErrorMessage(error, 'deleteAccount');
      setState({ loading: false, error: message });
      return false;
    }
  }, [dispatch, navigate]);
  return { ...state, deleteAccount: run };
}
