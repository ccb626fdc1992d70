import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { PageHeader } from '@/components/ui/page-header';
import { ROLE_LABELS } from '@/config/navigation';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { AppearanceSection } from '../components/appearance-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { SubscriptionSection } from '../components/subscription-section';

/** /dashboard/settings: account settings (theme, sign-in, plan, deletion); names are on Profile. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div className="max-w-3xl">
      <PageHeader title="Settings" description="Your account settings." />
      <div className="space-y-6">
        <CardSection title="Account">
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Email</dt>
              <dd className="font-medium break-all">{user.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Role</dt>
              <dd className="font-medium">{ROLE_LABELS[user.role]}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Status</dt>
              <dd className="font-medium">{user.status}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm">
            <Link
              to={paths.dashboard.profile}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
            >
              Edit your name on Profile
            </Link>
          </p>
        </CardSection>
        <AppearanceSection />
        <ChangePasswordForm email={user.email} />
        <SubscriptionSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}

export default SettingsPage;
