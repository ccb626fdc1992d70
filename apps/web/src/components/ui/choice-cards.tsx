import { cn } from '@/lib/cn';
import type { Controlled } from '@/lib/controlled';
import { RadioOptions } from './radio-label';

export interface ChoiceCard<T extends string> {
  value: T;
  label: string;
  hint: string;
}

/** Radio buttons drawn as cards, each with a bold label and a line saying what it means. */
export function ChoiceCards<T extends string>({
  legend,
  hideLegend = false,
  className,
  ...group
}: Controlled<T> & {
  legend: string;
  /** The legend for screen readers only, where a heading above already names the choice. */
  hideLegend?: boolean;
  name: string;
  options: readonly ChoiceCard<T>[];
  /** The grid of cards (columns). */
  className?: string;
}) {
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}>
        {legend}
      </legend>
      <div className={cn('grid gap-2', className)}>
        <RadioOptions
          {...group}
          className={(checked) =>
            cn(
              'cursor-pointer rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
              checked
                ? 'border-teal-700 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
            )
          }
        >
          {(option) => (
            <>
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-slate-600 dark:text-slate-300">{option.hint}</span>
            </>
          )}
        </RadioOptions>
      </div>
    </fieldset>
  );
}
