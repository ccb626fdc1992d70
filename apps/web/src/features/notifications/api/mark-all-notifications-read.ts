import type { markAllNotificationsRead } from '@nestwise/shared/contracts';
import { notificationChange } from './notification-change';

/** Every notification read, loaded here or not. */
export const markAllNotificationsReadOnServer = notificationChange<
  typeof markAllNotificationsRead,
  void
>('markAllNotificationsRead', { method: 'POST', path: '/api/notifications/read-all' });
