import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One headline figure: a label, the value, and an optional note under it. */
export function StatCard({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight whitespace-nowrap tabular-nums sm:text-2xl">
        {value}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  );
}
