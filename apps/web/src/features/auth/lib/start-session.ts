import { clearTokens, saveTokens } from '@/lib/session';
import { authCodeOf } from '@/lib/auth-errors';
import type { IdentitySession } from '@/lib/http/identity-client';
import { signedIn, signedOut } from '@/stores/auth-slice';
import { setFavorites } from '@/stores/favorites-slice';
import { persistor, type AppDispatch } from '@/app/store';
import { getMe, toSessionUser } from '../api/get-me';

export class AccountDeactivatedError extends Error {
  override name = 'AccountDeactivatedError';
}

/** True for every way the server says the account is deactivated. */
export function isDeactivation(error: unknown): boolean {
  const code = authCodeOf(error);
  return (
    error instanceof AccountDeactivatedError ||
    code === 'auth/user-disabled' ||
    code === 'auth/user-deactivated'
  );
}

/**
 * Keeps the tokens, loads /api/me and marks the user signed in (an Inactive user is refused).
 * The signed-in state is written to local storage before this resolves: redux-persist would
 * write it on a later tick, and a reload in between (right after the caller navigates) would
 * find no session and land on /login.
 */
export async function startSession(dispatch: AppDispatch, session: IdentitySession) {
  saveTokens({ idToken: session.idToken, refreshToken: session.refreshToken });
  try {
    const details = await getMe();
    if (details.status === 'Inactive') throw new AccountDeactivatedError();
    dispatch(signedIn({ user: toSessionUser(details), token: session.idToken }));
    dispatch(setFavorites(details.favoriteProperties));
    await persistor.flush();
  } catch (error) {
    clearTokens();
    dispatch(signedOut());
    throw error;
  }
}
