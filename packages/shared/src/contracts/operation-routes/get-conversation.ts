// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { getConversation as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const getConversation: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/conversations/{id}' };
