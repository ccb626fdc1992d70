import { useFeaturedProperties } from '../api/get-featured-properties';
import { FeaturedGrid } from './featured-grid';
import { FeaturedSkeleton } from './featured-skeleton';

/** The featured cards as the API answers them now (RTK Query). */
export function FeaturedResults() {
  const query = useFeaturedProperties();
  if (query.isLoading) return <FeaturedSkeleton />;
  return <FeaturedGrid items={query.data ?? []} failed={query.isError} />;
}

export default FeaturedResults;
