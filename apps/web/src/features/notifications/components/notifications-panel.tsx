import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/features/notifications/lib/relative-time';
import { useNotificationActions } from '@/features/notifications/hooks/use-notification-actions';
import type { AppNotification } from '@/stores/interface-slice';
import { selectCurrentUser, selectNotifications, useAppSelector } from '@/stores/hooks';
import { localizeUtcTimes } from '@/lib/utc-times';

const linkish = 'text-xs font-semibold text-teal-700 hover:underline dark:text-teal-300';

/** Where a notification leads (`data.href`), if it is an app path. */
function hrefOf(notification: AppNotification): string | null {
  const href = notification.data?.href;
  return typeof href === 'string' && href.startsWith('/') ? href : null;
}

/** The open notifications panel: loaded on the first open, so the top bar carries only the bell. */
export default function NotificationsPanel({ close }: { close: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const { items, unreadCount, nextCursor, loaded } = useAppSelector(selectNotifications);
  const actions = useNotificationActions();
  const unread = user ? unreadCount : 0;

  return (
    <section aria-labelledby="notifications-heading">
      <div className="flex items-center justify-between gap-2 px-2 py-1">
        <h2 id="notifications-heading" className="text-sm font-semibold">
          Notifications
        </h2>
        {unread > 0 && (
          <button
            type="button"
            className={cn('rounded px-1', linkish)}
            onClick={actions.markAllRead}
          >
            Mark all as read
          </button>
        )}
      </div>
      {!user ? (
        <p className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">
          <Link to={paths.login} className={linkish} onClick={close}>
            Sign in
          </Link>{' '}
          to see your notifications.
        </p>
      ) : !loaded ? (
        <p className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">Loading…</p>
      ) : items.length === 0 ? (
        <p className="px-2 py-3 text-sm text-slate-600 dark:text-slate-300">No notifications</p>
      ) : (
        <ul className="mt-1 max-h-96 overflow-y-auto">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              onOpen={() => {
                if (!item.isRead) actions.markRead(item.id);
              }}
              onFollow={close}
              onRemove={() => actions.remove(item.id)}
            />
          ))}
          {nextCursor && (
            <li className="px-2 py-2 text-center">
              <button
                type="button"
                className={cn('rounded px-1', linkish)}
                onClick={() => actions.loadOlder(nextCursor)}
              >
                Show older
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

function NotificationItem({
  notification,
  onOpen,
  onFollow,
  onRemove,
}: {
  notification: AppNotification;
  onOpen: () => void;
  onFollow: () => void;
  onRemove: () => void;
}) {
  const href = hrefOf(notification);
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          notification.isRead ? 'bg-transparent' : 'bg-teal-600',
        )}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium break-words">
          {notification.title}
          {!notification.isRead && <span className="sr-only"> (unread)</span>}
        </span>
        {notification.body && (
          <span className="block text-xs break-words text-slate-600 dark:text-slate-300">
            {localizeUtcTimes(notification.body)}
          </span>
        )}
        <time
          dateTime={notification.createdAt}
          title={new Date(notification.createdAt).toLocaleString()}
          className="block text-xs text-slate-600 dark:text-slate-400"
        >
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </>
  );
  const rowClasses =
    'flex min-w-0 flex-1 gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800';

  return (
    <li className="flex items-start gap-1">
      {href ? (
        <Link
          to={href}
          className={rowClasses}
          onClick={() => {
            onOpen();
            onFollow();
          }}
        >
          {content}
        </Link>
      ) : (
        <button type="button" className={rowClasses} onClick={onOpen}>
          {content}
        </button>
      )}
      <button
        type="button"
        onClick={onRemove}
        className="rounded p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={`Remove notification: ${notification.title}`}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
