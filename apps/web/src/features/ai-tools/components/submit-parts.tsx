import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyResult, FormError, Panel } from './tool-parts';
import type { SubmitState } from '../hooks/use-tool-run';

/**
 * A tool's request form in its panel, two fields across. The form checks nothing itself
 * (noValidate): the server's message is the one shown.
 */
export function FormPanel({
  title,
  label,
  onSubmit,
  actions,
  children,
}: {
  title: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel title={title} className="self-start" actions={actions}>
      <form onSubmit={onSubmit} noValidate aria-label={label} className="grid grid-cols-2 gap-3">
        {children}
      </form>
    </Panel>
  );
}

/** The request's error (if any) above the submit button, which says when it is busy. */
export function SubmitFooter({
  state,
  label,
  busyLabel,
}: {
  state: SubmitState<unknown>;
  label: string;
  busyLabel: string;
}) {
  const busy = state.status === 'loading';
  return (
    <>
      <FormError message={state.status === 'error' ? state.message : null} />
      <Button type="submit" className="mt-3 w-full" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

/**
 * Where a requested result appears; until then it says what to do, or that the work is under way.
 * Polite live region, so the result is announced without moving focus.
 */
export function ResultArea<T>({
  state,
  busyText,
  idleText,
  children,
}: {
  state: SubmitState<T>;
  busyText: string;
  idleText: string;
  /** The answer rendered; falsy shows the idle text instead. */
  children: (data: T) => ReactNode;
}) {
  const result = state.status === 'success' && children(state.data);
  return (
    <div className="min-w-0 space-y-6" aria-live="polite">
      {result || <EmptyResult>{state.status === 'loading' ? busyText : idleText}</EmptyResult>}
    </div>
  );
}
