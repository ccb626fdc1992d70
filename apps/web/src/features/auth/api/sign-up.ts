import { useCallback } from 'react';
import type { SignUpRole } from '@nestwise/shared';
import { authErrorMessage } from '@/lib/auth-errors';
import { identityRequest, type IdentitySession } from '@/lib/http/identity-client';
import { authFailed, authStarted } from '@/stores/auth-slice';
import { useAppDispatch } from '@/stores/hooks';
import { startSession } from '../lib/start-session';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: SignUpRole;
}

/** POST /identity/v1/accounts:signUp (the display name is set from both names). */
export function signUp(input: SignUpInput): Promise<IdentitySession> {
  return identityRequest<IdentitySession>('/v1/accounts:signUp', {
    ...input,
    returnSecureToken: true,
  });
}

export function useSignUp() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (input: SignUpInput): Promise<boolean> => {
      dispatch(authStarted());
      try {
        await startSession(
          dispatch,
          await signUp({
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            email: input.email.trim(),
            password: input.password,
            role: input.role,
          }),
        );
        return true;
      } catch (error) {
        dispatch(authFailed(authErrorMessage(error, 'register')));
        return false;
      }
    },
    [dispatch],
  );
}
