import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { identityRequest } from '@/lib/http/identity-client';
import { leaveThen } from '@/lib/leave-then';
import { clearTokens, REFRESH_TOKEN_KEY } from '@/lib/session';
import { signedOut } from '@/stores/auth-slice';
import { clearFavorites } from '@/stores/favorites-slice';
import { useAppDispatch } from '@/stores/hooks';

/** POST /identity/v2/accounts:revokeToken: the refresh token stops working everywhere. */
export function revokeRefreshToken(token: string): Promise<unknown> {
  return identityRequest('/v2/accounts:revokeToken', { token, tokenType: 'REFRESH_TOKEN' });
}

/** Signs out: revokes the refresh token, forgets the session, goes home. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = localStorage.getItem(REFRESH_TOKEN_KEY);
    let failed = false;
    if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => (failed = true));
    clearTokens();
    leaveThen(navigate, paths.home, () => {
      dispatch(signedOut());
      dispatch(clearFavorites());
    });
    // The failure's words load with it: the menu that signs out is on every page's first load.
    if (failed) void import('../lib/logout-failed').then((m) => notify('error', m.LOGOUT_FAILED));
    else notify('success', 'You are signed out.');
  }, [dispatch, navigate]);
}
