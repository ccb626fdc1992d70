// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getUnreadMessages as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getUnreadMessages: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/conversations/unread' };
