import { useCallback } from 'react';
import type { TUpdateMeRequest, TUserDetails } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { authFailed, authStarted, profileUpdated } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { toSessionUser } from './get-me';

/** PATCH /api/me; the server sets the display name only when both names are given (spec §5). */
export function updateMe(input: TUpdateMeRequest): Promise<TUserDetails> {
  return apiRequest<TUserDetails>('/api/me', { method: 'PATCH', body: input });
}

/** Saves the names; resolves to the error message, or null on success. */
export function useUpdateProfile() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (firstName: string, lastName: string): Promise<string | null> => {
      dispatch(authStarted());
      const input: TUpdateMeRequest = {};
      if (firstName.trim()) input.firstName = firstName.trim();
      if (lastName.trim()) input.lastName = lastName.trim();
      try {
        dispatch(profileUpdated(toSessionUser(await updateMe(input))));
        return null;
      } catch (error) {
        const message = authErrorMessage(error, 'updateProfile');
        dispatch(authFailed(message));
        return message;
      }
    },
    [dispatch],
  );
}
