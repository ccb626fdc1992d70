import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  primary: 'bg-teal-700 text-white',
  warning: 'bg-amber-300 text-amber-950',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label: primary (teal), warning (amber), neutral, success, danger. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
