import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/app/store';
import { ApiError } from '@/lib/api-client';
import { useAppDispatch } from '@/stores/hooks';
import {
  addNotification,
  notificationsCleared,
  notificationsLoaded,
} from '@/stores/interface-slice';
import { createStreamTicket, listNotifications, streamUrl } from '../api/notifications-api';
import {
  subscribeToNotifications,
  type EventSourceLike,
  type NotificationSubscriptionOptions,
} from '../lib/notification-subscription';

const browserStream = (): NotificationSubscriptionOptions['openStream'] =>
  typeof EventSource === 'undefined'
    ? null
    : (ticket) => new EventSource(streamUrl(ticket)) as unknown as EventSourceLike;

/** Signed out or refused for good: retrying cannot help. */
const isFatal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Mirrors the signed-in user's notifications into the store: loads the newest page, then keeps it
 * current through the stream (or polling). A change of user, or signing out, clears the list.
 */
export function useNotificationSync(userId: string | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let firstLoad = true;

    const reload = async () => {
      const page = await listNotifications({}, signal);
      if (signal.aborted) return;
      // The first load sets the list and its paging; later ones only merge what is new.
      dispatch(
        notificationsLoaded(
          firstLoad
            ? { ...page, reset: true }
            : { items: page.items, unreadCount: page.unreadCount },
        ),
      );
      firstLoad = false;
    };
    const quietly = (work: Promise<void>) =>
      work.catch(() => {
        // Shown again on the next resync or poll; the dropdown keeps what it has meanwhile.
      });

    void quietly(reload());
    const stop = subscribeToNotifications({
      getTicket: async () => (await createStreamTicket()).ticket,
      openStream: browserStream(),
      onOpen: () => void quietly(reload()),
      onNotification: (notification) => dispatch(addNotification(notification)),
      poll: async () => {
        const newest = store.getState().interface.notifications.items[0]?.createdAt;
        const page = await listNotifications({ since: newest ?? null }, signal);
        if (signal.aborted) return;
        dispatch(notificationsLoaded({ items: page.items, unreadCount: page.unreadCount }));
      },
      isFatal,
    });

    return () => {
      stop();
      controller.abort();
      dispatch(notificationsCleared());
    };
  }, [userId, dispatch, store]);
}
