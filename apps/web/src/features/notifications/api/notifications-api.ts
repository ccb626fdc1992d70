import type {
  TListNotificationsResponse,
  TMarkAllNotificationsReadResponse,
  TMarkNotificationReadResponse,
  TNotificationStreamTicketResponse,
  TRemoveNotificationResponse,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's notifications (issue 9); every call carries the user's ID token. */
export function listNotifications(
  query: { limit?: number; cursor?: string | null; since?: string | null } = {},
  signal?: AbortSignal,
): Promise<TListNotificationsResponse> {
  return apiRequest('/api/notifications', { query, signal });
}

export function markNotificationReadOnServer(id: string): Promise<TMarkNotificationReadResponse> {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function markAllNotificationsReadOnServer(): Promise<TMarkAllNotificationsReadResponse> {
  return apiRequest('/api/notifications/read-all', { method: 'POST' });
}

export function removeNotificationOnServer(id: string): Promise<TRemoveNotificationResponse> {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** EventSource cannot send a bearer token, so a stream opens with a single-use ticket. */
export function createStreamTicket(): Promise<TNotificationStreamTicketResponse> {
  return apiRequest('/api/notifications/stream-ticket', { method: 'POST' });
}

export function streamUrl(ticket: string): string {
  return `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
}
