// Generated from the contracts by `npm run generate:routes -w @nestwise/shared`; do not edit.
import type { findSavedSearches as Contract } from '../index';
import type { OperationRoute } from '../operation-route';

export const findSavedSearches: OperationRoute<typeof Contract> = { method: 'GET', path: '/api/me/saved-searches' };
