import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A chart with its title and a sentence on how to read it. */
export function ChartFigure({
  title,
  description,
  height = 280,
  children,
}: {
  title: string;
  description: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0" aria-label={title}>
      <figcaption className="mb-2">
        <span className="block font-semibold">{title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">{description}</span>
      </figcaption>
      <div style={{ height }} className="w-full" data-testid="chart">
        <ResponsiveContainer width="100%" height="100%">
          {children as ReactElement}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
