import { useEffect } from 'react';
import { authFlagsCleared } from '@/stores/auth-slice';
import { selectAuth, useAppDispatch, useAppSelector } from '@/stores/hooks';

/** The auth slice, with its flags and error cleared when the screen opens. */
export function useAuthState() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(authFlagsCleared());
  }, [dispatch]);
  return useAppSelector(selectAuth);
}
