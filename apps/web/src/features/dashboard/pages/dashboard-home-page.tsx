import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ROLE_LABELS, SIDEBAR_BY_ROLE } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';

const INTRO = {
  buyer: 'Keep track of the homes you follow, the ones you saved and your documents.',
  agent: 'Manage your listings, follow their status and stay close to your clients.',
  admin: 'Review listings, follow their status and manage who uses Nestwise.',
} as const;

/** /dashboard: a welcome and the role's shortcuts (the marketplace issue adds the figures). */
export function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  const links = [
    ...SIDEBAR_BY_ROLE[user.role].flatMap((link) => [link, ...(link.children ?? [])]),
    { label: 'Profile', to: paths.dashboard.profile },
  ];
  return (
    <div>
      <PageHeader
        title={`Welcome back, ${user.firstName || user.displayName || user.email}`}
        description={INTRO[user.role]}
      />
      <p className="mb-4 inline-block rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-200">
        {ROLE_LABELS[user.role]} account
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-teal-400"
            >
              <span className="font-semibold">{link.label}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                Open {link.label.toLowerCase()}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default DashboardHomePage;
