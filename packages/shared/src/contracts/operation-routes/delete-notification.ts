// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { deleteNotification as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const deleteNotification: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/notifications/{id}' };
