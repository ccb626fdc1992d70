import { createNotificationStreamTicket } from '@nestwise/shared/operation-routes/create-notification-stream-ticket';
import { streamNotifications } from '@nestwise/shared/operation-routes/stream-notifications';
import type { TNotificationStreamTicketResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api';

/**
 * EventSource cannot send a bearer token, so a stream opens with a single-use ticket. A ticket is
 * a credential spent at once, not a resource to cache, so it is a plain request.
 */
export function createStreamTicket(): Promise<TNotificationStreamTicketResponse> {
  return apiRequest(createNotificationStreamTicket);
}

export function streamUrl(ticket: string): string {
  return `${streamNotifications.path}?ticket=${encodeURIComponent(ticket)}`;
}
