import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';

export interface Figure {
  label: string;
  value: number | string;
  note?: ReactNode;
  /** Where the figure leads (its list), if anywhere. */
  to?: string;
}

const number = new Intl.NumberFormat('en-US');

/** A titled row of headline figures. */
export function FigureGrid({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <section aria-label={title} className="mb-8">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <StatCard
            key={figure.label}
            label={figure.label}
            value={typeof figure.value === 'number' ? number.format(figure.value) : figure.value}
            note={
              figure.to ? (
                <Link
                  to={figure.to}
                  className="font-semibold text-teal-800 hover:underline dark:text-teal-300"
                >
                  {figure.note ?? 'Open'}
                </Link>
              ) : (
                figure.note
              )
            }
          />
        ))}
      </dl>
    </section>
  );
}

export function FiguresSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your figures" className="space-y-4">
      <Skeleton className="h-6 w-40" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** A card linking to another page of the dashboard. */
export function LinkCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-teal-400"
    >
      <span className="font-semibold">{title}</span>
      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
    </Link>
  );
}
