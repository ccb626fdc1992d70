import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage as failedCallMessage } from '@/lib/error-message';
import type { ToolInput } from '../api/tool-mutation';

export type SubmitState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

/** What the forms read of a mutation hook's answer (RTK Query's `useMutation`). */
export interface ToolMutation<T> {
  (): readonly [
    (input: ToolInput) => { abort(): void },
    { isLoading: boolean; isSuccess: boolean; isError: boolean; data?: T; error?: unknown },
  ];
}

/**
 * A tool's runs (api/*: its mutation hook) as the form shows them; a newer run, or leaving the
 * tool, aborts the older one.
 */
export function useToolRun<T>(useMutation: ToolMutation<T>) {
  const [trigger, result] = useMutation();
  const running = useRef<{ abort(): void } | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const submit = useCallback(
    (input: ToolInput) => {
      running.current?.abort();
      running.current = trigger(input);
    },
    [trigger],
  );
  let state: SubmitState<T> = { status: 'idle' };
  if (result.isLoading) state = { status: 'loading' };
  else if (result.isSuccess) state = { status: 'success', data: result.data as T };
  else if (result.isError) state = { status: 'error', message: errorMessage(result.error) };
  return { state, submit };
}

/** The app's message for a failed call; a tool's rate limit also says when to try again. */
export function errorMessage(error: unknown): string {
  const message = failedCallMessage(error);
  const limited = error instanceof ApiError && error.code === 'rate-limited';
  return limited ? `${message} Wait a minute and try again.` : message;
}
