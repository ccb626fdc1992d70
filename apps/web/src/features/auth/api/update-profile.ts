import { useCallback } from 'react';
import type { TUpdateMeRequest } from '@nestwise/shared';
import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { updateMe } from '@nestwise/shared/operation-routes/update-me';
import { api, call } from '@/lib/api';
import { authErrorMessage } from '@/lib/auth-errors';
import { authFailed, authStarted, profileUpdated } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { toSessionUser } from './get-me';

/**
 * PATCH /api/me; the server sets the display name only when both names are given (displayNameFrom
 * in packages/shared).
 */
const updateMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<
      OperationResponseBody<RouteContract<typeof updateMe>>,
      TUpdateMeRequest
    >({
      query: (body) => call(updateMe, { body }),
    }),
  }),
});

/**
 * Saves the names; resolves to the error message, or null on success. The signed-in user lives
 * in the auth slice (the header and every page read it there), so the answer goes there.
 */
export function useUpdateProfile() {
  const dispatch = useAppDispatch();
  const [update] = updateMeApi.useUpdateMeMutation();
  return useCallback(
    async (firstName: string, lastName: string): Promise<string | null> => {
      dispatch(authStarted());
      const input: TUpdateMeRequest = {};
      if (firstName.trim()) input.firstName = firstName.trim();
      if (lastName.trim()) input.lastName = lastName.trim();
      try {
        dispatch(profileUpdated(toSessionUser(await update(input).unwrap())));
        return null;
      } catch (error) {
        const message = authErrorMessage(error, 'updateProfile');
        dispatch(authFailed(message));
        return message;
      }
    },
    [dispatch, update],
  );
}
