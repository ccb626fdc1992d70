import type { TProperty } from '@nestwise/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { searchTwinListings } from '../api/digital-twin-api';
import { HubFilterForm } from '../components/hub-filter-form';
import { TwinCard } from '../components/twin-card';
import { hubFiltersFromParams, hubFiltersToParams, type HubFilters } from '../lib/hub-filters';

const DESCRIPTION =
  'Walk through properties in 3D, with their models and documents gathered in one place.';

interface Results {
  key: string;
  items: TProperty[];
  totalCount: number;
  nextCursor: string | null;
}

/** One filter set's pages: the first on a filter change, more on "Load more". */
function useHubResults(filters: HubFilters) {
  const key = hubFiltersToParams(filters).toString();
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    searchTwinListings(filters, null, controller.signal).then(
      (page) => setResults({ key, ...page }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError ? failure.message : 'Could not load the hub.');
      },
    );
    return () => controller.abort();
    // The key is the filters, serialised.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = async () => {
    if (!results?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await searchTwinListings(filters, results.nextCursor);
      setResults((current) =>
        current && current.key === key
          ? {
              ...current,
              items: [
                ...current.items,
                ...page.items.filter((item) => !current.items.some((i) => i.id === item.id)),
              ],
              nextCursor: page.nextCursor,
            }
          : current,
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not load more listings.');
    } finally {
      setLoadingMore(false);
    }
  };

  const current = results?.key === key ? results : null;
  return { results: current, error, loadingMore, loadMore };
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
              {results.totalCount === 1
                ? '1 property with a digital twin'
                : `${results.totalCount} properties with a digital twin`}
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
  return inDashboard ? page : <Container>{page}</Container>;
}

export function DashboardDigitalTwinHubPage() {
  return <DigitalTwinHubPage inDashboard />;
}

export default DigitalTwinHubPage;
