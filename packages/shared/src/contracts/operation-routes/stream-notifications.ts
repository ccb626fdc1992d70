// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { streamNotifications as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const streamNotifications: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/notifications/stream' };
