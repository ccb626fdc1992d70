import type { TBuyerDashboard } from '@nestwise/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { FigureGrid } from './figure-grid';
import { ListingGrid } from './listing-grid';
import { BrowsePropertiesLink } from './browse-properties-link';

export function BuyerOverview({ summary }: { summary: TBuyerDashboard }) {
  return (
    <>
      <FigureGrid
        title="Your properties"
        figures={[
          {
            label: 'Saved',
            value: summary.savedCount,
            to: paths.dashboard.savedProperties,
            note: 'Saved properties',
          },
          {
            label: 'Purchased',
            value: summary.purchasedCount,
            to: paths.dashboard.purchased,
            note: 'Purchased',
          },
          {
            label: 'Rented',
            value: summary.rentedCount,
            to: paths.dashboard.myProperties,
            note: 'My properties',
          },
        ]}
      />
      <section aria-labelledby="recent-views-title">
        <h2 id="recent-views-title" className="mb-3 text-lg font-semibold">
          Recently viewed
        </h2>
        {summary.recentlyViewed.length === 0 ? (
          <EmptyState title="You have not viewed any properties yet.">
            <BrowsePropertiesLink />
          </EmptyState>
        ) : (
          <ListingGrid label="Recently viewed" listings={summary.recentlyViewed} />
        )}
      </section>
    </>
  );
}
