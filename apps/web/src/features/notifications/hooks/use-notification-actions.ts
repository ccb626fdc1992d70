import { useMemo } from 'react';
import { useAppDispatch } from '@/stores/hooks';
import {
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
} from '@/stores/interface-slice';
import type { NotificationPersistence } from '../lib/notification-persistence';

/**
 * The dropdown's actions: each changes the store at once (the interface actions of
 * interface-slice.ts), then the
 * server through a module loaded on first use, which keeps the API calls off the first route.
 */
export function useNotificationActions() {
  const dispatch = useAppDispatch();

  return useMemo(() => {
    let persistence: Promise<NotificationPersistence> | undefined;
    const persist = (run: (p: NotificationPersistence) => unknown) => {
      persistence ??= import('../lib/notification-persistence').then((m) =>
        m.createNotificationPersistence(dispatch),
      );
      void persistence.then(run);
    };

    return {
      markRead(id: string) {
        dispatch(markNotificationRead(id));
        persist((p) => p.markRead(id));
      },
      markAllRead() {
        dispatch(markAllNotificationsRead());
        persist((p) => p.markAllRead());
      },
      remove(id: string) {
        dispatch(removeNotification(id));
        persist((p) => p.remove(id));
      },
      loadOlder(cursor: string) {
        persist((p) => p.loadOlder(cursor));
      },
    };
  }, [dispatch]);
}
