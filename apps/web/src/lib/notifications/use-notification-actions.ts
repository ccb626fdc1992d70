import { useMemo } from 'react';
import { notify } from '@/lib/toast';
import { useAppDispatch } from '@/stores/hooks';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsLoaded,
  notificationsUnreadCountSet,
  removeNotification,
} from '@/stores/interface-slice';
import {
  listNotifications,
  markAllNotificationsReadOnServer,
  markNotificationReadOnServer,
  removeNotificationOnServer,
} from './notifications-api';

const FAILED = 'Could not update your notifications. Try again.';

/**
 * The dropdown's actions: each changes the store at once (spec §4 interface actions) and then the
 * server, whose unread count wins; a refused change reloads the list so nothing false stays shown.
 */
export function useNotificationActions() {
  const dispatch = useAppDispatch();

  return useMemo(() => {
    const resync = () => {
      notify('error', FAILED, { toastId: 'notifications-failed' });
      listNotifications().then(
        (page) => dispatch(notificationsLoaded({ ...page, reset: true })),
        () => undefined,
      );
    };
    const settle = (request: Promise<{ unreadCount: number }>) =>
      request.then((answer) => dispatch(notificationsUnreadCountSet(answer.unreadCount)), resync);

    return {
      markRead(id: string) {
        dispatch(markNotificationRead(id));
        void settle(markNotificationReadOnServer(id));
      },
      markAllRead() {
        dispatch(markAllNotificationsRead());
        void settle(markAllNotificationsReadOnServer());
      },
      remove(id: string) {
        dispatch(removeNotification(id));
        void settle(removeNotificationOnServer(id));
      },
      async loadOlder(cursor: string) {
        try {
          dispatch(notificationsLoaded(await listNotifications({ cursor })));
        } catch {
          notify('error', 'Could not load older notifications. Try again.');
        }
      },
    };
  }, [dispatch]);
}
