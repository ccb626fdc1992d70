import type { OperationContract, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { notify } from '@/lib/toast';
import { notificationsUnreadCountSet } from '@/stores/interface-slice';

/**
 * A change to the user's notifications (read, all read, removed), sent after the store already
 * shows it: the server's unread count, which covers notifications not loaded here, then wins. A
 * refused change invalidates the list, so the newest page reloads and nothing false stays shown.
 * `id` fills the path's {id}, for the calls that name one notification.
 */
export function notificationChange<C extends OperationContract, Id extends string | void = string>(
  name: string,
  operation: { method: C['method']; path: C['path'] },
) {
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.mutation<OperationResponseBody<C> & { unreadCount: number }, Id>({
        query: (id) => call<C>(operation, id ? { params: { id } } : {}),
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
      }),
    }),
  });
  return injected.endpoints[name]!;
}
