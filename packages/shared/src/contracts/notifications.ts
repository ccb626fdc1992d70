import {
  ZListNotificationsQuerySchema,
  ZListNotificationsResponseSchema,
  ZMarkAllNotificationsReadResponseSchema,
  ZMarkNotificationReadResponseSchema,
  ZNotificationIdParamsSchema,
  ZNotificationStreamQuerySchema,
  ZNotificationStreamTicketResponseSchema,
  ZRemoveNotificationResponseSchema,
} from '../schemas/notifications';
import { freeForm } from './define-operation';
import { notifications } from './operation-groups';

/** The bell: the caller's notifications, read state, and the live stream. */
export const findNotifications = notifications.get('/api/notifications', {
  name: 'findNotifications',
  summary: "The caller's notifications, newest first, and the unread count",
  auth: 'signed-in',
  query: ZListNotificationsQuerySchema,
  responses: { 200: ZListNotificationsResponseSchema },
});

export const markAllNotificationsRead = notifications.post('/api/notifications/read-all', {
  name: 'markAllNotificationsRead',
  summary: 'Mark every notification read',
  auth: 'signed-in',
  responses: { 200: ZMarkAllNotificationsReadResponseSchema },
});

export const markNotificationRead = notifications.post('/api/notifications/{id}/read', {
  name: 'markNotificationRead',
  summary: 'Mark one notification read',
  auth: 'signed-in',
  params: ZNotificationIdParamsSchema,
  responses: { 200: ZMarkNotificationReadResponseSchema },
});

export const deleteNotification = notifications.delete('/api/notifications/{id}', {
  name: 'deleteNotification',
  summary: 'Remove one notification',
  auth: 'signed-in',
  params: ZNotificationIdParamsSchema,
  responses: { 200: ZRemoveNotificationResponseSchema },
});

export const createNotificationStreamTicket = notifications.post(
  '/api/notifications/stream-ticket',
  {
    name: 'createNotificationStreamTicket',
    summary: 'A short-lived ticket to open the live stream (EventSource sends no bearer token)',
    auth: 'signed-in',
    responses: { 200: ZNotificationStreamTicketResponseSchema },
  },
);

export const streamNotifications = notifications.get('/api/notifications/stream', {
  name: 'streamNotifications',
  summary: 'New notifications as Server-Sent Events',
  description:
    'Each event is `event: notification`, `id: <notification id>`, data: the notification as JSON.',
  auth: 'public',
  query: ZNotificationStreamQuerySchema,
  responses: {
    200: freeForm('text/event-stream', 'An open stream of `notification` events'),
  },
});
