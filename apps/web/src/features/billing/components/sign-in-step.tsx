import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { paths } from '@/config/paths';

/**
 * The payment pages are public: a signed-out visitor sees the page, with signing in as the step
 * it asks for. Sign in comes back here (the login page's `from`), address and query kept.
 */
export function SignInStep({ title, children }: { title: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <CardSection title={title}>
      <div className="space-y-4 text-sm">
        {children}
        <div className="flex flex-wrap gap-3">
          <Link to={paths.login} state={{ from: location }} className={buttonClasses('primary')}>
            Sign in
          </Link>
          <Link to={paths.register} className={buttonClasses('secondary')}>
            Create an account
          </Link>
        </div>
      </div>
    </CardSection>
  );
}
