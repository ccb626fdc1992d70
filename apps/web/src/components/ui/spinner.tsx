import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-teal-600 dark:border-slate-700 dark:border-t-teal-400"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Pages load lazily, with a full-screen spinner while loading. It holds a screen's height
 * too, so the footer stays below the fold instead of jumping down when the page arrives.
 */
export function FullScreenSpinner() {
  return (
    <div className="min-h-screen">
      <div className="fixed inset-0 z-40 grid place-items-center bg-white/80 dark:bg-slate-950/80">
        <Spinner className="[&>span:first-child]:size-12" label="Loading page" />
      </div>
    </div>
  );
}
