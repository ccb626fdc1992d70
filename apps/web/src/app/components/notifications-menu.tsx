import { lazy, Suspense } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { BellIcon } from '@/components/ui/icons';
import { selectCurrentUser, selectNotifications, useAppSelector } from '@/stores/hooks';
import { iconButtonClasses } from './nav-styles';

/*
 * The stream and polling code, and the Messages link beside the bell, load after sign-in only:
 * the first route stays small.
 */
const SignedInBar = lazy(() => import('./signed-in-bar'));
// The panel loads when the bell is first pointed at or focused, ahead of the click or key.
const loadPanel = () => import('@/features/notifications/components/notifications-panel');
const NotificationsPanel = lazy(loadPanel);

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The top bar's notifications (issue 9): the signed-in user's own, newest first, kept current by
 * the stream; unread count on the bell; open one to mark it read, remove it, or mark all read.
 * Signed out, the bell stays and its panel asks the visitor to sign in.
 */
export function NotificationsMenu() {
  const user = useAppSelector(selectCurrentUser);
  const { unreadCount } = useAppSelector(selectNotifications);
  const unread = user ? unreadCount : 0;

  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <SignedInBar key={user.id} userId={user.id} />
        </Suspense>
      )}
      <div
        className="contents"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Dropdown
          ariaLabel={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          trigger={
            <>
              <BellIcon />
              {unread > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white"
                >
                  {badgeText(unread)}
                </span>
              )}
            </>
          }
          buttonClassName={iconButtonClasses}
          // Under 640 px the bell is not at the screen edge: the panel spans the screen instead.
          panelClassName="w-80 max-w-[calc(100vw-2rem)] max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto max-sm:max-w-none"
        >
          {(close) => (
            <Suspense
              fallback={
                <p className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">Loading…</p>
              }
            >
              <NotificationsPanel close={close} />
            </Suspense>
          )}
        </Dropdown>
      </div>
    </>
  );
}
