import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** A clear page for a listing that is gone, hidden, or a share link that no longer works. */
export function ListingUnavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container narrow className="text-center">
      <HomeIcon className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 text-slate-600 dark:text-slate-300">{children}</div>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.properties} className={buttonClasses('primary')}>
          Browse properties
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Go home
        </Link>
      </div>
    </Container>
  );
}
