import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HomeIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/http/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectComparison, useAppSelector } from '@/stores/hooks';
import { FilterBar } from '../components/filter-bar';
import { PropertyCard, PropertyCardSkeleton } from '../components/property-card';
import type { KeepScrollState } from '@/app/components/scroll-to-top';
import { ModeSwitch } from '../components/mode-switch';
import { SaveSearchButton } from '../components/save-search-button';
import { usePropertyPins } from '../api/get-property-pins';
import { LazySearchMap } from '../components/map/lazy-search-map';
import { MapViewToggle } from '../components/map/map-view-toggle';
import { useMapView } from '../hooks/use-map-view';
import { PAGE_SIZE, usePropertySearch } from '../hooks/use-property-search';
import { resultCount } from '../lib/result-count';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  parseFilters,
  parsePageCount,
  toSearchParams,
  toSearchParamsWithPages,
  filtersKey,
  placeChanged,
  withArea,
  withoutArea,
  type SearchFilters,
} from '../lib/search-filters';

/** The comparison bar loads once something is being compared, not with every visit. */
const ComparisonBar = lazy(() =>
  import('../components/comparison-bar').then((m) => ({ default: m.ComparisonBar })),
);

/** Cards in the first screenful (one row of three on a desktop, the first card on a phone). */
const ABOVE_THE_FOLD = 3;

/**
 * /properties: filters in the URL, results as cards with "Load more" beside a map of them (a
 * List/Map toggle on phones), and the comparison bar.
 */
