// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { createNotificationStreamTicket as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const createNotificationStreamTicket: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/notifications/stream-ticket' };
