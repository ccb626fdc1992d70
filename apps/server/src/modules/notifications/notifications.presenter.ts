import type { NotificationKind, TNotification } from '@nestwise/shared';
import type { NotificationRow } from './notifications.repo';

export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    data: (row.data as Record<string, unknown> | null) ?? null,
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
