import { AUTH_MESSAGES } from '@nestwise/shared';
import { LinkButtons } from '@/components/ui/link-buttons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';

/** Where a deactivated account lands after being signed out. */
export function AccountDeactivatedPage() {
  useDocumentTitle('Account deactivated');
  return (
    <AuthCard title="Account deactivated">
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        {AUTH_MESSAGES.userDeactivated}
      </p>
      <LinkButtons
        className="mt-6"
        links={[
          { to: paths.contact, label: 'Contact support' },
          { to: paths.home, label: 'Back to home' },
        ]}
      />
    </AuthCard>
  );
}

export default AccountDeactivatedPage;
