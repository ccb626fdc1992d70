// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { markConversationRead as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const markConversationRead: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/conversations/{id}/read' };
