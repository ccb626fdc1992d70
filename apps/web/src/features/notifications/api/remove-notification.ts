import type { deleteNotification } from '@nestwise/shared/contracts';
import { notificationChange } from './notification-change';

/** One notification removed. */
export const removeNotificationOnServer = notificationChange<typeof deleteNotification>(
  'deleteNotification',
  { method: 'DELETE', path: '/api/notifications/{id}' },
);
