import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { addFavorite, removeFavorite, setFavorites } from '@/stores/favorites-slice';
import {
  selectFavoriteIds,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
} from '@/stores/hooks';
import { saveFavorite, unsaveFavorite } from '../api/properties-api';

/**
 * A listing's saved state and its toggle. Signed out, the toggle goes to /login with this page as
 * the origin (spec §6); signed in, the store changes at once and the server's answer settles it.
 */
export function useFavorite(id: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const saved = useAppSelector(selectFavoriteIds).includes(id);
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (!isAuthenticated) {
      notify('info', 'Sign in to save properties to your favorites.', {
        toastId: 'favorite-sign-in',
      });
      navigate(paths.login, { state: { from: location } });
      return;
    }
    if (pending) return;
    setPending(true);
    dispatch(saved ? removeFavorite(id) : addFavorite(id));
    try {
      const answer = await (saved ? unsaveFavorite(id) : saveFavorite(id));
      dispatch(setFavorites(answer.favoriteProperties));
    } catch (error) {
      dispatch(saved ? addFavorite(id) : removeFavorite(id));
      const message =
        error instanceof ApiError ? error.message : 'Could not update your favorites.';
      notify('error', message, { toastId: `favorite-${id}` });
    } finally {
      setPending(false);
    }
  };

  return { saved, pending, toggle };
}
