// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { createSavedSearch as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const createSavedSearch: OperationRoute<typeof Contract> = { method: 'POST', path: '/api/me/saved-searches' };
