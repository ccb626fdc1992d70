import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryFallback } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePendingPurchases, usePurchased } from '../api/purchases';
import { DealList } from '../components/deal-list';
import { ListSkeleton } from '@/components/ui/skeleton';
import { PendingPurchases } from '../components/pending-purchases';

/**
 * /dashboard/my-properties/purchased: the properties sold to the buyer, and above them the deals
 * an agent recorded that wait for the buyer to confirm or decline.
 */
export function PurchasedPage() {
  useDocumentTitle('Purchased');
  const deals = usePurchased();
  const pending = usePendingPurchases();
  const waiting = pending.data?.items ?? [];
  const bought = deals.data?.items.filter((p) => p.status === 'sold') ?? [];
  return (
    <section>
      <PageHeader title="Purchased" description="Properties you bought through Nestwise." />
      {waiting.length > 0 && (
        <PendingPurchases listings={waiting} refreshing={pending.isFetching} />
      )}
      <QueryFallback
        query={deals}
        what="your purchases"
        loading={<ListSkeleton label="Loading your purchases" />}
      />
      {deals.data &&
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
