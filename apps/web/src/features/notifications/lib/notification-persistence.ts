import type { AppDispatch } from '@/app/store';
import { notify } from '@/lib/toast';
import { notificationsLoaded, notificationsUnreadCountSet } from '@/stores/interface-slice';
import {
  listNotifications,
  markAllNotificationsReadOnServer,
  markNotificationReadOnServer,
  removeNotificationOnServer,
} from '../api/notifications-api';

const FAILED = 'Could not update your notifications. Try again.';

/**
 * The server half of the dropdown's actions, loaded on first use: the store has already changed;
 * the server's unread count then wins, and a refused change reloads the list so nothing false
 * stays shown.
 */
export function createNotificationPersistence(dispatch: AppDispatch) {
  const resync = () => {
    notify('error', FAILED, { toastId: 'notifications-failed' });
    listNotifications().then(
      (page) => dispatch(notificationsLoaded({ ...page, reset: true })),
      () => undefined,
    );
  };
  const settle = (request: Promise<{ unreadCount: number }>) =>
    request.then((answer) => {
      dispatch(notificationsUnreadCountSet(answer.unreadCount));
    }, resync);

  return {
    markRead: (id: string) => settle(markNotificationReadOnServer(id)),
    markAllRead: () => settle(markAllNotificationsReadOnServer()),
    remove: (id: string) => settle(removeNotificationOnServer(id)),
    async loadOlder(cursor: string) {
      try {
        dispatch(notificationsLoaded(await listNotifications({ cursor })));
      } catch {
        notify('error', 'Could not load older notifications. Try again.');
      }
    },
  };
}

export type NotificationPersistence = ReturnType<typeof createNotificationPersistence>;