export function PropertiesPage() {
  useDocumentTitle('Properties');
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const pages = parsePageCount(params);
  const search = usePropertySearch(filters, pages);
  const comparing = useAppSelector(selectComparison).length > 0;
  // A new place is a new search: the map's old area would hide it, so the map fits the place.
  const onChange = (next: SearchFilters) =>
    setParams(toSearchParams(placeChanged(filters, next) ? withArea(next, null) : next));
  // The map's own searches keep the page where it is: the map stays in view (a phone's Map view).
  const onMapArea = (next: SearchFilters, replace: boolean) => {
    const state: KeepScrollState = { keepScroll: true };
    setParams(toSearchParams(next), { replace, state });
  };
  const hasArea = filters.bounds !== undefined || filters.polygon !== undefined;
  const filtered = countActiveFilters(filters) > 0 || hasArea;
  useScrollRestoration(search.status === 'success');
  const mapView = useMapView(search.status !== 'loading');
  // Every match as a pin, not only the pages loaded: asked for once the map loads.
  const pins = usePropertyPins(filters, mapView.load);
  // The listing whose card or pill the pointer is on: both are highlighted.
  const [highlightedId, setHighlightedId] = useState<string | null>(null);

  // The pages shown go into the address (page=N), so a reload or Back shows as many again.
  const loadedPages = Math.ceil(search.items.length / PAGE_SIZE);
  useEffect(() => {
    if (search.status !== 'success' || search.loadingMore || loadedPages < 1) return;
    if (loadedPages === pages) return;
    const state: KeepScrollState = { keepScroll: true };
    setParams(toSearchParamsWithPages(filters, loadedPages), { replace: true, state });
    // Only a new page count is recorded; the filters are the address's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedPages, search.status, search.loadingMore]);

  return (
    <>
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6">
        <PageHeader
          title="Properties"
          description="Homes for sale and for rent. Filter them, save your favorites and compare up to four side by side."
          actions={<SaveSearchButton filters={filters} />}
        />
        <ModeSwitch mode={filters.mode} onChange={(mode) => onChange({ ...filters, mode })} />
        <FilterBar filters={filters} onChange={onChange} />

        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6">
          <section
            aria-labelledby="results-heading"
            className={cn(mapView.view === 'map' && 'hidden lg:block')}
          >
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            <div className="mt-6 mb-4 min-h-6" aria-live="polite">
              {search.status === 'success' && (
                <p
                  className="text-sm font-medium text-slate-700 dark:text-slate-300"
                  data-testid="result-count"
                >
                  {resultCount(search.items.length, search.totalCount, search.totalCountCapped)}
                </p>
              )}
              {search.status === 'loading' && <span className="sr-only">Loading properties</span>}
            </div>

            {search.status === 'loading' && (
              <ul
                aria-busy="true"
                aria-label="Loading properties"
                className="grid gap-6 sm:grid-cols-2"
              >
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index}>
                    <PropertyCardSkeleton />
                  </li>
                ))}
              </ul>
            )}

            {search.status === 'error' && (
              <div className="rounded-2xl border border-red-200 p-8 text-center dark:border-red-900">
                <p className="font-semibold">We couldn’t load properties.</p>
                <p className="mt-2 text-slate-600 dark:text-slate-300">
                  {search.error instanceof ApiError && search.error.status === 400
                    ? search.error.message
                    : 'Check your connection and try again.'}
                </p>
                <Button className="mt-4" onClick={search.retry}>
                  Try again
                </Button>
              </div>
            )}

            {search.status === 'success' && search.items.length === 0 && (
              <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
                <HomeIcon className="mx-auto size-10 text-slate-400" />
                <p className="mt-3 font-semibold">No properties match your search.</p>
                <p className="mt-2 text-slate-600 dark:text-slate-300">
                  {filtered
                    ? 'Try removing a filter or widening the price range.'
                    : 'New listings are on their way. Check back soon.'}
                </p>
                {filtered && (
                  <Button
                    variant="secondary"
                    className="mt-4"
                    onClick={() =>
                      onChange({ ...EMPTY_FILTERS, mode: filters.mode, sort: filters.sort })
                    }
                  >
                    Clear all filters
                  </Button>
                )}
              </div>
            )}

            {search.status === 'success' && search.items.length > 0 && (
              <>
                <ul aria-label="Properties" className="grid gap-6 sm:grid-cols-2">
                  {search.items.map((property, index) => (
                    <li
                      key={property.id}
                      data-listing-id={property.id}
                      data-highlighted={highlightedId === property.id || undefined}
                      className="rounded-2xl transition-shadow data-[highlighted]:ring-3 data-[highlighted]:ring-teal-600"
                      onMouseEnter={() => setHighlightedId(property.id)}
                      onMouseLeave={() => setHighlightedId(null)}
                    >
                      <PropertyCard property={property} priority={index < ABOVE_THE_FOLD} />
                    </li>
                  ))}
                  {search.loadingMore &&
                    [0, 1, 2].map((index) => (
                      <li key={`more-${index}`} aria-hidden="true">
                        <PropertyCardSkeleton />
                      </li>
                    ))}
                </ul>
                {search.moreError !== null && (
                  <Alert className="mt-6">Could not load more properties. Try again.</Alert>
                )}
                {search.hasMore && (
                  <div className="mt-8 flex justify-center">
                    <Button
                      variant="secondary"
                      onClick={search.loadMore}
                      disabled={search.loadingMore}
                    >
                      {search.loadingMore ? (
                        <>
                          <Spinner
                            className="[&>span:first-child]:size-4 [&>span:first-child]:border-2"
                            label="Loading more"
                          />
                          Loading…
                        </>
                      ) : (
                        'Load more'
                      )}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
          <div
            className={cn(
              'isolate overflow-hidden rounded-2xl border border-slate-200 lg:sticky lg:top-20 lg:block lg:h-[calc(100vh-6rem)] dark:border-slate-800',
              mapView.view === 'map' ? 'mt-4 block h-[calc(100vh-9rem)] lg:mt-0' : 'hidden',
            )}
          >
            <LazySearchMap
              load={mapView.load}
              items={search.items}
              pins={pins.data}
              searchKey={filtersKey(withoutArea(filters))}
              area={{ bounds: filters.bounds, polygon: filters.polygon }}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
              onSearchBounds={(bounds, { replace }) =>
                // Searched as the map moved: the entry is updated in place; "Search this area"
                // is a new entry Back returns from.
                onMapArea(withArea(filters, { bounds }), replace)
              }
              onDrawArea={(polygon) => onMapArea(withArea(filters, { polygon }), false)}
              onClearArea={() => onMapArea(withArea(filters, null), false)}
            />
          </div>
        </div>
      </div>
      <MapViewToggle view={mapView.view} onChange={mapView.setView} raised={comparing} />
      {comparing && (
        <Suspense fallback={null}>
          <ComparisonBar />
        </Suspense>
      )}
    </>
  );
}

export default PropertiesPage;
