import type { TProperty } from '@nestwise/shared';
import { useState, type FormEvent } from 'react';
import type { ToolInput } from '../api/tool-mutation';
import { useRunOnOpen } from './use-run-on-open';
import { useToolRun, type ToolMutation } from './use-tool-run';

interface ToolFormOptions<F> {
  /** The listing named by ?propertyId: it prefills the form, and opening from it runs the tool. */
  listing: TProperty | null;
  initial: (listing: TProperty | null) => F;
  /** What a run sends: the server's schema judges it. */
  toInput: (form: F) => ToolInput;
}

/**
 * A tool whose form is sent when submitted (api/*: its mutation hook): the fields, their setter
 * by key, the runs, and the run on opening from a listing. `sent` is the form of the latest run,
 * the one the answer describes while the fields are edited again.
 */
export function useToolForm<F extends object, T>(
  useMutation: ToolMutation<T>,
  { listing, initial, toInput }: ToolFormOptions<F>,
) {
  const [form, setForm] = useState(() => initial(listing));
  const [sent, setSent] = useState<F | null>(null);
  const { state, submit } = useToolRun(useMutation);
  const set = (key: keyof F) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const run = () => {
    setSent(form);
    submit(toInput(form));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  useRunOnOpen(Boolean(listing), run);
  return { form, setForm, set, state, sent, run, onSubmit };
}
