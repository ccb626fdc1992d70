import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserRole } from '@nestwise/shared';
import { paths } from '@/config/paths';
import { selectAuth, useAppSelector } from '@/stores/hooks';

/**
 * The route guard: signed out → /login with the origin remembered; Inactive →
 * /account-deactivated; none of the listed roles → /dashboard.
 */
export function RequireAuth({ roles, children }: { roles?: UserRole[]; children?: ReactNode }) {
  const { isAuthenticated, user } = useAppSelector(selectAuth);
  const location = useLocation();
  if (!isAuthenticated || !user) {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  if (user.status === 'Inactive') return <Navigate to={paths.accountDeactivated} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to={paths.dashboard.root} replace />;
  return children ?? <Outlet />;
}
