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
import { defineOperation, freeForm } from './define-operation';
import { apiErrors } from './errors';

/** The bell: the caller's notifications, read state, and the live stream. */
export const findNotifications = defineOperation({
  name: 'findNotifications',
  method: 'GET',
  path: '/api/notifications',
  summary: "The caller's notifications, newest first, and the unread count",
  tags: ['notifications'],
  auth: 'signed-in',
  query: ZListNotificationsQuerySchema,
  responses: { 200: ZListNotificationsResponseSchema, ...apiErrors },
});

export const markAllNotificationsRead = defineOperation({
  name: 'markAllNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Mark every notification read',
  tags: ['notifications'],
  auth: 'signed-in',
  responses: { 200: ZMarkAllNotificationsReadResponseSchema, ...apiErrors },
});

export const markNotificationRead = defineOperation({
  name: 'markNotificationRead',
  method: 'POST',
  path: '/api/notifications/{id}/read',
  summary: 'Mark one notification read',
  tags: ['notifications'],
  auth: 'signed-in',
  params: ZNotificationIdParamsSchema,
  responses: { 200: ZMarkNotificationReadResponseSchema, ...apiErrors },
});

export const deleteNotification = defineOperation({
  name: 'deleteNotification',
  method: 'DELETE',
  path: '/api/notifications/{id}',
  summary: 'Remove one notification',
  tags: ['notifications'],
  auth: 'signed-in',
  params: ZNotificationIdParamsSchema,
  responses: { 200: ZRemoveNotificationResponseSchema, ...apiErrors },
});

export const createNotificationStreamTicket = defineOperation({
  name: 'createNotificationStreamTicket',
  method: 'POST',
  path: '/api/notifications/stream-ticket',
  summary: 'A short-lived ticket to open the live stream (EventSource sends no bearer token)',
  tags: ['notifications'],
  auth: 'signed-in',
  responses: { 200: ZNotificationStreamTicketResponseSchema, ...apiErrors },
});

export const streamNotifications = defineOperation({
  name: 'streamNotifications',
  method: 'GET',
  path: '/api/notifications/stream',
  summary: 'New notifications as Server-Sent Events',
  description:
    'Each event is `event: notification`, `id: <notification id>`, data: the notification as JSON.',
  tags: ['notifications'],
  auth: 'public',
  query: ZNotificationStreamQuerySchema,
  responses: {
    200: freeForm('text/event-stream', 'An open stream of `notification` events'),
    ...apiErrors,
  },
});
