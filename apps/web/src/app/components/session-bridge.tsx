import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/toast';
import { getMe, toSessionUser } from '@/features/auth/api/get-me';
import { leaveThen } from '@/lib/leave-then';
import {
  currentIdToken,
  endSession,
  onSessionEvent,
  scheduleRefresh,
  watchOtherTabs,
} from '@/lib/session';
import { signedOut, tokenChanged, userLoaded } from '@/stores/auth-slice';
import { clearFavorites, setFavorites } from '@/stores/favorites-slice';
import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { followsSystemTheme, systemThemeChanged } from '@/stores/interface-slice';
import { paths } from '@/config/paths';

/**
 * Connects the token manager to the store: refreshed tokens update it; an expired, revoked or
 * disabled session signs the user out; a deactivated user goes to /account-deactivated.
 * On start it reloads the user, so role and status changes made elsewhere apply.
 */
export function SessionBridge() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);

  useEffect(() => {
    const stopWatching = watchOtherTabs();
    const stopListening = onSessionEvent((event) => {
      if (event.type === 'token') {
        dispatch(tokenChanged(event.idToken));
        return;
      }
      const signOut = () => {
        dispatch(signedOut());
        dispatch(clearFavorites());
      };
      if (event.reason === 'deactivated') {
        leaveThen((to) => navigate(to, { replace: true }), paths.accountDeactivated, signOut);
        return;
      }
      signOut();
      if (event.reason === 'expired') {
        notify('info', 'Your session has expired. Please sign in again.', {
          toastId: 'session-expired',
        });
      }
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [dispatch, navigate]);

  useEffect(() => {
    if (!isAuthenticated) return;
    if (!currentIdToken()) {
      dispatch(signedOut());
      return;
    }
    scheduleRefresh();
    let cancelled = false;
    getMe()
      .then((details) => {
        if (cancelled) return;
        if (details.status === 'Inactive') {
          endSession('deactivated');
          return;
        }
        dispatch(userLoaded(toSessionUser(details)));
        dispatch(setFavorites(details.favoriteProperties));
      })
      .catch(() => {
        // signed out by the API client when the session is gone; otherwise keep the cached user
      });
    return () => {
      cancelled = true;
    };
    // Once per sign-in, not on every token refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAuthenticated]);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: light)');
    if (!query) return;
    const onChange = () => {
      if (!followsSystemTheme()) return;
      dispatch(systemThemeChanged(query.matches ? 'light' : 'dark'));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dispatch]);

  return null;
}
