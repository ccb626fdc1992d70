import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@nestwise/shared';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';

/** Where a deactivated account lands after being signed out (spec §4, §8). */
export function AccountDeactivatedPage() {
  useDocumentTitle('Account deactivated');
  return (
    <AuthCard title="Account deactivated">
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        {AUTH_MESSAGES.userDeactivated}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.contact} className={buttonClasses('primary')}>
          Contact support
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Back to home
        </Link>
      </div>
    </AuthCard>
  );
}

export default AccountDeactivatedPage;
