import type { AppDispatch } from '@/app/store';
import { notify } from '@/lib/toast';
import { getNotifications } from '../api/get-notifications';
import {
  markAllNotificationsReadOnServer,
  markNotificationReadOnServer,
  removeNotificationOnServer,
} from '../api/notification-changes';

/**
 * The server half of the dropdown's actions, loaded on first use: the store has already changed,
 * and each change's mutation settles it (api/notification-changes). Nothing is kept of a sent
 * change (`track: false`): the store shows its outcome.
 */
export function createNotificationPersistence(dispatch: AppDispatch) {
  return {
    markRead: (id: string) =>
      void dispatch(markNotificationReadOnServer.initiate(id, { track: false })),
    markAllRead: () =>
      void dispatch(markAllNotificationsReadOnServer.initiate(undefined, { track: false })),
    remove: (id: string) =>
      void dispatch(removeNotificationOnServer.initiate(id, { track: false })),
    async loadOlder(cursor: string) {
      // The page joins the store's list as it arrives (api/get-notifications).
      const older = await dispatch(getNotifications.initiate({ cursor }, { subscribe: false }));
      if (older.isError) notify('error', 'Could not load older notifications. Try again.');
    },
  };
}

export type NotificationPersistence = ReturnType<typeof createNotificationPersistence>;
