import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeaturedSkeleton } from './featured-skeleton';

/**
 * The cards load after the page has started, with the API's client (RTK Query): the first route's
 * own code stays small, and the pre-rendered page shows the placeholders in their place.
 */
const FeaturedResults = lazy(() => import('./featured-results'));

/** The newest listings; an empty or failing answer shows an invitation to browse instead. */
export function FeaturedListings() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Featured listings
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Fresh on Nestwise, approved by our team.
          </p>
        </div>
        <Link to={paths.properties} className={buttonClasses('secondary')}>
          View all properties
        </Link>
      </div>
      {started ? (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedResults />
        </Suspense>
      ) : (
        <FeaturedSkeleton />
      )}
    </section>
  );
}
