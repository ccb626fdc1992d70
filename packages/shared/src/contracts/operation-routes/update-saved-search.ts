// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { updateSavedSearch as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const updateSavedSearch: OperationRoute<typeof Contract> = { method: 'PATCH', path: '/api/me/saved-searches/{id}' };
