import { z } from 'zod';

/** What a notification is about (the interface state's notifications, issue 9). */
export const NOTIFICATION_KINDS = [
  'listing-approved',
  'listing-rejected',
  'favorite-price-changed',
  'favorite-status-changed',
  'payment-succeeded',
  'purchase-pending',
  'tour-requested',
  'tour-confirmed',
  'tour-declined',
  'agent-message',
  /** The agent's reply in a conversation, to the buyer (issue #28). */
  'agent-reply',
  'saved-search-match',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_DEFAULT_LIMIT = 20;
export const NOTIFICATION_PAGE_MAX_LIMIT = 100;
/** A stream ticket opens one stream, within this many seconds of being issued. */
export const NOTIFICATION_STREAM_TICKET_TTL_SECONDS = 60;
/** The stream sends a comment this often so proxies keep it open. */
export const NOTIFICATION_STREAM_KEEPALIVE_MS = 25_000;
/** How often a node looks for new rows for its open streams (and a sensible polling period). */
export const NOTIFICATION_POLL_INTERVAL_MS = 2_000;
/** The server-sent event name of a new notification (`event: notification`). */
export const NOTIFICATION_STREAM_EVENT = 'notification';

export const ZNotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * One notification as the API presents it; `id`, `isRead` and `createdAt` as in the web's interface
 * state.
 */
export const ZNotificationSchema = z.object({
  id: z.string(),
  kind: ZNotificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  /** Kind-specific details, e.g. propertyId, reason, oldPrice/newPrice, and `href` to open. */
  data: z.record(z.string(), z.unknown()).nullable(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** GET /api/notifications: newest first; `cursor` pages on, `since` (ISO) keeps only newer ones. */
export const ZListNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE_MAX_LIMIT)
    .default(NOTIFICATION_PAGE_DEFAULT_LIMIT),
  cursor: z.string().max(500).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
});
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuerySchema>;

export const ZListNotificationsResponseSchema = z.object({
  items: z.array(ZNotificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponseSchema>;

export const ZNotificationIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type TNotificationIdParams = z.infer<typeof ZNotificationIdParamsSchema>;

/** POST /api/notifications/{id}/read (no body). */
export const ZMarkNotificationReadResponseSchema = z.object({
  item: ZNotificationSchema,
  unreadCount: z.number().int(),
});
export type TMarkNotificationReadResponse = z.infer<typeof ZMarkNotificationReadResponseSchema>;

/** POST /api/notifications/read-all (no body): how many were unread. */
export const ZMarkAllNotificationsReadResponseSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type TMarkAllNotificationsReadResponse = z.infer<
  typeof ZMarkAllNotificationsReadResponseSchema
>;

/** DELETE /api/notifications/{id}. */
export const ZRemoveNotificationResponseSchema = z.object({
  id: z.string(),
  unreadCount: z.number().int(),
});
export type TRemoveNotificationResponse = z.infer<typeof ZRemoveNotificationResponseSchema>;

/** POST /api/notifications/stream-ticket (no body): EventSource cannot send a bearer token. */
export const ZNotificationStreamTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
});
export type TNotificationStreamTicketResponse = z.infer<
  typeof ZNotificationStreamTicketResponseSchema
>;

/** GET /api/notifications/stream?ticket=… (text/event-stream of `notification` events). */
export const ZNotificationStreamQuerySchema = z.object({ ticket: z.string().min(1).max(2000) });
export type TNotificationStreamQuery = z.infer<typeof ZNotificationStreamQuerySchema>;
