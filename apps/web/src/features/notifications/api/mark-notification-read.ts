import type { markNotificationRead } from '@nestwise/shared/contracts';
import { notificationChange } from './notification-change';

/** One notification read. */
export const markNotificationReadOnServer = notificationChange<typeof markNotificationRead>(
  'markNotificationRead',
  { method: 'POST', path: '/api/notifications/{id}/read' },
);
