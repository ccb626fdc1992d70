// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { unsubscribeSavedSearch as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const unsubscribeSavedSearch: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/saved-searches/unsubscribe' };
