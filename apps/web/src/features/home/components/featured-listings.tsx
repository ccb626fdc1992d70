import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useInitialData } from '@/lib/initial-data';
import { INITIAL_FEATURED, toFeaturedList, type RawProperty } from '../lib/featured';
import { FeaturedGrid } from './featured-grid';
import { FeaturedSkeleton } from './featured-skeleton';

/**
 * Opened from elsewhere in the app, the cards load after the page has started, with the API's
 * client (RTK Query, a chunk of its own): a first visit never needs it, as the server rendered
 * the page with the cards (their answer is the page's initial data).
 */
const FeaturedResults = lazy(() => import('./featured-results'));

/** The cards the server rendered this first visit with; null on later visits. */
function useServedFeatured() {
  const initialData = useInitialData();
  const [served] = useState(() => {
    const page = initialData.peek<{ items?: RawProperty[] }>(INITIAL_FEATURED, '');
    return page ? toFeaturedList(page) : null;
  });
  useEffect(() => initialData.consume(INITIAL_FEATURED), [initialData]);
  return served;
}

/** The newest listings; an empty or failing answer shows an invitation to browse instead. */
export function FeaturedListings() {
  const served = useServedFeatured();
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
      {served ? (
        <FeaturedGrid items={served} failed={false} />
      ) : started ? (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedResults />
        </Suspense>
      ) : (
        <FeaturedSkeleton />
      )}
    </section>
  );
}
