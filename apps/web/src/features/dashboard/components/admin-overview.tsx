import type { TAdminDashboard } from '@nestwise/shared';
import { paths } from '@/config/paths';
import { FigureGrid, LinkCard } from './figure-grid';

/** Another engineer builds this page (market data import); the admin home links to it. */
const MARKET_DATA_PATH = '/dashboard/market-data';

export function AdminOverview({ summary }: { summary: TAdminDashboard }) {
  const { approvals, users } = summary;
  return (
    <>
      <FigureGrid
        title="Listings"
        figures={[
          {
            label: 'Pending approvals',
            value: approvals.pending,
            to: paths.dashboard.propertyManagement,
            note: 'Review listings',
          },
          { label: 'Approved', value: approvals.approved },
          { label: 'Rejected', value: approvals.rejected },
        ]}
      />
      <FigureGrid
        title="Users by role"
        figures={[
          {
            label: 'All users',
            value: users.total,
            to: paths.dashboard.users,
            note: 'Manage users',
          },
          { label: 'Buyers', value: users.byRole.buyer },
          { label: 'Agents', value: users.byRole.agent },
          { label: 'Admins', value: users.byRole.admin },
        ]}
      />
      <FigureGrid
        title="Users by status"
        figures={[
          { label: 'Active', value: users.byStatus.Active },
          { label: 'Inactive', value: users.byStatus.Inactive },
        ]}
      />
      <section aria-labelledby="admin-links-title">
        <h2 id="admin-links-title" className="mb-3 text-lg font-semibold">
          Tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <li>
            <LinkCard to={MARKET_DATA_PATH} title="Market data" text="Import recorded sales" />
          </li>
          <li>
            <LinkCard
              to={paths.dashboard.propertyManagement}
              title="Property Management"
              text="Approve or reject listings"
            />
          </li>
          <li>
            <LinkCard
              to={paths.dashboard.users}
              title="Users"
              text="Change roles, activate and deactivate accounts"
            />
          </li>
        </ul>
      </section>
    </>
  );
}
