import { lazy, Suspense } from 'react';
import type { SearchMapProps } from './search-map';

/** Leaflet and the basemap are a chunk of their own, asked for only once the map is wanted. */
const SearchMap = lazy(() => import('./search-map'));

/** The map's place, the same size before and after it loads (no layout shift). */
export function MapPlaceholder() {
  return (
    <div
      className="flex h-full w-full items-center justify-center bg-[#cfe3ee] text-sm text-slate-600"
      aria-hidden="true"
    />
  );
}

export function LazySearchMap({ load, ...props }: SearchMapProps & { load: boolean }) {
  if (!load) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <SearchMap {...props} />
    </Suspense>
  );
}
