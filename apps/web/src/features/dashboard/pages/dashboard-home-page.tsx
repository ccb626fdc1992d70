import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { QueryFallback } from '@/components/ui/query-error';
import { ROLE_LABELS } from '@/config/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { AdminOverview } from '../components/admin-overview';
import { AgentOverview } from '../components/agent-overview';
import { BuyerOverview } from '../components/buyer-overview';
import { FiguresSkeleton } from '../components/figure-grid';

const INTRO = {
  buyer: 'The homes you saved, bought or rented, and the ones you looked at lately.',
  agent: 'Your listings by approval and status, and how often they are viewed.',
  admin: 'Listings waiting for review, and who uses Nestwise.',
} as const;

/** /dashboard: the figures of the signed-in user's role. */
export function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const user = useAppSelector(selectCurrentUser);
  const summary = useDashboardSummary();
  const { state } = useLocation() as { state: { newAccount?: boolean } | null };
  if (!user) return null;
  const name = user.firstName || user.displayName || user.email;
  return (
    <div>
      <PageHeader
        title={state?.newAccount ? `Welcome to Nestwise, ${name}` : `Welcome back, ${name}`}
        description={INTRO[user.role]}
      />
      <p className="mb-6 inline-block rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-200">
        {ROLE_LABELS[user.role]} account
      </p>
      <QueryFallback query={summary} what="your figures" loading={<FiguresSkeleton />} />
      {summary.data?.role === 'buyer' && <BuyerOverview summary={summary.data} />}
      {summary.data?.role === 'agent' && <AgentOverview summary={summary.data} />}
      {summary.data?.role === 'admin' && <AdminOverview summary={summary.data} />}
    </div>
  );
}

export default DashboardHomePage;
