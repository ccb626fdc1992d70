// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { deleteSavedSearch as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const deleteSavedSearch: OperationRoute<typeof Contract> = { method: 'DELETE', path: '/api/me/saved-searches/{id}' };
