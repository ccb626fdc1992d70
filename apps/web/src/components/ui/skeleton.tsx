import { cn } from '@/lib/cn';

/** A grey placeholder block that pulses while content loads (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}

/** A list's first load: `rows` placeholder rows, announced busy under `label`. */
export function ListSkeleton({
  rows = 4,
  label,
  rowHeight = 'h-20',
}: {
  rows?: number;
  label: string;
  /** The height class of a row, near the loaded row's. */
  rowHeight?: string;
}) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn(rowHeight, 'w-full rounded-xl')} />
      ))}
    </div>
  );
}
