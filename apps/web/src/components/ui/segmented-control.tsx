import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Controlled } from '@/lib/controlled';
import { RadioOptions } from './radio-label';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
}

/** A pill of radio buttons for one choice among a few (billing period, report grouping). */
export function SegmentedControl<T extends string>({
  legend,
  ...group
}: Controlled<T> & {
  /** Read by screen readers only: what the choice is about. */
  legend: string;
  name: string;
  options: readonly SegmentOption<T>[];
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">{legend}</legend>
      <RadioOptions
        {...group}
        className={(checked) =>
          cn(
            'cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
            checked
              ? 'bg-teal-700 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )
        }
      >
        {(option) => option.label}
      </RadioOptions>
    </fieldset>
  );
}
