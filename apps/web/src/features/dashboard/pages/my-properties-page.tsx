import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryItems } from '@/components/ui/query-error';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePurchased } from '../api/purchases';
import { DealList } from '../components/deal-list';
import { BrowsePropertiesLink } from '../components/browse-properties-link';

/** /dashboard/my-properties: the buyer's property list (bought and rented). */
export function MyPropertiesPage() {
  useDocumentTitle('My Properties');
  const deals = usePurchased();
  return (
    <section>
      <PageHeader
        title="My Properties"
        description="The properties you bought or rent through Nestwise."
        actions={
          <Link to={paths.dashboard.purchased} className={buttonClasses('secondary')}>
            Purchased
          </Link>
        }
      />
      <QueryItems
        query={deals}
        what="your properties"
        empty={
          <EmptyState title="You have no properties yet.">
            When an agent records a sale or rental to you, the property shows here.{' '}
            <BrowsePropertiesLink />
          </EmptyState>
        }
      >
        {(items) => (
          <div className="space-y-8">
            {(['sold', 'rented'] as const).map((status) => {
              const listings = items.filter((listing) => listing.status === status);
              const title = status === 'sold' ? 'Bought' : 'Rented';
              return (
                <section key={status} aria-labelledby={`deals-${status}`}>
                  <h2 id={`deals-${status}`} className="mb-3 text-lg font-semibold">
                    {title} ({listings.length})
                  </h2>
                  {listings.length === 0 ? (
                    <p className="text-sm text-slate-600 dark:text-slate-300">None yet.</p>
                  ) : (
                    <DealList listings={listings} label={title} />
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryItems>
    </section>
  );
}

export default MyPropertiesPage;
