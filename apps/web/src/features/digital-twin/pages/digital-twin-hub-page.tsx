import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTwinListings } from '../api/get-twin-listings';
import { HubFilterForm } from '../components/hub-filter-form';
import { TwinCard } from '../components/twin-card';
import { hubFiltersFromParams, hubFiltersToParams, type HubFilters } from '../lib/hub-filters';

const DESCRIPTION =
  'Walk through properties in 3D, with their models and documents gathered in one place.';

const failed = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** One filter set's pages: the first on a filter change, more on "Load more". */
function useHubResults(filters: HubFilters) {
  const query = useTwinListings(filters);
  // currentData: another filter set's listings are not shown while these load.
  const pages = query.currentData?.pages;
  const results = useMemo(() => {
    if (!pages?.length) return null;
    // A listing added meanwhile can shift one onto the next page as well: shown once.
    const items = [...new Map(pages.flatMap((page) => page.items).map((i) => [i.id, i])).values()];
    const { totalCount, totalCountCapped = false } = pages[0]!;
    return { items, totalCount, totalCountCapped, nextCursor: pages.at(-1)!.nextCursor };
  }, [pages]);
  let error: string | null = null;
  if (query.isFetchNextPageError) error = failed(query.error, 'Could not load more listings.');
  else if (query.isError) error = failed(query.error, 'Could not load the hub.');
  return {
    results,
    error,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage(),
  };
}

/** /digital-twin and /dashboard/digital-twin: the listings that have digital-twin files. */
export function DigitalTwinHubPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle('Digital Twin');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => hubFiltersFromParams(params), [params]);
  const { results, error, loadingMore, loadMore } = useHubResults(filters);
  const twinPath = inDashboard ? paths.dashboard.digitalTwinOf : paths.digitalTwinOf;

  const page = (
    <>
      <PageHeader title="Digital Twin" description={DESCRIPTION} />
      <HubFilterForm filters={filters} onChange={(next) => setParams(hubFiltersToParams(next))} />
      <div className="mt-6" aria-live="polite" aria-busy={!results && !error}>
        {error && <Alert>{error}</Alert>}
        {!results && !error && (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading">
            {[0, 1, 2].map((n) => (
              <li key={n}>
                <Skeleton className="h-64 w-full" />
              </li>
            ))}
          </ul>
        )}
        {results && (
          <>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
              {results.totalCount === 1 && !results.totalCountCapped
                ? '1 property with a digital twin'
                : `${formatCount(results.totalCount, results.totalCountCapped)} properties with a digital twin`}
            </p>
            {results.items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">
                No digital twins match these filters.
              </p>
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {results.items.map((property) => (
                  <li key={property.id}>
                    <TwinCard property={property} href={twinPath(property.id)} />
                  </li>
                ))}
              </ul>
            )}
            {results.nextCursor && (
              <div className="mt-6 text-center">
                <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
  return <PageContainer inDashboard={inDashboard}>{page}</PageContainer>;
}

export default DigitalTwinHubPage;
