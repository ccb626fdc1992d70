// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { queryAssistant as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const queryAssistant: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/assistant/query' };
