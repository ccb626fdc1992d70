// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { markNotificationRead as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const markNotificationRead: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/notifications/{id}/read' };
