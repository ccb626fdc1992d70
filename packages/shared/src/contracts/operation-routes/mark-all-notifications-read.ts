// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { markAllNotificationsRead as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const markAllNotificationsRead: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/notifications/read-all' };
