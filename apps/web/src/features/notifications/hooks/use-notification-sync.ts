import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/app/store';
import { ApiError } from '@/lib/http/api-client';
import { useAppDispatch } from '@/stores/hooks';
import { addNotification, notificationsCleared } from '@/stores/interface-slice';
import { createStreamTicket, streamUrl } from '../api/create-stream-ticket';
import { getNotifications } from '../api/get-notifications';
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
 * Mirrors the signed-in user's notifications into the store: subscribes to the newest page (the
 * 'Notifications' tag: a refused change reloads it), reloads it whenever the stream (re)opens,
 * adds what the stream delivers, and polls while it is down. Every page joins the store's list
 * as it arrives (api/get-notifications). A change of user, or signing out, clears the list.
 */
export function useNotificationSync(userId: string | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  useEffect(() => {
    if (!userId) return;
    // What is still loading when the user leaves is aborted: its page must not join the list.
    const running = new Set<{ abort(): void }>();
    const track = <R extends PromiseLike<unknown> & { abort(): void }>(request: R) => {
      running.add(request);
      const done = () => running.delete(request);
      void Promise.resolve(request).then(done, done);
      return request;
    };
    const newest = track(dispatch(getNotifications.initiate({}, { forceRefetch: true })));
    const stop = subscribeToNotifications({
      getTicket: async () => (await createStreamTicket()).ticket,
      openStream: browserStream(),
      // Shown again on the next resync or poll when it fails; the dropdown keeps what it has.
      onOpen: () => void track(newest.refetch()),
      onNotification: (notification) => dispatch(addNotification(notification)),
      poll: async () => {
        const since = store.getState().interface.notifications.items[0]?.createdAt ?? null;
        const poll = track(
          dispatch(getNotifications.initiate({ since }, { subscribe: false, forceRefetch: true })),
        );
        await poll.unwrap();
      },
      isFatal,
    });

    return () => {
      stop();
      for (const request of running) request.abort();
      newest.unsubscribe();
      dispatch(notificationsCleared());
    };
  }, [userId, dispatch, store]);
}
