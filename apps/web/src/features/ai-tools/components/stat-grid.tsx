import type { ReactNode } from 'react';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';

export interface Stat {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

/** A result's headline figures as a labelled grid (a description list, read as label: value). */
export function StatGrid({
  stats,
  columns = 4,
  className,
}: {
  stats: readonly Stat[];
  /** How many across from the sm breakpoint; two on a phone. */
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        className,
        'grid grid-cols-2 gap-3',
        columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4',
      )}
    >
      {stats.map((stat) => (
        <StatCard key={stat.label} label={stat.label} value={stat.value} note={stat.note} />
      ))}
    </dl>
  );
}
