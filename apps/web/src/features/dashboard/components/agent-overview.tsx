import { lazy, Suspense } from 'react';
import {
  DASHBOARD_VIEW_DAYS,
  PROPERTY_STATUSES,
  propertyStatusLabel,
  type TAgentDashboard,
} from '@nestwise/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { FigureGrid } from './figure-grid';

const ViewsChart = lazy(() => import('./views-chart'));

export function AgentOverview({ summary }: { summary: TAgentDashboard }) {
  const { listings, views } = summary;
  const recent = views.perDay.reduce((sum, day) => sum + day.views, 0);
  return (
    <>
      <FigureGrid
        title="Listings by approval"
        figures={[
          {
            label: 'All listings',
            value: listings.total,
            to: paths.dashboard.myListings,
            note: 'My listings',
          },
          { label: 'Pending approval', value: listings.byApproval.pending },
          { label: 'Approved', value: listings.byApproval.approved },
          { label: 'Rejected', value: listings.byApproval.rejected },
        ]}
      />
      <FigureGrid
        title="Listings by status"
        figures={[
          ...PROPERTY_STATUSES.map((status) => ({
            label: propertyStatusLabel(status),
            value: listings.byStatus[status],
          })),
          { label: 'Active', value: listings.active },
          { label: 'Inactive', value: listings.inactive },
        ]}
      />
      <section aria-labelledby="views-title" className="mb-8">
        <h2 id="views-title" className="text-lg font-semibold">
          Views over time
        </h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          {recent.toLocaleString('en-US')} views in the last {DASHBOARD_VIEW_DAYS} days ·{' '}
          {views.total.toLocaleString('en-US')} in all
        </p>
        <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ViewsChart data={views.perDay} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
