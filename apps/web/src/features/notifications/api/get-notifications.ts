import { findNotifications } from '@nestwise/shared/operation-routes/find-notifications';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';
import { notificationsLoaded, type InterfaceState } from '@/stores/interface-slice';

/** No arguments: the newest page; `cursor`: the page after it; `since`: what came after that. */
export interface NotificationsPageArgs {
  cursor?: string;
  since?: string | null;
}

/**
 * A page of the signed-in user's notifications, newest first (issue 9). The bell shows the
 * store's list (interface slice), which the live stream feeds as well, so every page that arrives
 * joins it: the first newest page replaces it and sets the "Load older" cursor, an older page
 * moves that cursor, and a reload or a poll only adds and updates rows and the unread count.
 */
const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: contractQuery(build, findNotifications, {
      request: (args: NotificationsPageArgs) => ({ query: { ...args } }),
      providesTags: ['Notifications'],
      onSuccess: (page, { arg: args, dispatch, getState }) => {
        // The interface slice is the app's own; the api's state type does not name it.
        const shown = (getState() as unknown as { interface: InterfaceState }).interface;
        const newest = args.cursor === undefined && args.since === undefined;
        if (newest && !shown.notifications.loaded) {
          dispatch(notificationsLoaded({ ...page, reset: true }));
        } else if (args.cursor !== undefined) {
          dispatch(notificationsLoaded(page));
        } else {
          dispatch(notificationsLoaded({ items: page.items, unreadCount: page.unreadCount }));
        }
      },
    }),
  }),
});

export const getNotifications = notificationsApi.endpoints.getNotifications;
