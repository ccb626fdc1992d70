import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast';
import { addFavorite, removeFavorite, setFavorites } from '@/stores/favorites-slice';
import {
  selectFavoriteIds,
  selectIsAuthenticated,
  useAppDispatch,
  useAppSelector,
} from '@/stores/hooks';
import { useSetFavoriteMutation } from '../api/set-favorite';

const PENDING_KEY = 'nestwise:pending-favorite';
/** A sign-in abandoned longer ago than this does not save anything later. */
const PENDING_TTL_MS = 15 * 60 * 1000;

/** The listing a signed-out visitor tried to save; taken once, by the first heart that asks. */
function rememberPending(id: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ id, at: Date.now() }));
  } catch {
    // private mode: the visitor saves it again after signing in
  }
}
function takePending(id: string): boolean {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { id?: unknown; at?: unknown };
    if (pending.id !== id) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return typeof pending.at === 'number' && Date.now() - pending.at < PENDING_TTL_MS;
  } catch {
    return false;
  }
}

/**
 * A listing's saved state and its toggle. Signed out, the toggle goes to /login with this page as
 * the origin (guards/require-auth.tsx), and the save completes when the visitor comes back signed
 * in; signed in,
 * the store changes at once and the server's answer settles it (and refreshes the saved list).
 */
export function useFavorite(id: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const saved = useAppSelector(selectFavoriteIds).includes(id);
  const [pending, setPending] = useState(false);
  const [setFavorite] = useSetFavoriteMutation();

  const save = async (next: boolean) => {
    setPending(true);
    dispatch(next ? addFavorite(id) : removeFavorite(id));
    try {
      const answer = await setFavorite({ propertyId: id, saved: next }).unwrap();
      dispatch(setFavorites(answer.favoriteProperties));
      return true;
    } catch (error) {
      dispatch(next ? removeFavorite(id) : addFavorite(id));
      const message =
        error instanceof ApiError ? error.message : 'Could not update your favorites.';
      notify('error', message, { toastId: `favorite-${id}` });
      return false;
    } finally {
      setPending(false);
    }
  };

  // Back from signing in: finish the save the visitor asked for.
  useEffect(() => {
    if (!isAuthenticated || !takePending(id)) return;
    void save(true).then(
      (ok) => ok && notify('success', 'Saved to your favorites.', { toastId: `favorite-${id}` }),
    );
    // Once, when signed in on this listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAuthenticated, id]);

  const toggle = async () => {
    if (!isAuthenticated) {
      rememberPending(id);
      notify('info', 'Sign in to save properties to your favorites.', {
        toastId: 'favorite-sign-in',
      });
      navigate(paths.login, { state: { from: location } });
      return;
    }
    if (pending) return;
    await save(!saved);
  };

  return { saved, pending, toggle };
}
