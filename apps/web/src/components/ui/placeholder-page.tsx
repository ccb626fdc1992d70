import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** A page whose content a later issue builds: its title, what it will hold, and any links. */
export function PlaceholderPage({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section>
      <PageHeader title={title} description={description} />
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {children ?? <p>This page is being prepared and will be available soon.</p>}
      </div>
    </section>
  );
}
