import type { ReactNode } from 'react';

/** Nothing to list yet: a short line and, where there is one, the way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold">{title}</p>
      {children && (
        <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>
      )}
    </div>
  );
}
