import type {
  OperationRoute,
  OperationResponseBody,
  RouteContract,
} from '@nestwise/shared/contracts';
import { deleteNotification } from '@nestwise/shared/operation-routes/delete-notification';
import { markAllNotificationsRead } from '@nestwise/shared/operation-routes/mark-all-notifications-read';
import { markNotificationRead } from '@nestwise/shared/operation-routes/mark-notification-read';
import { api, call, type ApiEndpointBuilder } from '@/lib/api';
import { notify } from '@/lib/toast';
import { notificationsUnreadCountSet } from '@/stores/interface-slice';

/**
 * A change to the user's notifications (read, all read, removed), sent after the store already
 * shows it: the server's unread count, which covers notifications not loaded here, then wins. A
 * refused change invalidates the list, so the newest page reloads and nothing false stays shown.
 * `id` fills the path's {id}, for the calls that name one notification.
 */
function notificationChange<R extends OperationRoute, Id extends string | void = string>(
  build: ApiEndpointBuilder,
  route: R,
) {
  return build.mutation<OperationResponseBody<RouteContract<R>> & { unreadCount: number }, Id>({
    query: (id) => call(route, id ? { params: { id } } : {}),
    invalidatesTags: (_answer, error) => (error ? ['Notifications'] : []),
    async onQueryStarted(_id, { dispatch, queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        dispatch(notificationsUnreadCountSet(data.unreadCount));
      } catch {
        notify('error', 'Could not update your notifications. Try again.', {
          toastId: 'notifications-failed',
        });
      }
    },
  });
}

/** Loaded with the first change the user makes (lib/notification-persistence), not with the bell. */
const notificationChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One notification read. */
    markNotificationRead: notificationChange(build, markNotificationRead),
    /** Every notification read, loaded here or not. */
    markAllNotificationsRead: notificationChange<typeof markAllNotificationsRead, void>(
      build,
      markAllNotificationsRead,
    ),
    /** One notification removed. */
    deleteNotification: notificationChange(build, deleteNotification),
  }),
});

export const {
  markNotificationRead: markNotificationReadOnServer,
  markAllNotificationsRead: markAllNotificationsReadOnServer,
  deleteNotification: removeNotificationOnServer,
} = notificationChangesApi.endpoints;
