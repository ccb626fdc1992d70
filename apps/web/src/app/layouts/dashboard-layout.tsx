import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@nestwise/shared';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { CloseIcon, SidebarIcon } from '@/components/ui/icons';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { setSidebarOpen, toggleSidebar } from '@/stores/interface-slice';
import {
  selectCurrentUser,
  selectSidebarOpen,
  useAppDispatch,
  useAppSelector,
} from '@/stores/hooks';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Sidebar } from '../components/sidebar';

const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The dashboard layout: the role's sidebar (open at ≥ 768 px, collapsible below), breadcrumbs
 * from the path, and the 'Something went wrong' screen when a page fails.
 */
export function DashboardLayout() {
  const user = useAppSelector(selectCurrentUser);
  const open = useAppSelector(selectSidebarOpen);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    dispatch(setSidebarOpen(query.matches));
    const onChange = () => dispatch(setSidebarOpen(query.matches));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dispatch]);

  useEffect(() => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) dispatch(setSidebarOpen(false));
  }, [pathname, dispatch]);

  if (!user) return null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1">
      {open && (
        <div
          className="fixed inset-0 z-20 bg-slate-950/50 md:hidden"
          aria-hidden="true"
          onClick={() => dispatch(setSidebarOpen(false))}
        />
      )}
      <aside
        aria-label="Dashboard sidebar"
        className={cn(
          'w-64 shrink-0 border-r border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900',
          'fixed inset-y-0 left-0 z-30 overflow-y-auto md:static md:z-auto md:block',
          open ? 'block' : 'hidden',
        )}
      >
        <div className="mb-4 flex items-center justify-between md:hidden">
          <span className="text-sm font-semibold">Dashboard menu</span>
          <button
            type="button"
            className="rounded-lg p-2 hover:bg-slate-200 dark:hover:bg-slate-800"
            aria-label="Close dashboard menu"
            onClick={() => dispatch(setSidebarOpen(false))}
          >
            <CloseIcon />
          </button>
        </div>
        <Sidebar role={user.role} id="dashboard-sidebar" />
      </aside>
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <button
          type="button"
          className="mb-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium md:hidden dark:border-slate-700"
          aria-expanded={open}
          aria-controls="dashboard-sidebar"
          onClick={() => dispatch(toggleSidebar())}
        >
          <SidebarIcon className="size-4" />
          Dashboard menu
        </button>
        <Breadcrumbs />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
