import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePurchased } from '../api/get-purchased';
import { DealList } from '../components/deal-list';
import { ListSkeleton } from '../components/list-skeleton';

/** /dashboard/my-properties/purchased: the properties sold to the buyer. */
export function PurchasedPage() {
  useDocumentTitle('Purchased');
  const deals = usePurchased();
  const bought =
    deals.status === 'success' ? deals.data.items.filter((p) => p.status === 'sold') : [];
  return (
    <section>
      <PageHeader title="Purchased" description="Properties you bought through Nestwise." />
      {deals.status === 'loading' && <ListSkeleton label="Loading your purchases" />}
      {deals.status === 'error' && (
        <QueryError what="your purchases" error={deals.error} onRetry={deals.reload} />
      )}
      {deals.status === 'success' &&
        (bought.length === 0 ? (
          <EmptyState title="You have not bought a property yet.">
            <Link
              to={paths.properties}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
            >
              Browse properties for sale
            </Link>
          </EmptyState>
        ) : (
          <DealList listings={bought} label="Purchased properties" />
        ))}
    </section>
  );
}

export default PurchasedPage;
